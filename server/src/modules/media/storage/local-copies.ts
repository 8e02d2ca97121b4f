import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { abandonedTemp, writeAtomically } from './atomic-file.js';
import { objectPath } from './fs-storage.js';

/** A copy read within this long may be on its way to a client: never evicted before then. */
const IN_USE_MS = 60_000;

/**
 * Local copies of remote objects (sharp and sendFile need files), bounded to `maxBytes` by
 * evicting the least recently used. Each copy is fetched once however many requests want it
 * (single flight), and appears by rename, whole or not at all. Recency lives in memory, seeded
 * from the files' mtimes at start-up (touched on use, so it survives a restart).
 */
export class LocalCopies {
  private readonly used = new Map<string, { size: number; at: number }>();
  private readonly inFlight = new Map<string, Promise<string>>();
  private total = 0;
  private readonly ready: Promise<void>;

  constructor(private readonly root: string, private readonly maxBytes: number, private readonly inUseMs = IN_USE_MS) {
    this.ready = this.scan();
  }

  /** The copy of `hash`, made with `fetch(tempPath)` when there is none. */
  async get(hash: string, fetch: (tempPath: string) => Promise<void>): Promise<string> {
    await this.ready;
    const target = objectPath(this.root, hash);
    if (this.used.has(hash)) {
      this.touch(hash, target);
      return target;
    }
    const pending = this.inFlight.get(hash);
    if (pending) return pending;
    const fetching = this.fetch(hash, target, fetch).finally(() => this.inFlight.delete(hash));
    this.inFlight.set(hash, fetching);
    return fetching;
  }

  /** Takes a finished file as the copy of `hash` (an upload just stored remotely). */
  async adopt(hash: string, file: string): Promise<void> {
    await this.ready;
    const target = objectPath(this.root, hash);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
    await this.remember(hash, target);
  }

  async forget(hash: string): Promise<void> {
    await this.ready;
    this.drop(hash);
    await rm(objectPath(this.root, hash), { force: true });
  }

  private async fetch(hash: string, target: string, fetch: (tempPath: string) => Promise<void>): Promise<string> {
    await writeAtomically(target, fetch);
    await this.remember(hash, target);
    return target;
  }

  private touch(hash: string, target: string): void {
    const entry = this.used.get(hash);
    if (!entry) return;
    // Re-inserted: a Map iterates in insertion order, so the first entries are the least recent.
    this.used.delete(hash);
    this.used.set(hash, { ...entry, at: Date.now() });
    const now = new Date();
    utimes(target, now, now).catch(() => undefined);
  }

  private async remember(hash: string, target: string): Promise<void> {
    this.drop(hash);
    const { size } = await stat(target);
    this.used.set(hash, { size, at: Date.now() });
    this.total += size;
    await this.evict();
  }

  private drop(hash: string): void {
    const entry = this.used.get(hash);
    if (!entry) return;
    this.used.delete(hash);
    this.total -= entry.size;
  }

  private async evict(): Promise<void> {
    const cutoff = Date.now() - this.inUseMs;
    for (const [hash, entry] of this.used) {
      if (this.total <= this.maxBytes || entry.at > cutoff) return;
      this.drop(hash);
      await rm(objectPath(this.root, hash), { force: true });
    }
  }

  /** The copies a previous run left, oldest first; abandoned downloads are removed (another process's may be under way). */
  private async scan(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const found: { hash: string; size: number; at: number }[] = [];
    for (const entry of await readdir(this.root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = await stat(file);
      if (entry.name.endsWith('.tmp')) {
        if (abandonedTemp(entry.name, mtimeMs)) await rm(file, { force: true });
        continue;
      }
      found.push({ hash: entry.name, size, at: mtimeMs });
    }
    for (const { hash, size, at } of found.toSorted((a, b) => a.at - b.at)) {
      this.used.set(hash, { size, at });
      this.total += size;
    }
    await this.evict();
  }
}
