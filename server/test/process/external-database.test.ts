import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { startExternalPostgres, type ExternalPostgres } from '../support/external-postgres.js';
import { gql } from '../support/gql.js';
import { within } from '../support/poll.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';

// Spawns the built server and site (`npm run build`) on a PostgreSQL server of the test's own,
// which it stops and starts under it as an operator would an external database.

/** How long the database stays down. */
const OUTAGE_MS = 3000;
const G_02 = { code: 'G_02', message: 'The service is temporarily unavailable, please try again later.' };

/** What one acknowledged-or-not write came to. */
interface Outcome {
  slug: string;
  status: number;
  code?: string;
}

/** Creates pages through REST one after the other until stopped, as an editor clicking "new page" would. */
function startWriter(client: ApiClient, prefix: string) {
  const outcomes: Outcome[] = [];
  const stopping = new AbortController();
  const done = (async () => {
    for (let i = 0; !stopping.signal.aborted; i++) {
      const slug = `${prefix}-${i}`;
      try {
        const res = await client.post('/api/blokwerk/page/create', { title: `Schrijven ${i}`, slug, type: 'page', locale: 'nl' });
        outcomes.push({ slug, status: res.status, code: res.body.Errors[0]?.code });
      } catch {
        outcomes.push({ slug, status: 0 });
      }
      // A failed write is retried by no one here: the next is a new page.
      if (outcomes.at(-1)?.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const count = (status: number) => outcomes.filter((o) => o.status === status).length;
  return {
    outcomes,
    /** Resolves once `n` more answers of `status` arrived. */
    async awaitMore(status: number, n: number) {
      const target = count(status) + n;
      await within(
        20_000,
        async () => count(status),
        (seen) => seen >= target,
      );
    },
    async stop(): Promise<Outcome[]> {
      stopping.abort();
      await done;
      return outcomes;
    },
  };
}

describe('an external PostgreSQL stopped and started under a running Blokwerk', { timeout: 120_000 }, () => {
  let pg: ExternalPostgres;
  let dataDir: string;
  let server: SpawnedServer;
  let admin: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    pg = await startExternalPostgres();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-external-db-'));
    server = await spawnServer({ ...ADMIN_ENV, DATABASE_URL: pg.url, BLOKWERK_DATA_DIR: dataDir }, 90_000);
    admin = await signedIn(server.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.url).prime();
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Stabiel', slug: 'stabiel', type: 'page', locale: 'nl', content: [] },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await pg?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The published page as a visitor gets it: status, whether the page cache answered, and its title. */
  async function stablePage(): Promise<[number, string | null, boolean]> {
    const res = await fetch(new URL('/stabiel', server.url));
    return [res.status, res.headers.get('x-cache'), (await res.text()).includes('Stabiel')];
  }

  /** Every face of the server while the database is down: what a client can tell from it. */
  async function answersWhileDown(): Promise<void> {
    // A page the cache holds is still served: the site stays up for the pages it has.
    expect(await stablePage()).toEqual([200, 'hit', true]);

    const rest = await admin.post('/api/blokwerk/page/list', { locale: 'nl' });
    expect([rest.status, rest.headers.get('retry-after'), rest.body]).toEqual([503, '5', { Success: false, Errors: [G_02], Message: G_02.message }]);

    // A signed-in editor's GraphQL is refused with its session unread: the same envelope.
    const editorGraphql = await admin.graphql('{ publishedPageCount }');
    expect([editorGraphql.status, editorGraphql.headers.get('retry-after'), (editorGraphql.body as unknown as Envelope).Errors]).toEqual([503, '5', [G_02]]);
    // A visitor's (no session to read) reaches its resolver: GraphQL's own answer, 503 all the same.
    const visitorGraphql = await visitor.graphql<{ tags: string[] }>('query($term: String) { tags(term: $term) }', { term: `t${Date.now()}` });
    expect(visitorGraphql.status).toBe(503);
    expect(visitorGraphql.headers.get('retry-after')).toBe('5');
    expect(visitorGraphql.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[G_02.message, 'G_02']]);

    // A page the cache does not answer (a query string): the short page, in the visitor's language.
    const page = await fetch(new URL(`/stabiel?down=${Date.now()}`, server.url), { headers: { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.5' } });
    expect([page.status, page.headers.get('retry-after'), page.headers.get('cache-control'), page.headers.get('content-type')]).toEqual([
      503,
      '5',
      'no-store',
      'text/html; charset=utf-8',
    ]);
    expect(await page.text()).toContain('<h1>Tijdelijk niet beschikbaar</h1>');

    // The process itself is fine (no restart wanted), but not ready for traffic.
    expect((await fetch(new URL('/healthz', server.url))).status).toBe(200);
    const ready = await fetch(new URL('/readyz', server.url));
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'unavailable' }]);
  }

  async function answersWhenBack(): Promise<void> {
    expect((await admin.post('/api/blokwerk/page/list', { locale: 'nl' })).status).toBe(200);
    expect((await visitor.graphql('{ publishedPageCount }')).body).toEqual({ data: { publishedPageCount: 1 } });
    const page = await fetch(new URL(`/stabiel?back=${Date.now()}`, server.url));
    expect([page.status, (await page.text()).includes('Stabiel')]).toEqual([200, true]);
    expect((await fetch(new URL('/readyz', server.url))).status).toBe(200);
  }

  for (const mode of ['fast', 'immediate'] as const) {
    it(`pg_ctl stop -m ${mode}: 503 G_02 with Retry-After while down, success again within seconds of its start, no acknowledged write lost`, async () => {
      const logsBefore = server.logs.length;
      const writer = startWriter(await signedIn(server.url, ADMIN.email, ADMIN.password), `w-${mode}`);
      await writer.awaitMore(200, 3);
      // The page rendered once is kept in the page cache.
      await stablePage();
      expect(await stablePage()).toEqual([200, 'hit', true]);

      await pg.stop(mode);
      const stopped = Date.now();
      await writer.awaitMore(503, 3);
      // The process knows: its LISTEN connection is gone (caches could miss events from here on).
      await within(10_000, async () => server.logs.slice(logsBefore).some((line) => line.msg.startsWith('content event connection lost')), Boolean);
      await answersWhileDown();
      // Down for a few seconds, as an operator's restart is: long enough for a reconnect loop to show in the log.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stopped))));

      await pg.start();
      await within(
        10_000,
        async () => (await admin.post('/api/blokwerk/page/list', { locale: 'nl' })).status,
        (status) => status === 200,
      );
      await answersWhenBack();
      await writer.awaitMore(200, 3);
      // The LISTEN connection (caches, content events) comes back on its own too, within its longest back-off.
      const restored = await within(
        10_000,
        async () => server.logs.slice(logsBefore).find((line) => line.msg === 'content event connection restored'),
        (line) => line !== undefined,
      );
      // Events may have been missed meanwhile: what the page cache held is rendered anew.
      expect(await stablePage()).toEqual([200, 'miss', true]);
      const outcomes = await writer.stop();

      // Every answer was a success or the documented refusal: never a 500.
      expect(outcomes.filter((o) => !(o.status === 200 || (o.status === 503 && o.code === 'G_02')))).toEqual([]);
      // Every acknowledged page is there whole (its version, its audit entry); none is half there.
      const db = new Client({ connectionString: pg.url });
      await db.connect();
      const { rows } = await db.query<{ slug: string; whole: boolean }>(
        `select p.slug, (v.id is not null and exists (select 1 from audit_entry a where a.action = 'page.create' and a.target_id = p.id::text)) as whole
         from page p left join page_version v on v.id = p.head_version_id where p.slug like $1`,
        [`w-${mode}-%`],
      );
      await db.end();
      const stored = new Map(rows.map((row) => [row.slug, row.whole]));
      const acknowledged = outcomes.filter((o) => o.status === 200).map((o) => o.slug);
      expect(acknowledged.filter((slug) => stored.get(slug) !== true)).toEqual([]);
      expect(rows.filter((row) => !row.whole)).toEqual([]);

      // The log: one line when the LISTEN connection is lost and one when it is back, however long
      // the outage; every refusal names its cause; the password never appears.
      const logs = server.logs.slice(logsBefore);
      const messages = logs.map((line) => line.msg);
      const lost = logs.filter((line) => line.msg.startsWith('content event connection lost'));
      expect(lost.map((line) => line.database)).toEqual([new URL(pg.url).host + new URL(pg.url).pathname]);
      expect(messages.filter((m) => m === 'content event connection restored')).toHaveLength(1);
      // ... after several attempts to reconnect, none of them logged above debug.
      expect(restored?.attempts).toBeGreaterThan(1);
      expect(messages.filter((m) => m.startsWith('content event reconnect'))).toEqual([]);
      const refusals = logs.filter((line) => line.msg === 'the database cannot be reached' || line.msg === 'a connection failed');
      expect(refusals.length).toBeGreaterThanOrEqual(3);
      for (const line of refusals)
        expect(line.outage).toMatchObject({ part: expect.stringMatching(/^(database|connection)$/) as string, code: expect.any(String) as string });
      expect(JSON.stringify(logs)).not.toContain(pg.password);
    });
  }
});
