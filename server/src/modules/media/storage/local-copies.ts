import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { abandonedTemp, writeAtomically } from './atomic-file.js';
import { objectPath } from './fs-storage.js';

/** A copy read within this long may be on its way to a client: never evicted before then. */
const IN_USE_MS = 60_000;
/** How often idle copies are looked for, at most. */
const IDLE_SWEEP_MS = 60_000;

export interface CopyLimits {
  /** A copy used within this long is never evicted for room (default IN_USE_MS). */
  inUseMs?: number;
  /**
   * Copies no process of the host used for this long are deleted whatever the room (their files'
   * mtimes say when: every use touches them). For private files: a file deleted on another host
   * leaves this one's disk within this time too.
   */
  idleMs?: number;
}

/**
 * Local copies of remote objects (sharp and sendFile need files), bounded to `maxBytes` by
 * evicting the least recently used. Each copy is fetched once however many requests want it
 * (single flight), and appears by rename, whole or not at all. Recency lives in memory, seeded
 * from the files' mtimes at start-up (touched on use, so it survives a restart). The workers of
 * a host share the folder: a copy another one fetched is taken as it is, and one it deleted is
 * fetched again.
 */
export class LocalCopies {
  private readonly used = new Map<string, { size: number; at: number }>();
  private readonly inFlight = new Map<string, Promise<string>>();
  private total = 0;
  private readonly ready: Promise<void>;
  private readonly inUseMs: number;
  private readonly idleSweeps: NodeJS.Timeout | undefined;

  constructor(
    private readonly root: string,
    private readonly maxBytes: number,
    { inUseMs = IN_USE_MS, idleMs }: CopyLimits = {},
  ) {
    this.inUseMs = inUseMs;
    this.ready = this.scan().then(() => (idleMs === undefined ? undefined : this.removeIdle(idleMs)));
    if (idleMs !== undefined) {
      this.idleSweeps = setInterval(() => void this.ready.then(() => this.removeIdle(idleMs)).catch(() => undefined), Math.min(idleMs, IDLE_SWEEP_MS));
      this.idleSweeps.unref();
    }
  }

  /** Stops the idle sweeps. */
  close(): void {
    clearInterval(this.idleSweeps);
  }

  /** The copy of `hash`, made with `fetch(tempPath)` when there is none. */
  async get(hash: string, fetch: (tempPath: string) => Promise<void>): Promise<string> {
    await this.ready;
    const target = objectPath(this.root, hash);
    // Known here, but another process of the host (a worker's eviction, the remover) may have deleted it: then it is fetched anew.
    if (await this.touch(hash, target)) return target;
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
    // Another worker of the host may have fetched it already (copies appear whole, by rename): it is used now.
    const now = new Date();
    const fetched = await utimes(target, now, now).then(
      () => true,
      () => false,
    );
    if (!fetched) await writeAtomically(target, fetch);
    await this.remember(hash, target);
    return target;
  }

  /** Marks a known copy as used now; false when this process does not know it or its file is gone. */
  private async touch(hash: string, target: string): Promise<boolean> {
    if (!this.used.has(hash)) return false;
    const now = new Date();
    try {
      await utimes(target, now, now);
    } catch {
      this.drop(hash);
      return false;
    }
    const entry = this.used.get(hash);
    if (!entry) return false;
    // Re-inserted: a Map iterates in insertion order, so the first entries are the least recent.
    this.used.delete(hash);
    this.used.set(hash, { ...entry, at: Date.now() });
    return true;
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

  private async removeIdle(idleMs: number): Promise<void> {
    const cutoff = Date.now() - idleMs;
    for (const entry of await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => [])) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const usedAt = await stat(file).then(
        (found) => found.mtimeMs,
        () => Number.POSITIVE_INFINITY,
      );
      if (usedAt > cutoff) continue;
      this.drop(entry.name);
      // Left for the next sweep when it cannot go now.
      await rm(file, { force: true }).catch(() => undefined);
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
