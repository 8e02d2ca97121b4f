import { execFile, spawnSync } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { spawnServer, type SpawnedServer } from './spawn-server.js';
import type { TestDatabase } from './test-database.js';

/**
 * Real storage faults under the built server: it runs in a mount namespace of its own
 * (unshare(1)), where BLOKWERK_DATA_DIR/media is a small tmpfs that the test fills up (a full
 * disk: ENOSPC) or remounts read-only (EROFS), and empties or remounts writable again. The
 * machine's own mounts are never touched. The test reaches the server's files through
 * /proc/<pid>/root, which sees its mounts.
 */

const run = promisify(execFile);

/** Why faults cannot be made here (not root, or no unshare); undefined where they can. */
export const MEDIA_FAULTS_UNAVAILABLE: string | undefined = (() => {
  if (process.getuid?.() !== 0) return 'it needs root to mount a tmpfs (CI runs as root)';
  // Inside a namespace of its own: the machine's temporary folder stays as it is.
  const probe = spawnSync('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', `mount -t tmpfs -o size=64k tmpfs '${os.tmpdir()}'`], {
    stdio: 'ignore',
  });
  return probe.status === 0 ? undefined : 'unshare --mount with a tmpfs failed here (a container without CAP_SYS_ADMIN?)';
})();

/** The tmpfs: room for what the server makes at start and a few small uploads. */
const TMPFS_SIZE = '2m';

export interface FaultyMedia {
  server: SpawnedServer;
  /** Fills the media file system to the last byte. */
  fill(): Promise<void>;
  /** Removes what fill() wrote. */
  makeRoom(): Promise<void>;
  readOnly(): Promise<void>;
  writable(): Promise<void>;
  /** Every file under media (paths relative to it), what fill() wrote left out. */
  files(): Promise<string[]>;
}

const FILLER = 'filler';

/** Starts the built server with `env` (BLOKWERK_DATA_DIR required) over a media folder that faults on demand. */
export async function spawnWithFaultyMedia(env: Record<string, string>, startTimeoutMs?: number): Promise<FaultyMedia> {
  const dataDir = env.BLOKWERK_DATA_DIR;
  if (!dataDir) throw new Error('BLOKWERK_DATA_DIR is required');
  const media = path.join(dataDir, 'media');
  const wrap = [
    'unshare',
    '--mount',
    '--propagation',
    'private',
    'sh',
    '-c',
    `mkdir -p "$1" && mount -t tmpfs -o size=${TMPFS_SIZE},mode=0755 tmpfs "$1" && shift && exec "$@"`,
    'sh',
    media,
  ];
  const server = await spawnServer(env, startTimeoutMs, { wrap });
  const inServer = (...parts: string[]) => path.join(`/proc/${server.child.pid}/root`, media, ...parts);
  const remount = async (mode: 'ro' | 'rw') => {
    // A file open for writing (a thumbnail being made) keeps a remount read-only busy: wait for it.
    for (let tries = 1; ; tries++) {
      try {
        return await run('nsenter', ['--target', String(server.child.pid), '--mount', 'mount', '-o', `remount,${mode}`, media]);
      } catch (error) {
        if (tries >= 50 || !String((error as { stderr?: unknown }).stderr).includes('busy')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  return {
    server,
    async fill() {
      // Written until the file system refuses: then not a byte is left.
      await writeFile(inServer(FILLER), Buffer.alloc(4 * 1024 * 1024)).then(
        () => Promise.reject(new Error(`the media tmpfs took more than ${TMPFS_SIZE}`)),
        (error: NodeJS.ErrnoException) => (error.code === 'ENOSPC' ? undefined : Promise.reject(error)),
      );
    },
    makeRoom: () => rm(inServer(FILLER), { force: true }),
    readOnly: async () => void (await remount('ro')),
    writable: async () => void (await remount('rw')),
    async files() {
      const entries = await readdir(inServer(), { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(inServer(), path.join(entry.parentPath, entry.name)))
        .filter((file) => file !== FILLER)
        .toSorted();
    },
  };
}

/** What a storage-fault test starts, each part possibly not (yet) there when a setup failed. */
export interface FaultTestParts {
  browser?: Browser;
  media?: FaultyMedia;
  database?: TestDatabase;
  dataDir?: string;
}

/** Stops and removes what a storage-fault test started. */
export async function closeFaultTest({ browser, media, database, dataDir }: FaultTestParts): Promise<void> {
  await browser?.close();
  media?.server.child.kill('SIGTERM');
  await media?.server.exited;
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
