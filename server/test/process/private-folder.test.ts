import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_RUNTIME_DIR } from '../../src/db/embedded-reach.js';
import { repoRoot } from '../../src/paths.js';
import { runUntilExit } from '../support/run-until-exit.js';
import { spawnServer } from '../support/spawn-server.js';

// Starts the built server (server/dist): `npm run build` first (npm test does).

describe("a clone in a folder only its owner may enter (root's home, any mktemp -d)", { timeout: 120_000 }, () => {
  it('starts with its embedded database, serves /healthz and stops cleanly', async () => {
    const privateDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-private-'));
    expect((await stat(privateDir)).mode & 0o777).toBe(0o700);
    const clone = path.join(privateDir, 'blokwerk');
    await mkdir(clone);
    for (const entry of ['package.json', 'node_modules', 'server', 'admin', 'site', 'extensions', 'schema.graphql'])
      await symlink(path.join(repoRoot, entry), path.join(clone, entry));
    const dataDir = path.join(clone, 'data');
    try {
      // --preserve-symlinks: every module keeps its path under the private folder, as in a real clone there.
      const main = path.join(clone, 'server', 'dist', 'main.js');
      const nodeArgs = ['--preserve-symlinks', '--preserve-symlinks-main'];
      const server = await spawnServer(
        { DATABASE_URL: undefined, BLOKWERK_DATA_DIR: dataDir, BLOKWERK_SEED: 'none', BLOKWERK_SCHEDULER_INTERVAL_MS: '0' },
        90_000,
        { main, nodeArgs },
      );
      expect((await fetch(new URL('/healthz', server.url))).status).toBe(200);
      expect(server.logs.find((l) => l.msg === 'Blokwerk is listening')).toMatchObject({ embeddedDatabase: true });
      // As root the postgres user runs the cluster: it got binaries and a data folder it can reach, and the log says where.
      const asRoot = process.getuid?.() === 0;
      const messages = server.logs.map((l) => l.msg);
      expect(messages.some((m) => m.includes('cannot reach the installed binaries'))).toBe(asRoot);
      expect(messages.some((m) => m.includes('cannot reach the data folder'))).toBe(asRoot);
      // A second start on the same data folder finds the cluster in use, and says so in one line.
      const second = await runUntilExit({ BLOKWERK_DATA_DIR: dataDir }, { main, nodeArgs });
      expect(second.code).toBe(1);
      expect(second.fatal).toHaveLength(1);
      expect(second.fatal[0]?.msg).toMatch(
        /could not start from .*: lock file "postmaster.pid" already exists\. Stop the other Blokwerk using this data folder/,
      );
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      await rm(privateDir, { recursive: true, force: true });
      const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
      await rm(path.join(ROOT_RUNTIME_DIR, 'clusters', key), { recursive: true, force: true });
    }
  });
});
