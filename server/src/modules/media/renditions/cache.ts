import { constants } from 'node:fs';
import { access, readdir, readFile, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { outageOf } from '../../../http/outage.js';
import { abandonedTemp, writeAtomically } from '../storage/atomic-file.js';

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
 * Renditions on local disk, one file per key (the hash of its parameters), in a folder per
 * source image: deleting the source deletes its folder. A key being made is made once:
 * concurrent requests for it wait for the same computation (single flight), and the file
 * appears by rename, whole or not at all. The files together stay within `maxBytes`: the least
 * recently used go first (a process knows what it made or served, and what it found at start).
 * The hot ones are also kept in memory: a rendition never changes, and streaming megabytes
 * from disk on every request allocates enough buffers to bring the garbage collector's pauses
 * into every other request.
 */
export class RenditionCache {
  /** Computations run by this process: what the storm test and operators count. */
  computations = 0;
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly hot = new LRUCache<string, Buffer>({ maxSize: HOT_BYTES, sizeCalculation: (bytes) => Math.max(1, bytes.length) });
  /** Every rendition file on disk, by path, sized; evicting one deletes it. */
  private readonly onDisk: LRUCache<string, number>;

  constructor(
    private readonly root: string,
    maxBytes: number,
  ) {
    this.onDisk = new LRUCache<string, number>({
      maxSize: maxBytes,
      sizeCalculation: (size) => Math.max(1, size),
      dispose: (_size, file, reason) => {
        if (reason === 'evict') void rm(file, { force: true });
      },
    });
  }

  private folderOf(sourceHash: string): string {
    return path.join(this.root, sourceHash.slice(0, 2), sourceHash);
  }

  pathOf(sourceHash: string, key: string, extension: string): string {
    return path.join(this.folderOf(sourceHash), `${key}.${extension}`);
  }

  /** Learns the files already on disk, oldest first, so the budget holds from the start; removes renditions a crash left half made. */
  async load(): Promise<void> {
    const files: { file: string; size: number; mtimeMs: number }[] = [];
    for (const entry of await readdir(this.root, { withFileTypes: true, recursive: true }).catch(() => [])) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = await stat(file);
      if (entry.name.endsWith('.tmp')) {
        if (abandonedTemp(entry.name, mtimeMs)) await rm(file, { force: true });
        continue;
      }
      files.push({ file, size, mtimeMs });
    }
    for (const { file, size } of files.toSorted((a, b) => a.mtimeMs - b.mtimeMs)) if (!this.onDisk.has(file)) this.onDisk.set(file, size);
  }

  /** Forgets and deletes every rendition of a source image (it was deleted). */
  async removeSource(sourceHash: string): Promise<void> {
    const folder = this.folderOf(sourceHash);
    const inFolder = (file: string) => file.startsWith(`${folder}${path.sep}`);
    for (const file of [...this.onDisk.keys()].filter(inFolder)) this.onDisk.delete(file);
    for (const file of [...this.hot.keys()].filter(inFolder)) this.hot.delete(file);
    await rm(folder, { recursive: true, force: true });
  }

  /**
   * The bytes for `key` of `sourceHash` (from memory), or its file when it is too large to keep
   * there; made with `make(tempPath)` when there is none yet.
   */
  async get(sourceHash: string, key: string, extension: string, make: (tempPath: string) => Promise<void>): Promise<Buffer | string> {
    const target = this.pathOf(sourceHash, key, extension);
    const hot = this.hot.get(target);
    if (hot) {
      this.onDisk.get(target); // used: the last to be evicted from disk
      return hot;
    }
    const { file, size } = await this.made(target, make);
    if (size > HOT_MAX_ITEM_BYTES) return file;
    const bytes = await readFile(file);
    this.hot.set(file, bytes);
    return bytes;
  }

  /**
   * The file for `key` of `sourceHash`, made with `make(tempPath)` when there is none yet, never
   * kept in memory: what sharp reads from (a working copy, working-copy.ts).
   */
  async fileOf(sourceHash: string, key: string, extension: string, make: (tempPath: string) => Promise<void>): Promise<string> {
    return (await this.made(this.pathOf(sourceHash, key, extension), make)).file;
  }

  /** The file at `target`, made when missing, counted as used (the last to be evicted). */
  private async made(target: string, make: (tempPath: string) => Promise<void>): Promise<{ file: string; size: number }> {
    const file = await this.file(target, make);
    const { size } = await stat(file);
    this.onDisk.set(file, size);
    return { file, size };
  }

  private async file(target: string, make: (tempPath: string) => Promise<void>): Promise<string> {
    const pending = this.inFlight.get(target);
    if (pending) return pending;
    if (await exists(target)) return target;
    // Checked again: the await above let another request start (or finish) this key.
    const started = this.inFlight.get(target);
    if (started) return started;
    const computation = this.compute(target, make).finally(() => this.inFlight.delete(target));
    this.inFlight.set(target, computation);
    return computation;
  }

  private async compute(target: string, make: (tempPath: string) => Promise<void>): Promise<string> {
    this.computations += 1;
    try {
      await writeAtomically(target, async (temp) => {
        // Made by us first: storage that refuses writes fails here with its errno.
        await writeFile(temp, '');
        await make(temp);
      });
    } catch (error) {
      throw await storageCause(error, this.root);
    }
    return target;
  }
}

/**
 * What a failed rendition write says is not always the storage's errno: sharp names none, and
 * a recursive mkdir on a read-only file system says ENOENT. When the error is no outage by
 * itself, the folder is asked: full (ENOSPC) or refusing writes (its access error) is the
 * cause, so the answer is an outage and not the image's fault.
 */
async function storageCause(error: unknown, root: string): Promise<unknown> {
  if (outageOf(error)) return error;
  try {
    const space = await statfs(root);
    if (space.bavail === 0)
      return Object.assign(new Error(`no space left on the device of ${root}`, { cause: error }), { code: 'ENOSPC', syscall: 'write', path: root });
    await access(root, constants.W_OK);
    return error;
  } catch (refused) {
    return refused;
  }
}
