import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, signedIn } from '../support/accounts.js';
import { within } from '../support/poll.js';
import { runUntilExit } from '../support/run-until-exit.js';
import type { SpawnedServer } from '../support/spawn-server.js';
import { isRunning, pageTitle, postmasterPid, useCrashedFolder, workerPids, writePage } from './embedded-cluster.js';

// Starts the built server (server/dist): `npm run build` first (npm test does). One data folder
// for the whole file, as an operator restarts the same installation again and again.

const ORPHAN_STOPPED = 'the embedded PostgreSQL of a Blokwerk process that is gone still runs; stopping it';

describe('kill -9, then a plain restart with the same command and data folder', { timeout: 120_000 }, () => {
  const folder = useCrashedFolder('blokwerk-crash-');
  const { start } = folder;
  /** A page written before the first crash, read after every restart. */
  let written: number;
  /** Healthy, the data of before the crash intact, and writing. */
  const expectServing = async (server: SpawnedServer, slug: string) => {
    expect((await fetch(new URL('/healthz', server.url))).status).toBe(200);
    expect((await fetch(new URL('/readyz', server.url))).status).toBe(200);
    const admin = await signedIn(server.url, ADMIN.email, ADMIN.password);
    expect(await pageTitle(admin, written)).toBe('Page before-the-crash');
    expect(await pageTitle(admin, await writePage(admin, slug))).toBe(`Page ${slug}`);
  };

  it('the single process: its PostgreSQL, orphaned, is stopped by the restart, which serves the data', async () => {
    const first = await start(1);
    written = await writePage(await signedIn(first.url, ADMIN.email, ADMIN.password), 'before-the-crash');
    const postmaster = postmasterPid(folder.dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    // What the issue saw: PostgreSQL outlives its Blokwerk.
    expect(isRunning(postmaster)).toBe(true);

    const second = await start(1);
    expect(second.logs.filter((l) => l.msg === ORPHAN_STOPPED)).toEqual([expect.objectContaining({ postmasterPid: postmaster, ownerPid: first.child.pid })]);
    expect(isRunning(postmaster)).toBe(false);
    await expectServing(second, 'after-the-first-restart');

    // A Blokwerk that is alive keeps its database: a second start on the folder is refused, naming it.
    const intruder = await runUntilExit({ BLOKWERK_DATA_DIR: folder.dataDir });
    expect(intruder.code).toBe(1);
    expect(intruder.fatal.map((l) => l.msg)).toEqual([
      expect.stringContaining(`lock file "postmaster.pid" already exists. Stop the other Blokwerk using this data folder (process ${second.child.pid})`),
    ]);
    await expectServing(second, 'after-the-intruder');

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });

  it('the primary of two workers: the workers end with it, and the restart serves the data', async () => {
    const first = await start(2);
    const workers = workerPids(first.child.pid ?? 0);
    expect(workers).toHaveLength(2);
    const postmaster = postmasterPid(folder.dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    // A worker whose primary is gone exits (node:cluster ends it when the IPC channel closes).
    await within(
      5_000,
      async () => workers.filter(isRunning),
      (left) => left.length === 0,
    );
    expect(isRunning(postmaster)).toBe(true);

    const second = await start(2);
    expect(second.logs.filter((l) => l.msg === ORPHAN_STOPPED)).toEqual([expect.objectContaining({ postmasterPid: postmaster, ownerPid: first.child.pid })]);
    await expectServing(second, 'after-the-primary-crashed');
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });

  it('a lock file left by a reboot, whose pid is now another process, does not stop the start', async () => {
    // This test's own process: alive, and not PostgreSQL. PostgreSQL alone would refuse to start.
    writeFileSync(path.join(folder.dataDir, 'postgres', 'postmaster.pid'), `${process.pid}\n${path.join(folder.dataDir, 'postgres')}\n`);
    const server = await start(1);
    expect(server.logs.map((l) => l.msg)).toContain(
      "the embedded PostgreSQL's lock file names a process that is not PostgreSQL (a restart since); removing it",
    );
    await expectServing(server, 'after-a-reboot');
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
