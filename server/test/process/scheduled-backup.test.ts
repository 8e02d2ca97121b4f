import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../support/spawn-server.js';

const run = promisify(execFile);

// BLOKWERK_BACKUP_DIR: the server backs itself up on a schedule (modules/backups/schedule.ts), keeps the
// newest BLOKWERK_BACKUP_KEEP archives, and leaves nothing half written.

describe('scheduled backups', () => {
  it('writes an archive every interval, keeps the newest ones, each whole and private', { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-scheduled-backup-'));
    const backups = path.join(dataDir, 'backups');
    try {
      // Every 3.6 s, two kept.
      const server = await spawnServer({
        BLOKWERK_DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        BLOKWERK_BACKUP_DIR: backups,
        BLOKWERK_BACKUP_INTERVAL_HOURS: '0.001',
        BLOKWERK_BACKUP_KEEP: '2',
      });
      const written = () => server.logs.filter((line) => line.msg === 'scheduled backup written').length;
      await expect.poll(written, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(3);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      expect(server.logs.filter((line) => line.level >= 50)).toEqual([]);

      const names = (await readdir(backups)).toSorted();
      expect(names).toHaveLength(2);
      expect(names.every((name) => /^blokwerk-\d{8}T\d{6}Z\.tar$/.test(name))).toBe(true);
      for (const name of names) {
        expect((await stat(path.join(backups, name))).mode & 0o777).toBe(0o600);
        // A whole archive: tar reads it to its manifest, the last entry.
        const { stdout } = await run('tar', ['-tf', path.join(backups, name)]);
        expect(stdout.trim().split('\n').at(-1)).toBe('manifest.json');
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
