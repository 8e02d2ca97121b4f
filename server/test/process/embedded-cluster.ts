import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiClient, type Envelope } from '../support/api-client.js';

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
  const lines = execFileSync('ps', ['--ppid', String(primaryPid), '-o', 'pid=,args='], { encoding: 'utf8' }).trim().split('\n');
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
