import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILE_MODE, makeFolder, removeFiles, writeAtomically } from './files.js';
import { entryId, isMirroredKey, type MirrorLayout } from './layout.js';

/** Pages removed side by side (file-system calls run on libuv's pool of four). */
const REMOVAL_BATCH = 64;

/** One page as the mirror keeps it: the plain HTML, its compressed variants when they gain, and what it shows (cache tags). */
export interface MirroredPage {
  html: Buffer;
  br: Buffer | undefined;
  gz: Buffer | undefined;
  tags: readonly string[];
}

/** `entries/<id>`: the key, and whether its last re-render found no page (the warmer leaves it be then). */
interface Entry {
  key: string;
  gone?: boolean;
}

/**
 * The mirror's files on disk, shared by the processes of a host, and this process's view of
 * them. Every change goes through one queue per process, and a write checks, when its turn
 * comes, that no content event arrived since its render started: a removal queued for an event
 * therefore never runs beside a write of a render older than that event.
 *
 * A page's tag links and entry are written before its files, so whichever process hears an
 * event finds every page written so far under the event's tags, its own stale writes included.
 * Links are never taken back (a page that showed something once stays under its tag): at worst
 * a page is re-rendered once more than needed, never left stale.
 */
export class MirrorStore {
  private generation = 0;
  private listening = true;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly layout: MirrorLayout) {}

  /** The token to hand to write() for a render that starts now. */
  renderStarted(): number {
    return this.generation;
  }

  /** Content changed, or events may go missing (listening false): no render started before is written. */
  invalidateRenders(listening = this.listening): void {
    this.generation++;
    this.listening = listening;
  }

  has(key: string): boolean {
    return existsSync(this.layout.pageFiles(key).html);
  }

  /** Writes a page, unless content changed since its render started. Answers whether it did. */
  write(key: string, renderedAt: number, page: MirroredPage): Promise<boolean> {
    return this.serial(async () => {
      if (renderedAt !== this.generation || !this.listening) return false;
      const id = entryId(key);
      await makeFolder(this.layout.entries);
      await writeAtomically(this.layout.entryFile(id), JSON.stringify({ key } satisfies Entry));
      for (const tag of new Set(page.tags)) {
        const folder = this.layout.tagFolder(tag);
        await makeFolder(folder);
        await writeFile(path.join(folder, id), '', { mode: FILE_MODE });
      }
      const files = this.layout.pageFiles(key);
      await makeFolder(files.folder);
      // The variants first: nginx looks for index.html, then takes a variant beside it.
      for (const [file, bytes] of [
        [files.br, page.br],
        [files.gz, page.gz],
      ] as const) {
        if (bytes) await writeAtomically(file, bytes);
        else await removeFiles(file);
      }
      await writeAtomically(files.html, page.html);
      return true;
    });
  }

  /** Removes the pages filed under these tags; answers their keys (those not gone) for re-rendering. */
  removeTagged(tags: readonly string[]): Promise<string[]> {
    return this.serial(async () => {
      const ids = new Set<string>();
      for (const tag of new Set(tags)) {
        for (const id of await readdir(this.layout.tagFolder(tag)).catch(() => [])) ids.add(id);
      }
      return this.removePages([...ids]);
    });
  }

  /** Removes every page (events may have been missed); answers their keys. */
  removeAll(): Promise<string[]> {
    return this.serial(async () => this.removePages(await readdir(this.layout.entries).catch(() => [])));
  }

  /** Notes that a key's re-render found no page (unpublished, deleted), so that it is not tried again. */
  markGone(key: string): Promise<void> {
    return this.serial(async () => {
      const file = this.layout.entryFile(entryId(key));
      if (existsSync(file)) await writeAtomically(file, JSON.stringify({ key, gone: true } satisfies Entry));
    });
  }

  private async removePages(ids: readonly string[]): Promise<string[]> {
    const keys: string[] = [];
    // A batch at a time: a site-wide change removes every page, and within a second.
    for (let start = 0; start < ids.length; start += REMOVAL_BATCH) {
      await Promise.all(
        ids.slice(start, start + REMOVAL_BATCH).map(async (id) => {
          const entry = await this.readEntry(id);
          if (!entry) return;
          const files = this.layout.pageFiles(entry.key);
          // index.html first: from then on nginx sends the request on to Blokwerk.
          await removeFiles(files.html, files.br, files.gz);
          if (!entry.gone) keys.push(entry.key);
        }),
      );
    }
    return keys;
  }

  private async readEntry(id: string): Promise<Entry | undefined> {
    if (id.startsWith('.')) return undefined;
    try {
      const entry = JSON.parse(await readFile(this.layout.entryFile(id), 'utf8')) as Partial<Entry>;
      return typeof entry.key === 'string' && isMirroredKey(entry.key) ? { key: entry.key, gone: entry.gone === true } : undefined;
    } catch {
      return undefined;
    }
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
