import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/paths.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { runUntilExit } from '../support/run-until-exit.js';
import { spawnServer } from '../support/spawn-server.js';
import { createTestDatabase } from '../support/test-database.js';

// The built server (server/dist: `npm run build` first, npm test does) loads the extensions
// BLOKWERK_EXTENSIONS names, as `npm start` does: here the test extension, compiled first.

describe('loading the configured extensions at start-up', { timeout: 90_000 }, () => {
  beforeAll(() => {
    const tsc = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', 'server/test/extension'], { cwd: repoRoot, encoding: 'utf8' });
    if (tsc.status !== 0) throw new Error(`compiling the test extension failed: ${tsc.stdout}${tsc.stderr}`);
  }, 60_000);

  it('mounts an extension named by its folder: its migration, module and permission', async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-extension-'));
    const server = await spawnServer({
      ...ADMIN_ENV,
      DATABASE_URL: database.url,
      BLOKWERK_DATA_DIR: dataDir,
      BLOKWERK_EXTENSIONS: './server/test/extension',
      BLOKWERK_SCHEDULER_INTERVAL_MS: '0',
    });
    try {
      expect(server.logs.find((line) => line.msg === 'Blokwerk is listening')?.extensions).toEqual(['notes']);
      const admin = await signedIn(server.url, ADMIN.email, ADMIN.password);
      expect((await admin.post('/api/blokwerk/notes/create', { title: 'From a spawned server' })).status).toBe(200);
      const listed = await admin.get<{ notes: { title: string }[] }>('/api/blokwerk/notes/list');
      expect(listed.body.notes.map((n) => n.title)).toEqual(['From a spawned server']);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start, in one line, when a configured extension is not there', async () => {
    const database = await createTestDatabase();
    try {
      const run = await runUntilExit({ DATABASE_URL: database.url, BLOKWERK_EXTENSIONS: './extensions/nowhere', BLOKWERK_SCHEDULER_INTERVAL_MS: '0' });
      expect(run.code).toBe(1);
      expect(run.fatal).toHaveLength(1);
      expect(run.fatal[0]?.msg).toBe(
        `Extension ./extensions/nowhere is not installed: there is no package.json in ${path.join(repoRoot, 'extensions', 'nowhere')}. Install ` +
          `the package, or name its folder relative to the repository root (BLOKWERK_EXTENSIONS, or blokwerk.extensions in package.json).`,
      );
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await database.drop();
    }
  });
});
