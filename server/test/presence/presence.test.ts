import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { within } from '../support/poll.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { eventsNamed, openStream, type OpenStream } from './sse-client.js';

// Spawns the built server and site: run `npm run build -w server && npm run build -w site` first.

/** What the other processes must have pushed by then (the brief's promise to editors). */
const AT_ONCE_MS = 2000;
/** Expiry and keep-alives are the streams' sweep's work (every 5 s, presence/hub.ts). */
const NEXT_SWEEP_MS = 8000;

interface Editor {
  userID: number;
  name: string;
  dirty: boolean;
  image: string | null;
}
interface Head {
  revision: number;
  versionID: number;
  storedBy: { id: number; name: string } | null;
}

const streamPath = (pageId: number, tabId = randomUUID()) => `/api/blokwerk/page/${pageId}/presence/stream?tabId=${tabId}`;
const lastEditors = (stream: OpenStream) => eventsNamed<{ editors: Editor[] }>(stream, 'presence').at(-1)?.editors;
const editorsSoon = (stream: OpenStream, check: (editors: Editor[]) => boolean, ms = AT_ONCE_MS) =>
  within(
    ms,
    async () => lastEditors(stream),
    (editors) => editors !== undefined && check(editors),
  );

async function createPage(client: ApiClient, title: string, slug: string): Promise<number> {
  const { createPage: created } = await gql<{ createPage: { pageID: number } }>(
    client,
    'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
    { input: { title, slug, type: 'page', locale: 'nl', content: [] } },
  );
  return created.pageID;
}

/** Stores a new head with `title`, based on whatever is the head now; answers the new revision. */
async function store(client: ApiClient, pageId: number, title: string): Promise<number> {
  const { page } = await gql<{ page: { page: { revision: number }; pageVersion: { id: number } } }>(
    client,
    'query($id: Int!) { page(id: $id) { page { revision } pageVersion { id } } }',
    { id: pageId },
  );
  const { storePageVersion } = await gql<{ storePageVersion: { revision: number } }>(
    client,
    'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }',
    { input: { id: page.pageVersion.id, revision: page.page.revision, title, blocks: [] } },
  );
  return storePageVersion.revision;
}

async function render(server: SpawnedServer, pagePath: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(new URL(pagePath, server.url));
  return { html: await response.text(), cache: response.headers.get('x-cache') };
}

describe('editors present on a page, across two processes on one database', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  let a: SpawnedServer;
  let b: SpawnedServer;
  /** The administrator, signed in on process A. */
  let admin: ApiClient;
  /** An Editor, signed in on process B. */
  let anna: ApiClient;
  let annaId: number;
  const streams: OpenStream[] = [];
  const watch = async (client: ApiClient, pageId: number, tabId?: `${string}-${string}-${string}-${string}-${string}`) => {
    const stream = await openStream(client, streamPath(pageId, tabId));
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-presence-'));
    // A drain that waited for open streams would take the whole grace period and say so in the log.
    const env = { ...ADMIN_ENV, DATABASE_URL: database.url, BLOKWERK_DATA_DIR: dataDir, BLOKWERK_SHUTDOWN_GRACE_MS: '60000' };
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    admin = await signedIn(a.url, ADMIN.email, ADMIN.password);
    ({ id: annaId, client: anna } = await activatedUser({ url: b.url, dataDir }, admin.withSessionOn(b.url), 'anna@example.test', 'Editor'));
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a watcher on A sees at once who opens the page on B, their unsaved changes, their store and their leaving', async () => {
    const pageId = await createPage(admin, 'Samen bewerken', 'samen');
    const stream = await watch(admin, pageId);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    // Asked for gzip and brotli, the stream still goes out as it is written.
    expect(stream.headers.get('content-encoding')).toBeNull();
    await editorsSoon(stream, (editors) => editors.length === 0);

    const tabId = randomUUID();
    const announced = await anna.post<Envelope & { expiresInSeconds: number }>(`/api/blokwerk/page/${pageId}/presence`, { tabId, dirty: false });
    expect(announced.body).toMatchObject({ Success: true, expiresInSeconds: 30 });
    await editorsSoon(stream, (editors) => editors.length === 1);
    expect(lastEditors(stream)).toEqual([{ userID: annaId, name: 'anna', image: null, dirty: false, since: expect.any(String) }]);

    await anna.post(`/api/blokwerk/page/${pageId}/presence`, { tabId, dirty: true });
    await editorsSoon(stream, (editors) => editors[0]?.dirty === true);

    const revision = await store(anna, pageId, 'Door Anna');
    const [stored] = await within(
      AT_ONCE_MS,
      async () => eventsNamed<Head>(stream, 'stored'),
      (events) => events.length > 0,
    );
    expect(stored).toMatchObject({ revision, storedBy: { id: annaId, name: 'anna' } });

    expect((await anna.post(`/api/blokwerk/page/${pageId}/presence/leave`, { tabId })).body).toMatchObject({ Success: true, left: true });
    await editorsSoon(stream, (editors) => editors.length === 0);

    // The watcher's own store is news to nobody watching as that user: what it pushed before
    // Anna's return (the notices arrive in order), it pushed without a `stored` event.
    await store(admin, pageId, 'Door de beheerder');
    await anna.post(`/api/blokwerk/page/${pageId}/presence`, { tabId, dirty: false });
    await editorsSoon(stream, (editors) => editors.length === 1);
    expect(eventsNamed(stream, 'stored')).toHaveLength(1);
  });

  it('a tab without heartbeats drops out after 30 s, unless its own stream is open; streams send keep-alives', async () => {
    const pageId = await createPage(admin, 'Verlopen', 'verlopen');
    const stream = await watch(admin, pageId);
    const silent = randomUUID();
    await anna.post(`/api/blokwerk/page/${pageId}/presence`, { tabId: silent, dirty: true });
    await editorsSoon(stream, (editors) => editors.length === 1);

    // Half a minute passes without a heartbeat.
    await database.pool.query(`update "editor_presence" set "seen_at" = now() - interval '31 seconds' where "tab_id" = $1`, [silent]);
    await editorsSoon(stream, (editors) => editors.length === 0, NEXT_SWEEP_MS);
    expect(stream.comments).toBeGreaterThan(0);

    // A hidden tab's timers may run once a minute: its open stream keeps it present.
    const watching = randomUUID();
    await anna.post(`/api/blokwerk/page/${pageId}/presence`, { tabId: watching, dirty: false });
    await watch(anna, pageId, watching);
    await database.pool.query(`update "editor_presence" set "seen_at" = now() - interval '31 seconds' where "tab_id" = $1`, [watching]);
    await within(
      NEXT_SWEEP_MS,
      async () =>
        (
          await database.pool.query<{ fresh: boolean }>(
            `select "seen_at" > now() - interval '10 seconds' as "fresh" from "editor_presence" where "tab_id" = $1`,
            [watching],
          )
        ).rows[0]?.fresh,
      (fresh) => fresh === true,
    );
    await editorsSoon(stream, (editors) => editors.length === 1, NEXT_SWEEP_MS);
  });

  it('only those who may edit pages see or announce presence, and one user cannot fill the table', async () => {
    const pageId = await createPage(admin, 'Alleen redacteuren', 'alleen');
    const visitor = await openStream(await new ApiClient(a.url).prime(), streamPath(pageId));
    expect(visitor).toMatchObject({ status: 401, envelope: { Success: false, Errors: [{ code: 'UM_01' }] } });

    const { createRole } = await gql<{ createRole: { id: number } }>(admin, 'mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Media only', permissions: [{ name: 'manage-media' }] },
    });
    expect(createRole.id).toBeGreaterThan(0);
    const { client: media } = await activatedUser({ url: a.url, dataDir }, admin, 'mo@example.test', 'Media only');
    expect(await openStream(media, streamPath(pageId))).toMatchObject({ status: 403, envelope: { Errors: [{ code: 'UM_01' }] } });
    expect(await media.post(`/api/blokwerk/page/${pageId}/presence`, { tabId: randomUUID(), dirty: false })).toMatchObject({
      status: 403,
      body: { Errors: [{ code: 'UM_01' }] },
    });
    const graphql = await media.graphql('query($id: Int!) { pagePresence(pageID: $id) { editors { name } } }', { id: pageId });
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('UM_01');

    expect(await openStream(admin, streamPath(999_999))).toMatchObject({ status: 404, envelope: { Errors: [{ code: 'PM_01' }] } });
    expect(await openStream(admin, `/api/blokwerk/page/${pageId}/presence/stream?tabId=not-a-tab`)).toMatchObject({
      status: 400,
      envelope: { Errors: [{ code: 'V_12', property: 'tabId' }] },
    });

    for (let tab = 0; tab < 15; tab++) await anna.post(`/api/blokwerk/page/${pageId}/presence`, { tabId: randomUUID(), dirty: false });
    const { rows } = await database.pool.query<{ tabs: number }>(`select count(*)::int as "tabs" from "editor_presence" where "user_id" = $1`, [annaId]);
    expect(rows[0]?.tabs).toBe(10);
  });

  it('storing an unpublished version tells the editors and purges no cached page on any process', async () => {
    const pageId = await createPage(admin, 'Gepubliceerd', 'gepubliceerd');
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: pageId });
    for (const server of [a, b]) {
      await render(server, '/gepubliceerd');
      expect(await render(server, '/gepubliceerd')).toMatchObject({ cache: 'hit' });
    }
    const stream = await watch(anna, pageId);
    const revision = await store(admin, pageId, 'Nog niet gepubliceerd');
    await within(
      AT_ONCE_MS,
      async () => eventsNamed<Head>(stream, 'stored'),
      (events) => events.some((event) => event.revision === revision),
    );
    // B heard the store; a content event of it would have come first on the same connection.
    for (const server of [a, b]) expect(await render(server, '/gepubliceerd')).toMatchObject({ cache: 'hit', html: expect.stringContaining('Gepubliceerd') });
  });

  it('a process shutting down ends its streams instead of waiting for them', async () => {
    const pageId = await createPage(admin, 'Afsluiten', 'afsluiten');
    const stream = await watch(anna, pageId);
    await editorsSoon(stream, (editors) => editors.length === 0);
    b.child.kill('SIGTERM');
    await stream.ended;
    expect(await b.exited).toEqual({ code: 0, signal: null });
    expect(b.logs.map((line) => line.msg)).not.toContain('grace period over: closing remaining connections');
  });
});
