import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

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
 * the file appears by rename, whole or not at all.
 */
export class RenditionCache {
  /** Computations run by this process: what the storm test and operators count. */
  computations = 0;
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(private readonly root: string) {}

  pathOf(key: string, extension: string): string {
    return path.join(this.root, key.slice(0, 2), `${key}.${extension}`);
  }

  /** The cached file for `key`, computing it with `make(tempPath)` when there is none yet. */
  async get(key: string, extension: string, make: (tempPath: string) => Promise<void>): Promise<string> {
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
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await make(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return target;
  }
}
