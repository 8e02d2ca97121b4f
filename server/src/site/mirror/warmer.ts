import { readFile, rm, writeFile } from 'node:fs/promises';
import type { Logger } from '../../logger.js';
import { pidRuns } from '../../process-identity.js';
import { FILE_MODE } from './files.js';
import { isMirroredKey, type MirrorLayout } from './layout.js';
import type { MirrorStore } from './store.js';

/** How often a process that is not the warmer checks whether the warmer is still alive. */
const ELECTION_INTERVAL_MS = 2000;
/**
 * When the pages an event removed are rendered again: once every process of the host has
 * heard it, and once more for those still missing (a process that heard it late answered from
 * its old cache, or wrote an old render and removed it again).
 */
const AFTER_EVENT_MS = [100, 1500];

/** The URLs a sitemap (or sitemap index) lists. */
async function locs(url: string): Promise<string[]> {
  const res = await fetch(url);
  const xml = res.ok ? await res.text() : '';
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

/** The paths the sitemap lists (following a sitemap index one level): every published page of every locale. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const listed = await locs(`${origin}/sitemap.xml`);
  const nested = await Promise.all(listed.filter((loc) => loc.endsWith('.xml')).map((loc) => locs(`${origin}${new URL(loc).pathname}`)));
  return [...listed, ...nested.flat()].filter((loc) => !loc.endsWith('.xml') && URL.canParse(loc)).map((loc) => new URL(loc).pathname);
}

/**
 * Keeps the mirror full on one process per host (a lock file naming its pid; another process
 * takes over when that pid is gone): at start every published page (the sitemap's), after an
 * event the pages it removed. Gently: one request at a time, in the background, over loopback
 * without a cookie, so the normal capture path writes the answer. Two warmers for a moment
 * (a takeover race) only render a page twice.
 */
export class Warmer {
  private leading = false;
  private readonly pending = new Set<string>();
  private working: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  /** This server's own address, once it listens. */
  private origin = '';

  constructor(
    private readonly layout: MirrorLayout,
    private readonly store: MirrorStore,
    private readonly log: Logger,
  ) {}

  /** Starts the election; `origin` is this server's own address. */
  start(origin: string): void {
    const elect = async () => {
      if (this.leading || this.closed || !(await this.acquire())) return;
      this.leading = true;
      this.log.info({ mirror: this.layout.dir }, 'mirror: this process keeps the mirror warm');
      this.add(await sitemapPaths(origin).catch(() => []));
    };
    const run = () => void elect().catch((error: unknown) => this.log.warn({ err: error }, 'mirror: warming failed'));
    this.timer = setInterval(run, ELECTION_INTERVAL_MS).unref();
    this.origin = origin;
    run();
  }

  /** Pages removed for an event: rendered again (by the warmer only) once every process has heard it. */
  removed(keys: readonly string[]): void {
    if (!this.leading || !keys.length) return;
    for (const ms of AFTER_EVENT_MS) setTimeout(() => this.add(keys), ms).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.pending.clear();
    await this.working;
    if (this.leading && (await readFile(this.layout.warmerLock, 'utf8').catch(() => '')) === String(process.pid))
      await rm(this.layout.warmerLock, { force: true });
  }

  private add(keys: readonly string[]): void {
    for (const key of keys) if (isMirroredKey(key)) this.pending.add(key);
    this.working ??= this.work().finally(() => {
      this.working = undefined;
    });
  }

  private async work(): Promise<void> {
    for (const key of this.pending) {
      this.pending.delete(key);
      if (this.closed) return;
      if (this.store.has(key)) continue;
      const res = await fetch(`${this.origin}${key}`).catch(() => undefined);
      await res?.arrayBuffer().catch(() => undefined);
      if (res?.status === 404 || res?.status === 410) await this.store.markGone(key);
    }
  }

  private async acquire(): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await writeFile(this.layout.warmerLock, String(process.pid), { flag: 'wx', mode: FILE_MODE });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = Number(await readFile(this.layout.warmerLock, 'utf8').catch(() => ''));
      if (holder && pidRuns(holder)) return false;
      await rm(this.layout.warmerLock, { force: true });
    }
    return false;
  }
}
