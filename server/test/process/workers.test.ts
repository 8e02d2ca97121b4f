import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from '../support/load.js';
import { within } from '../support/poll.js';
import { spawnServer, type LogLine, type SpawnedServer } from '../support/spawn-server.js';
import { isRunning, postmasterPid, workerPids } from './embedded-cluster.js';

const ERROR_LEVEL = 50;

/** A GET on a connection of its own (no keep-alive), so the cluster may hand it to any worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** The workers whose access log shows a request for `url`. */
function workersThatServed(logs: readonly LogLine[], pathname: string): Set<unknown> {
  return new Set(logs.filter((l) => l.msg === 'request completed' && (l.req as { url?: string } | undefined)?.url === pathname).map((l) => l.worker));
}

describe('BLOKWERK_WORKERS=2 on the embedded database', () => {
  let dataDir: string;
  let server: SpawnedServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-workers-'));
    server = await spawnServer({ BLOKWERK_DATA_DIR: dataDir, DATABASE_URL: undefined, BLOKWERK_WORKERS: '2' });
  });

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts one database and migrates once, announces itself once, and both workers serve', async () => {
    expect(server.logs.filter((l) => l.msg === 'embedded PostgreSQL started')).toHaveLength(1);
    expect(server.logs.filter((l) => l.msg === 'migrations applied')).toHaveLength(1);
    expect(server.logs.filter((l) => l.msg === 'Blokwerk is listening')).toEqual([expect.objectContaining({ workers: 2, embeddedDatabase: true })]);
    expect(workerPids(server.child.pid ?? 0)).toHaveLength(2);
    // Their memory is bounded (cluster/memory-settings.ts): V8's heap limits, two malloc arenas.
    for (const pid of workerPids(server.child.pid ?? 0)) {
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['--max-old-space-size=512', '--max-semi-space-size=8']));
      expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2');
    }

    await within(
      10_000,
      async () => {
        expect(await getOnNewConnection(`${server.url}/api/blokwerk/settings/get`)).toBe(200);
        return workersThatServed(server.logs, '/api/blokwerk/settings/get');
      },
      (workers) => workers.size === 2,
    );
  });

  it('replaces a killed worker, says so in one line, and the replacement serves; the database is untouched', async () => {
    const postmaster = postmasterPid(dataDir);
    const [victim] = workerPids(server.child.pid ?? 0);
    process.kill(victim ?? 0, 'SIGKILL');
    const replaced = () => server.logs.filter((l) => l.msg === 'worker exited unexpectedly; starting a replacement');
    await within(
      10_000,
      async () => replaced().length,
      (n) => n === 1,
    );
    expect(replaced()[0]).toMatchObject({ signal: 'SIGKILL', pid: victim });

    // Worker ids count up: the replacement is the third.
    await within(
      30_000,
      async () => {
        await getOnNewConnection(`${server.url}/api/blokwerk/settings/get?after-kill`);
        return workersThatServed(server.logs, '/api/blokwerk/settings/get?after-kill');
      },
      (workers) => workers.has(3),
    );
    expect(workerPids(server.child.pid ?? 0)).not.toContain(victim);
    expect(replaced()).toHaveLength(1);
    expect(postmasterPid(dataDir)).toBe(postmaster);
    expect(isRunning(postmaster)).toBe(true);
  });

  it('SIGTERM under load: every process exits within 10 s with code 0 and no error logged', async () => {
    const pids = workerPids(server.child.pid ?? 0);
    const traffic = load(server.url, 8);
    await within(
      10_000,
      async () => traffic.outcome.ok,
      (ok) => ok > 20,
    );
    const fromLine = server.logs.length;
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    const stoppedAfterMs = Date.now() - signalledAt;
    await traffic.stop();

    expect({ code, serverErrors: traffic.outcome.serverErrors }).toEqual({ code: 0, serverErrors: 0 });
    expect(stoppedAfterMs).toBeLessThan(10_000);
    expect(server.logs.slice(fromLine).filter((l) => l.level >= ERROR_LEVEL)).toEqual([]);
    expect(server.logs.filter((l) => l.msg === 'shutdown complete')).toHaveLength(3);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
