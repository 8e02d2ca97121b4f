import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../../logger.js';
import { stillRuns, thisProcess, type ProcessIdentity } from '../../../process-identity.js';

/** A temp file older than this in a live process's folder was leaked: no request lasts as long (HTTP_TIMEOUTS.requestTimeout is 10 minutes). */
const LEAKED_MS = 15 * 60 * 1000;
/** A folder whose owner cannot be checked from here (another host) is left this long. */
const UNKNOWN_OWNER_MS = 24 * 60 * 60 * 1000;

const folderName = ({ host, pid, start }: ProcessIdentity) => `${host}_${pid}_${start ?? 'unknown'}`;

function ownerOf(name: string): ProcessIdentity | undefined {
  const match = /^(.+)_(\d+)_(\d+|unknown)$/.exec(name);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { host: match[1], pid: Number(match[2]), start: match[3] === 'unknown' ? undefined : match[3] };
}

async function olderThan(file: string, ms: number): Promise<boolean> {
  try {
    return Date.now() - (await stat(file)).mtimeMs > ms;
  } catch {
    return false;
  }
}

/**
 * Uploads in flight live in a folder of their process (`media/tmp/<host>_<pid>_<start>`), so
 * a sweep can tell an abandoned one from one still arriving without guessing by age: the
 * folder of a process that no longer runs goes whole (a crash, kill -9), a live process's
 * leaked files go after LEAKED_MS, and the folder goes with its process on a clean stop.
 */
export class TempFolders {
  private constructor(
    private readonly root: string,
    private readonly own: string,
    private readonly log: Logger,
  ) {}

  /** Makes this process's folder under `root` (at start-up, before any upload). */
  static open(root: string, log: Logger): TempFolders {
    const own = path.join(root, folderName(thisProcess()));
    mkdirSync(own, { recursive: true });
    return new TempFolders(root, own, log);
  }

  /** Where this process's uploads land. */
  get dir(): string {
    return this.own;
  }

  /** Removes what no upload in flight can own. */
  async sweep(): Promise<void> {
    try {
      for (const entry of await readdir(this.root, { withFileTypes: true })) {
        const file = path.join(this.root, entry.name);
        if (file === this.own) await this.sweepOwn();
        else if (!entry.isDirectory()) {
          // An upload of a version that kept its temp files directly in tmp/.
          if (await olderThan(file, UNKNOWN_OWNER_MS)) await rm(file, { force: true });
        } else if (await this.abandoned(entry.name, file)) {
          this.log.info({ folder: file }, 'media: removing the uploads of a process that stopped without cleaning up');
          await rm(file, { recursive: true, force: true });
        }
      }
    } catch (error) {
      this.log.warn({ err: error }, 'media: sweeping abandoned uploads failed');
    }
  }

  /** On a clean stop, after the last request: nothing of this process's uploads is left. */
  async remove(): Promise<void> {
    await rm(this.own, { recursive: true, force: true });
  }

  private async sweepOwn(): Promise<void> {
    for (const name of await readdir(this.own)) {
      const file = path.join(this.own, name);
      if (await olderThan(file, LEAKED_MS)) await rm(file, { force: true });
    }
  }

  private async abandoned(name: string, folder: string): Promise<boolean> {
    const owner = ownerOf(name);
    const runs = owner ? stillRuns(owner) : undefined;
    return runs === false || (runs === undefined && (await olderThan(folder, UNKNOWN_OWNER_MS)));
  }
}
