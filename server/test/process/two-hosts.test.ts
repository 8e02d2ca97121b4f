import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyWithCv } from '../backup/recruitment.js';
import { halves, pageWithImage, upload } from '../media/support.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { ApiClient } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { NGINX_MISSING, startNginx, type RunningNginx } from '../support/nginx.js';
import { within } from '../support/poll.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// Two hosts, as docs/operations.md ("Several hosts") describes them: two built servers with data
// folders of their own (no shared disk), on one PostgreSQL and one S3 store (s3rver) holding the
// media library and the private application files; each host with its own production tier (its
// mirror folder and its nginx, docs/nginx/blokwerk.conf). What one host does, the other serves.
// Spawns the built server and site: run `npm run build` first (npm test does).

/** The bound: a publication on one host is served by the other within a second. */
const DEADLINE_MS = 1000;
const BUCKET = 'blokwerk-two-hosts';

interface Host {
  server: SpawnedServer;
  dataDir: string;
  mirrorDir: string;
  /** The host's production tier; none where nginx is not installed. */
  nginx?: RunningNginx;
}

/** Every file below `dir`, relative to it ([] when it does not exist). */
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

/** A GET of `pagePath` as `<X-Cache> <body>`: who answered (Blokwerk's page cache, nginx's mirror) and what. */
async function visit(base: string, pagePath: string): Promise<string> {
  const res = await fetch(new URL(pagePath, base));
  return `${res.headers.get('x-cache')} ${await res.text()}`;
}

/** Polls `probe` every 25 ms from `since` on; resolves with the ms it took for `check` to hold (Infinity: not within three deadlines). */
async function msUntil(since: number, probe: () => Promise<string>, check: (text: string) => boolean): Promise<number> {
  while (Date.now() - since < 3 * DEADLINE_MS) {
    if (check(await probe())) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Number.POSITIVE_INFINITY;
}

if (NGINX_MISSING) console.warn(`two-hosts.test.ts: the production tiers are left out: ${NGINX_MISSING}`);

describe('two hosts: separate data folders, one PostgreSQL, one S3 store', { timeout: 120_000 }, () => {
  let root: string;
  let s3: S3rver;
  let database: TestDatabase;
  let one: Host;
  let two: Host;
  const mirrored = (pagePath: string) => visit(two.nginx?.url ?? '', pagePath);
  let admin: ApiClient;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-two-hosts-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(root, 'bucket'), configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    database = await createTestDatabase();
    const shared = {
      ...ADMIN_ENV,
      DATABASE_URL: database.url,
      BLOKWERK_MEDIA_STORAGE: 's3',
      BLOKWERK_S3_BUCKET: BUCKET,
      BLOKWERK_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      BLOKWERK_S3_ACCESS_KEY_ID: 'S3RVER',
      BLOKWERK_S3_SECRET_ACCESS_KEY: 'S3RVER',
      BLOKWERK_S3_FORCE_PATH_STYLE: 'true',
    };
    // nginx's workers run as nobody (as root): the mirror folders must be reachable by anyone.
    await chmod(root, 0o755);
    const host = async (name: string): Promise<Host> => {
      const dataDir = path.join(root, name);
      const mirrorDir = path.join(root, `${name}-mirror`);
      await mkdir(mirrorDir, { mode: 0o755 });
      const server = await spawnServer({ ...shared, BLOKWERK_DATA_DIR: dataDir, BLOKWERK_MIRROR_DIR: mirrorDir });
      return { dataDir, mirrorDir, server, nginx: NGINX_MISSING ? undefined : await startNginx({ mirrorDir, upstream: server.url }) };
    };
    [one, two] = await Promise.all([host('host-1'), host('host-2')]);
    admin = await signedIn(one.server.url, ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await Promise.all(
      [one, two].map(async (host) => {
        await host?.nginx?.close();
        host?.server.child.kill('SIGTERM');
        await host?.server.exited;
      }),
    );
    await database?.drop();
    await s3?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const publish = (id: number) => gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });

  it('a page published on host 1 is served by host 2 within a second', async () => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Oude titel', slug: 'gedeeld', type: 'page', locale: 'nl', content: [] },
    });
    const id = createPage.pageID;
    await publish(id);
    // Host 2 renders the first version and keeps it in its page cache (a render that raced the event is not kept).
    expect(
      await within(
        10_000,
        () => visit(two.server.url, '/gedeeld'),
        (text) => text.startsWith('hit '),
      ),
    ).toContain('Oude titel');

    const { page } = await gql<{ page: { page: { revision: number }; pageVersion: { id: number } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { page { revision } pageVersion { id } } }',
      { id },
    );
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: page.pageVersion.id, revision: page.page.revision, title: 'Nieuwe titel', blocks: [] },
    });
    // The clock starts before the publication is sent: its commit comes later.
    const sent = Date.now();
    await publish(id);
    expect(
      await msUntil(
        sent,
        () => visit(two.server.url, '/gedeeld'),
        (text) => text.includes('Nieuwe titel'),
      ),
    ).toBeLessThan(DEADLINE_MS);
  });

  it.skipIf(NGINX_MISSING)("a page published on host 1 shows through host 2's production tier within a second", async () => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Eerste versie', slug: 'gespiegeld', type: 'page', locale: 'nl', content: [] },
    });
    const id = createPage.pageID;
    await publish(id);
    // Host 2's nginx serves the page from host 2's mirror (its first request wrote it there).
    expect(
      await within(
        10_000,
        () => mirrored('/gespiegeld'),
        (text) => text.startsWith('mirror '),
      ),
    ).toMatch(/^mirror .*Eerste versie/s);

    const { page } = await gql<{ page: { page: { revision: number }; pageVersion: { id: number } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { page { revision } pageVersion { id } } }',
      { id },
    );
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: page.pageVersion.id, revision: page.page.revision, title: 'Tweede versie', blocks: [] },
    });
    const sent = Date.now();
    await publish(id);
    expect(
      await msUntil(
        sent,
        () => mirrored('/gespiegeld'),
        (text) => text.includes('Tweede versie'),
      ),
    ).toBeLessThan(DEADLINE_MS);
    // Host 2 mirrors the new version again (its warmer re-renders what the event removed); the old one never comes back.
    expect(
      await within(
        10_000,
        () => mirrored('/gespiegeld'),
        (text) => text.startsWith('mirror ') || text.includes('Eerste versie'),
      ),
    ).toMatch(/^mirror .*Tweede versie/s);
  });

  it('an image uploaded on host 1 renders on host 2, read from the bucket', async () => {
    const bytes = await halves();
    const image = (await upload(admin, '/', 'halves.png', bytes)).body.file;
    const created = await pageWithImage(admin, 'beeld', image);
    await publish(created.pageID);

    // The site's srcset names a rendition 320 wide; host 2 makes it from the bucket's object.
    const page = await (await fetch(new URL('/beeld', two.server.url))).text();
    const rendition = /srcset="([^" ]+[?;]w=320) 320w/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    expect(rendition, page).toBeDefined();
    const res = await fetch(new URL(rendition ?? '', two.server.url));
    expect([res.status, res.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\//) as string]);
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 160]);
    // The left half red, the right half blue: the uploaded image, scaled.
    const pixel = (x: number) => [...data.subarray((80 * info.width + x) * info.channels, (80 * info.width + x) * info.channels + 3)];
    expect([pixel(10), pixel(310)]).toEqual([
      [255, 0, 0],
      [0, 0, 255],
    ]);

    // Host 2 never had the upload: its copy came from the bucket, and neither host keeps objects on its own disk.
    expect(await filesUnder(path.join(two.dataDir, 'media', 's3-copies'))).toContainEqual(expect.stringContaining(image.hash));
    expect([...(await filesUnder(path.join(one.dataDir, 'media', 'objects'))), ...(await filesUnder(path.join(two.dataDir, 'media', 'objects')))]).toEqual([]);

    // A local copy is only a cache: gone from disk (another worker of the host evicted it, or an
    // operator cleared the folder), the original is fetched from the bucket again.
    const copies = path.join(two.dataDir, 'media', 's3-copies');
    await rm(copies, { recursive: true, force: true });
    const original = /\ssrc="([^"]*get-page-file[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const again = await fetch(new URL(original, two.server.url));
    expect([original, again.status]).toEqual([expect.stringContaining(image.hash), 200]);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('a CV received on host 2 downloads on host 1', async () => {
    const visitor = await new ApiClient(two.server.url).prime();
    await applyWithCv(visitor, 'Sanne', 'sanne@example.test');
    const {
      rows: [application],
    } = await database.pool.query<{ id: number; cv_storage_key: string }>(
      `select "id", "cv_storage_key" from "application" where "email" = 'sanne@example.test'`,
    );
    const key = application?.cv_storage_key ?? '';
    const {
      rows: [stored],
    } = await database.pool.query<{ sha256: string }>(`select "sha256" from "stored_file" where "area" = 'applications' and "key" = $1`, [key]);
    // The CV is in the bucket; host 1 has no copy of it, and no host a private folder of its own.
    expect(await filesUnder(path.join(root, 'bucket', BUCKET))).toContainEqual(expect.stringContaining(key));
    const local = await Promise.all([one.dataDir, two.dataDir].map((dir) => filesUnder(path.join(dir, 'media', 'private'))));
    expect([...(await filesUnder(path.join(one.dataDir, 'media', 'private-copies'))), ...local.flat()]).toEqual([]);

    const res = await fetch(new URL(`/api/blokwerk/applications/file/${application?.id}/cv`, one.server.url), { headers: { cookie: admin.cookieHeader } });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored?.sha256);
  });
});
