import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { ADMIN, signedIn } from '../support/accounts.js';
import type { ApiClient } from '../support/api-client.js';
import { load } from '../support/load.js';
import { within } from '../support/poll.js';
import type { SpawnedServer } from '../support/spawn-server.js';
import { isRunning, pageTitle, postmasterPid, useCrashedFolder, writePage } from './embedded-cluster.js';

// Starts the built server (server/dist): `npm run build` first (npm test does).

const DIED = 'the embedded PostgreSQL stopped unexpectedly; restarting it (crash recovery)';
const RESTARTED = 'embedded PostgreSQL restarted';

/** GET /healthz every 20 ms on one kept-alive connection, as a liveness probe would, until it is refused. */
function probeHealth(url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const statuses: number[] = [];
  const control = { running: true };
  const done = (async () => {
    while (control.running) {
      const status = await new Promise<number | string>((resolve) => {
        http
          .get(new URL('/healthz', url), { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      if (typeof status === 'string') return status;
      statuses.push(status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return 'stopped';
  })();
  return {
    statuses,
    async stop() {
      control.running = false;
      const ending = await done;
      agent.destroy();
      return ending;
    },
  };
}

/** Kills the embedded postmaster; resolves once the server is ready and can write again, with the time that took. */
async function killPostmaster(dataDir: string, server: SpawnedServer, admin: ApiClient, slug: string): Promise<number> {
  const postmaster = postmasterPid(dataDir);
  const killedAt = Date.now();
  process.kill(postmaster, 'SIGKILL');
  const readiness = async () => (await fetch(new URL('/readyz', server.url))).status;
  // Not ready while the database is down (crash recovery takes a second or more), then ready again.
  await within(5_000, readiness, (status) => status === 503);
  await within(10_000, readiness, (status) => status === 200);
  await within(
    10_000,
    async () => writePage(admin, slug).catch(() => undefined),
    (id) => id !== undefined,
  );
  expect(postmasterPid(dataDir)).not.toBe(postmaster);
  return Date.now() - killedAt;
}

describe('the embedded PostgreSQL killed under a running Blokwerk', { timeout: 120_000 }, () => {
  const folder = useCrashedFolder('blokwerk-postmaster-');
  const { start } = folder;

  it('is restarted (crash recovery) within 10 s under light load, /healthz 200 throughout; the third death in 10 minutes ends the process with 1', async () => {
    const server = await start(1);
    const admin = await signedIn(server.url, ADMIN.email, ADMIN.password);
    const before = await writePage(admin, 'before-the-kill');
    const traffic = load(server.url, 2);
    const health = probeHealth(server.url);
    await within(
      5_000,
      async () => traffic.outcome.ok,
      (ok) => ok > 10,
    );

    const recoveredMs = await killPostmaster(folder.dataDir, server, admin, 'after-the-kill');
    await traffic.stop();
    expect(recoveredMs).toBeLessThan(10_000);
    expect(await pageTitle(admin, before)).toBe('Page before-the-kill');
    expect(server.logs.filter((l) => l.msg === DIED)).toEqual([expect.objectContaining({ level: 50, signal: 'SIGKILL' })]);
    expect(server.logs.filter((l) => l.msg === RESTARTED)).toHaveLength(1);
    // Liveness: this process recovers by itself, so a probe must not have it restarted.
    expect(new Set(health.statuses)).toEqual(new Set([200]));

    await killPostmaster(folder.dataDir, server, admin, 'after-the-second-kill');
    const killedAt = Date.now();
    process.kill(postmasterPid(folder.dataDir), 'SIGKILL');
    const { code } = await server.exited;
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(code).toBe(1);
    expect(server.logs.filter((l) => l.msg === DIED)).toHaveLength(2);
    expect(server.logs.filter((l) => l.level === 60).map((l) => l.msg)).toEqual(['The embedded PostgreSQL stopped 3 times within 10 minutes: shutting down']);
    // On its way out it says it will not recover, then refuses connections.
    expect(health.statuses.at(-1)).toBe(503);
    expect(await health.stop()).toBe('ECONNREFUSED');

    // The supervisor's restart: the dead postmaster's lock file is stale, PostgreSQL recovers.
    const again = await start(1);
    const readmitted = await signedIn(again.url, ADMIN.email, ADMIN.password);
    expect(await pageTitle(readmitted, before)).toBe('Page before-the-kill');
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  });

  it('with two workers, the primary restarts it and the workers serve again', async () => {
    const server = await start(2);
    const admin = await signedIn(server.url, ADMIN.email, ADMIN.password);
    const traffic = load(server.url, 2);
    await within(
      5_000,
      async () => traffic.outcome.ok,
      (ok) => ok > 10,
    );
    const postmaster = postmasterPid(folder.dataDir);
    const recoveredMs = await killPostmaster(folder.dataDir, server, admin, 'after-the-kill-with-workers');
    await traffic.stop();
    expect(recoveredMs).toBeLessThan(10_000);
    expect(isRunning(postmaster)).toBe(false);
    // The primary restarted it; the workers only reconnected.
    expect(server.logs.filter((l) => l.msg === RESTARTED)).toEqual([expect.not.objectContaining({ worker: expect.anything() })]);
    expect(server.logs.filter((l) => l.msg === 'worker exited unexpectedly; starting a replacement')).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
