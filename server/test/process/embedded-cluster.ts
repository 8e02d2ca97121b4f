import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';

// What the process tests of the embedded database's crashes look at: its postmaster, the
// workers, and data written before a crash.

/** The pid in the embedded cluster's lock file (under the data folder: the tests' folders are reachable by the postgres user). */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
}

/** Whether a process runs (a zombie does not). */
export function isRunning(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The primary's children that run the server (the embedded PostgreSQL is one of its children too). */
export function workerPids(primaryPid: number): number[] {
  const lines = execFileSync('ps', ['--ppid', String(primaryPid), '-o', 'pid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n');
  return lines.filter((line) => line.includes('main.js')).map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** Creates a draft page (a write through the API, in one transaction); its id. */
export async function writePage(admin: ApiClient, slug: string): Promise<number> {
  const res = await admin.post<Envelope & { pageID: number }>('/api/blokwerk/page/create', { title: `Page ${slug}`, slug, type: 'page', locale: 'nl' });
  if (res.status !== 200) throw new Error(`creating ${slug}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.pageID;
}

/** The title of a page, read through the API. */
export async function pageTitle(admin: ApiClient, id: number): Promise<string | undefined> {
  const res = await admin.get<Envelope & { page?: { title?: string } }>(`/api/blokwerk/page/${id}`);
  return res.body.page?.title;
}

export interface CrashedFolder {
  readonly dataDir: string;
  /** The built server on the folder (its embedded PostgreSQL), as `npm start` runs it, with `workers`. */
  start(workers: number): Promise<SpawnedServer>;
}

/**
 * A data folder for the enclosing describe block, which its tests start the built server on
 * again and again (restarts after crashes); a server a failed test left running is stopped
 * after it, as the next test needs the folder.
 */
export function useCrashedFolder(prefix: string): CrashedFolder {
  let dataDir = '';
  let running: SpawnedServer | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  afterEach(async () => {
    if (running?.child.exitCode === null) {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get dataDir() {
      return dataDir;
    },
    async start(workers) {
      running = await spawnServer({
        BLOKWERK_DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        BLOKWERK_WORKERS: String(workers),
        BLOKWERK_SCHEDULER_INTERVAL_MS: '0',
        ...ADMIN_ENV,
      });
      return running;
    },
  };
}
