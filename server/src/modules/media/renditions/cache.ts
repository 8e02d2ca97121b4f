import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { writeAtomically } from '../storage/atomic-file.js';

/** The hot renditions kept in memory, together: a few dozen photos at page width. */
const HOT_BYTES = 64 * 1024 * 1024;
/** Larger ones are streamed from disk on every request. */
const HOT_MAX_ITEM_BYTES = 8 * 1024 * 1024;

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Renditions on local disk, one file per key (the hash of its parameters). A key being made
 * is made once: concurrent requests for it wait for the same computation (single flight), and
 * the file appears by rename, whole or not at all. The hot ones are also kept in memory: a
 * rendition never changes, and streaming megabytes from disk on every request allocates
 * enough buffers to bring the garbage collector's pauses into every other request.
 */
export class RenditionCache {
  /** Computations run by this process: what the storm test and operators count. */
  computations = 0;
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly hot = new LRUCache<string, Buffer>({ maxSize: HOT_BYTES, sizeCalculation: (bytes) => Math.max(1, bytes.length) });

  constructor(private readonly root: string) {}

  pathOf(key: string, extension: string): string {
    return path.join(this.root, key.slice(0, 2), `${key}.${extension}`);
  }

  /**
   * The bytes for `key` (from memory), or its file when it is too large to keep there; made
   * with `make(tempPath)` when there is none yet.
   */
  async get(key: string, extension: string, make: (tempPath: string) => Promise<void>): Promise<Buffer | string> {
    const hot = this.hot.get(key);
    if (hot) return hot;
    const file = await this.file(key, extension, make);
    if ((await stat(file)).size > HOT_MAX_ITEM_BYTES) return file;
    const bytes = await readFile(file);
    this.hot.set(key, bytes);
    return bytes;
  }

  private async file(key: string, extension: string, make: (tempPath: string) => Promise<void>): Promise<string> {
    const target = this.pathOf(key, extension);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    if (await exists(target)) return target;
    // Checked again: the await above let another request start (or finish) this key.
    const started = this.inFlight.get(key);
    if (started) return started;
    const computation = this.compute(target, make).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computation);
    return computation;
  }

  private async compute(target: string, make: (tempPath: string) => Promise<void>): Promise<string> {
    this.computations += 1;
    await writeAtomically(target, make);
    return target;
  }
}
