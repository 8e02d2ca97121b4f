import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runUntilExit } from '../support/run-until-exit.js';
import { createTestDatabase } from '../support/test-database.js';

// Starts the built server (server/dist): `npm run build` first (npm test does).

describe('a start that cannot succeed says why and what to do in one log line, without a stack trace', { timeout: 60_000 }, () => {
  it("names the embedded database's data folder that cannot be made", async () => {
    // Its parent is a file.
    const parent = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-unwritable-'));
    await writeFile(path.join(parent, 'file'), '');
    const dataDir = path.join(parent, 'file', 'data');
    try {
      const run = await runUntilExit({ BLOKWERK_DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.fatal).toHaveLength(1);
      expect(run.fatal[0]?.msg).toBe(
        `The embedded PostgreSQL could not create its data folder ${dataDir}: ENOTDIR: not a directory, mkdir '${dataDir}'. Set BLOKWERK_DATA_DIR ` +
          `to a writable folder on a disk with space, or DATABASE_URL to a PostgreSQL server of your own.`,
      );
      expect(run.fatal[0]).not.toHaveProperty('err');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('names the port that is taken', async () => {
    const database = await createTestDatabase();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const run = await runUntilExit({ DATABASE_URL: database.url, PORT: String(port), BLOKWERK_SCHEDULER_INTERVAL_MS: '0' });
      expect(run.code).toBe(1);
      expect(run.fatal).toHaveLength(1);
      expect(run.fatal[0]?.msg).toBe(
        `Blokwerk could not listen on 127.0.0.1:${port}: the port is in use (another Blokwerk?). Stop that process, or set PORT to a free port.`,
      );
      expect(run.fatal[0]).not.toHaveProperty('err');
    } finally {
      taken.close();
      await database.drop();
    }
  });
});
