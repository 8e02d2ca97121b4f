import { readFile, readlink, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopPostgres } from './embedded-postmaster.js';
import { processStart } from '../process-identity.js';

/**
 * The setting that names a cluster's owner on the postmaster's command line (`-c
 * blokwerk.owner=<pid>:<start time>`): bound to the process itself, so no file can disagree
 * with it, and visible in `ps` and `SHOW blokwerk.owner`.
 */
export const OWNER_SETTING = 'blokwerk.owner';

/** Who holds a cluster folder, as its postmaster.pid and /proc tell. */
export type Holder =
  /** No postmaster.pid, or its process is gone: PostgreSQL starts (and recovers) by itself. */
  | { kind: 'none' }
  /** Its pid belongs to another process now (after a reboot, in a new container): PostgreSQL would refuse to start. */
  | { kind: 'stale'; pid: number }
  /** A live Blokwerk runs it. */
  | { kind: 'owned'; pid: number; ownerPid: number }
  /** Its Blokwerk is gone (kill -9, the OOM killer) and it still runs. */
  | { kind: 'orphaned'; pid: number; ownerPid: number }
  /** Not started by Blokwerk, or no /proc to tell: PostgreSQL decides (it refuses while that one runs). */
  | { kind: 'unknown'; pid: number };

/** This process as a cluster's owner (OWNER_SETTING's value); undefined without /proc. */
export async function ownerMark(): Promise<string | undefined> {
  const started = processStart(process.pid);
  return started === undefined ? undefined : `${process.pid}:${started}`;
}

/** The owner a postmaster's command line names, and whether that very process still runs. */
async function ownerOf(pid: number): Promise<{ ownerPid: number; alive: boolean } | undefined> {
  const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
  const mark = args.map((arg) => (arg.startsWith(`${OWNER_SETTING}=`) ? arg.slice(OWNER_SETTING.length + 1) : undefined)).findLast(Boolean);
  const [ownerPid, started] = mark?.split(':') ?? [];
  if (!ownerPid || !started || !/^\d+$/.test(ownerPid)) return undefined;
  return { ownerPid: Number(ownerPid), alive: processStart(Number(ownerPid)) === started };
}

/**
 * Reads `clusterDir/postmaster.pid`. Its pid is this cluster's postmaster only if that process's
 * working directory is the cluster folder (a postmaster changes into its data directory; a
 * reused pid, any other process, does not).
 */
export async function findHolder(clusterDir: string): Promise<Holder> {
  const lock = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(lock?.split('\n', 1)[0]);
  if (!Number.isInteger(pid) || pid <= 0) return { kind: 'none' };
  // Without /proc (not Linux) PostgreSQL judges its lock file alone.
  if (processStart(process.pid) === undefined) return { kind: 'unknown', pid };
  if (processStart(pid) === undefined) return { kind: 'none' };
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
  // Unreadable (another user's process): not provably anything, so PostgreSQL decides.
  if (cwd === undefined) return { kind: 'unknown', pid };
  if (cwd !== (await realpath(clusterDir))) return { kind: 'stale', pid };
  const owner = await ownerOf(pid);
  if (!owner) return { kind: 'unknown', pid };
  return owner.alive ? { kind: 'owned', pid, ownerPid: owner.ownerPid } : { kind: 'orphaned', pid, ownerPid: owner.ownerPid };
}

/** Removes a postmaster.pid whose pid is some other process now (findHolder's `stale`). */
export async function removeStaleLock(clusterDir: string): Promise<void> {
  await rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
}

/** Stops an orphaned postmaster (fast, then immediate, then SIGKILL) and waits until it has ended. */
export async function stopOrphan(pid: number): Promise<void> {
  await stopPostgres(
    pid,
    (signal) => {
      try {
        process.kill(pid, signal);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
        throw error;
      }
    },
    async (ms) => {
      const deadline = Date.now() + ms;
      while (processStart(pid) !== undefined) {
        if (Date.now() > deadline) return false;
        await sleep(50);
      }
      return true;
    },
  );
}
