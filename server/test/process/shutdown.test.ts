import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { load } from '../support/load.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';

const ERROR_LEVEL = 50;

describe('graceful shutdown with the embedded database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  // Two starts of the embedded database, the first with initdb: 20 s alone, more beside other test files.
  it('SIGTERM during requests ends the process within 10 s with no error logged, and the next start works', { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-shutdown-'));
    dirs.push(dataDir);
    const env = { BLOKWERK_DATA_DIR: dataDir, DATABASE_URL: undefined };

    const first: SpawnedServer = await spawnServer(env);
    const traffic = load(first.url, 8);
    await new Promise((r) => setTimeout(r, 750));
    const okBeforeSignal = traffic.outcome.ok;
    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    const { code } = await first.exited;
    const stoppedAfterMs = Date.now() - signalledAt;
    await traffic.stop();

    expect(okBeforeSignal).toBeGreaterThan(0);
    expect({ code, outcome: traffic.outcome }).toEqual({ code: 0, outcome: expect.objectContaining({ serverErrors: 0 }) });
    expect(stoppedAfterMs).toBeLessThan(10_000);
    expect(first.logs.filter((l) => l.level >= ERROR_LEVEL)).toEqual([]);
    expect(first.logs.map((l) => l.msg)).toContain('shutdown complete');
    // PostgreSQL removes its pid file only on a clean stop.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await spawnServer(env);
    try {
      const res = await new ApiClient(second.url).get('/api/blokwerk/settings/get');
      expect(res.body).toMatchObject({ Success: true, availableLocales: ['nl', 'en'] });
      expect(second.logs.map((l) => l.msg)).not.toContain('initialising embedded PostgreSQL');
    } finally {
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    }
    expect(second.logs.filter((l) => l.level >= ERROR_LEVEL)).toEqual([]);
  });
});
