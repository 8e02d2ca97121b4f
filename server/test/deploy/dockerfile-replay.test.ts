import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';
import { repoRoot } from '../../src/paths.js';
import { replayImage, type ReplayedImage } from '../support/docker-replay.js';
import { parseDockerfile } from '../support/dockerfile.js';
import { NGINX_MISSING, startNginx } from '../support/nginx.js';
import { within } from '../support/poll.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { readCompose, withDefaults } from './compose-table.js';

/**
 * The issue this guards: the image's install step once lacked the extensions' package.json, so
 * `npm run build` failed on a module only an extension depends on. Without Docker, the
 * Dockerfile is replayed in an empty folder (docker-replay.ts): only what each COPY brings, the
 * RUN lines, then the app stage; its CMD is started with docker-compose.yml's environment, on an
 * empty database, with nginx and the recipe in front as the compose file puts them.
 * Minutes long (npm ci from npm's cache, the whole build): one build for the whole file.
 */
describe('the Dockerfile, replayed in an empty folder and run as docker-compose.yml runs it', () => {
  let work: string;
  let image: ReplayedImage;
  let app: string;
  let mirrorDir: string;
  let database: TestDatabase;
  let server: SpawnedServer;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-replay-'));
    await chmod(work, 0o755); // nginx's workers (nobody) read the site's files and the mirror in here
    const dockerfile = parseDockerfile(await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8'));
    const started = Date.now();
    // The builder's own settings, not the image's: this machine's way to the registry (a proxy,
    // its CA), and npm's cache as a cache mount would give it: nothing CI's own `npm ci` fetched already.
    const network = Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] => /^(https?_proxy|no_proxy|NODE_EXTRA_CA_CERTS|SSL_CERT_(FILE|DIR))$/i.test(entry[0]) && entry[1] !== undefined,
      ),
    );
    image = await replayImage(dockerfile, {
      context: repoRoot,
      workRoot: path.join(work, 'stages'),
      runEnv: { ...network, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' },
    });
    console.warn(`dockerfile-replay: the image's build took ${Math.round((Date.now() - started) / 1000)} s`);
    app = path.join(image.root, ...image.workdir.split('/'));

    const composed = (await readCompose()).services.app?.environment ?? {};
    mirrorDir = path.join(work, 'mirror');
    await mkdir(mirrorDir, { mode: 0o755 });
    database = await createTestDatabase({ migrated: false }); // a first start: Blokwerk migrates and seeds itself
    const [command, main, ...rest] = image.cmd;
    if (command !== 'node' || !main || rest.length) throw new Error(`CMD ${JSON.stringify(image.cmd)}: the replay starts ["node", "<entry point>"]`);
    // Nothing of this process's environment: the image's, the compose file's (its defaults), and
    // what stands in for the containers' network and volumes.
    const cleared = Object.fromEntries(Object.keys(process.env).map((name) => [name, undefined]));
    server = await spawnServer(
      {
        ...cleared,
        ...image.env,
        ...Object.fromEntries(Object.entries(composed).map(([name, value]) => [name, withDefaults(String(value ?? ''))])),
        DATABASE_URL: database.url,
        BLOKWERK_DATA_DIR: path.join(image.root, ...String(image.env.BLOKWERK_DATA_DIR).split('/')),
        BLOKWERK_MIRROR_DIR: mirrorDir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        BLOKWERK_SEED: undefined, // the image's default (demo), as the compose file leaves it
      },
      180_000,
      { main: path.join(app, main), cwd: app },
    );
  }, 30 * 60_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  }, 120_000);

  it('holds the built server, admin, site and extension, without devDependencies', () => {
    for (const file of ['server/dist/main.js', 'admin/dist/index.html', 'site/dist/server/entry.mjs', 'extensions/recruitment/dist/server/index.js']) {
      expect(existsSync(path.join(app, file)), file).toBe(true);
    }
    // What the replay missed: a dependency of the extension alone, where Node looks for it from there.
    expect(['extensions/recruitment/node_modules', 'node_modules'].some((folder) => existsSync(path.join(app, folder, 'altcha-lib', 'package.json')))).toBe(
      true,
    );
    expect(existsSync(path.join(app, 'node_modules', 'vitest')), 'npm prune --omit=dev').toBe(false);
    expect(existsSync(path.join(app, 'server', 'src')), 'COPY . . brought the sources').toBe(true);
    expect(existsSync(path.join(app, '.git')), '.dockerignore').toBe(false);
  });

  it("is ready, serves the configured extension's published pages and the admin", async () => {
    await within(
      60_000,
      () =>
        fetch(`${server.url}/readyz`).then(
          (res) => res.status,
          () => 0,
        ),
      (status) => status === 200,
    );
    const overview = await fetch(`${server.url}/vacatures`);
    expect(overview.status).toBe(200);
    expect(await overview.text()).toMatch(/\d+ openstaande vacatures/);
    const admin = await fetch(`${server.url}/cmsadmin`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="root">');
  });

  it.skipIf(NGINX_MISSING)('answers through nginx with the recipe, from the shared mirror and the built site', async () => {
    const nginx = await startNginx({ mirrorDir, upstream: server.url, siteClientDir: path.join(app, 'site', 'dist', 'client') });
    try {
      const mirrored = await within(
        20_000,
        () => fetch(`${nginx.url}/vacatures`).then(async (res) => ({ status: res.status, cache: res.headers.get('x-cache'), body: await res.text() })),
        (res) => res.cache === 'mirror',
      );
      expect(mirrored.status).toBe(200);
      expect(mirrored.body).toMatch(/\d+ openstaande vacatures/);
      const asset = /(?:src|href)="(\/_astro\/[^"]+)"/.exec(mirrored.body)?.[1];
      expect(asset).toBeDefined();
      expect((await fetch(`${nginx.url}${asset}`)).status).toBe(200);
      expect((await fetch(`${nginx.url}/cmsadmin`)).status).toBe(200);
    } finally {
      await nginx.close();
    }
  });
});
if (NGINX_MISSING) console.warn(`dockerfile-replay.test.ts: the nginx part is skipped: ${NGINX_MISSING}`);
