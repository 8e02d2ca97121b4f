import { Client } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_CHANNEL } from '../../src/events/content-events.js';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { within } from '../support/poll.js';
import { useTestServer } from '../support/test-server.js';
import { gql } from '../support/gql.js';

// Renders the built site (site/dist): run `npm run build -w site` first.

/** Another process's change travels through NOTIFY, a moment after its commit (within a second). */
const INVALIDATION_DEADLINE_MS = 1000;

interface Answer {
  status: number;
  headers: Headers;
  html: string;
}

async function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual', headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe('the page cache', { timeout: 60_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  let page: { pageID: number; pageVersionID: number };

  const publish = (id: number) => gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
  const newTitle = async (title: string) => {
    const { page: current } = await gql<{ page: { page: { revision: number }; pageVersion: { id: number } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { page { revision } pageVersion { id } } }',
      { id: page.pageID },
    );
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: current.pageVersion.id, revision: current.page.revision, title, blocks: [] },
    });
  };

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const created = await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
      admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
      { input: { title: 'Eerste versie', slug: 'gecached', type: 'page', locale: 'nl', content: [] } },
    );
    page = created.createPage;
    await publish(page.pageID);
  });

  it('answers the second anonymous request from the cache, with an ETag, Cache-Control and 304s', async () => {
    const first = await get(server.t.url, '/gecached');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400');
    expect(first.html).toContain('Eerste versie');

    const second = await get(server.t.url, '/gecached');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    // The render's security headers travel with the copy.
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidated = await get(server.t.url, '/gecached', { 'if-none-match': `W/"other", ${etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.html).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect((await get(server.t.url, '/gecached', { 'if-none-match': '"other"' })).status).toBe(200);

    const head = await fetch(new URL('/gecached', server.t.url), { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('never answers a signed-in editor, a query string or a non-page from the cache', async () => {
    await get(server.t.url, '/gecached');
    const editor = await get(server.t.url, '/gecached', { cookie: `blokwerk_session=${admin.sessionCookie}` });
    expect(editor.status).toBe(200);
    expect(editor.headers.get('x-cache')).toBeNull();
    expect(editor.headers.get('etag')).toBeNull();
    for (let i = 0; i < 2; i++) expect((await get(server.t.url, '/gecached?ref=mail')).headers.get('x-cache')).toBeNull();
    // Unknown paths answer 404 and are not kept.
    for (let i = 0; i < 2; i++) {
      const missing = await get(server.t.url, '/bestaat-niet');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-cache')).toBeNull();
    }
  });

  it("keeps the REST page query of a visitor like a page, answered from the cache, each answer with the visitor's own token", async () => {
    const sessions = async () => Number((await server.t.database.pool.query<{ n: string }>('select count(*) as n from "http_session"')).rows[0]?.n);
    const before = await sessions();
    const query = `/api/blokwerk/page/get-by-slug-query?slug=gecached`;
    const first = await fetch(new URL(query, server.t.url));
    expect(first.status).toBe(200);
    const body = await first.text();
    expect((JSON.parse(body) as { page: { id: number } }).page.id).toBe(page.pageID);
    // The same body for every visitor, kept once; each answer carries the visitor's own CSRF
    // token and cookie (SPEC §7), so it is private: no CDN may share it (http/visitor-answer.ts).
    expect(first.headers.get('x-csrf-token')).toMatch(/^[0-9a-f]{64}$/);
    expect(first.headers.getSetCookie()).toEqual([expect.stringMatching(/^blokwerk_csrf=/)]);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(await sessions()).toBe(before);

    const second = await fetch(new URL(query, server.t.url));
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    const plain = await fetch(new URL(query, server.t.url));
    expect((await fetch(new URL(query, server.t.url), { headers: { 'if-none-match': plain.headers.get('etag') ?? '' } })).status).toBe(304);

    // Another query string is another answer; a failure is neither shared nor kept.
    const missing = `/api/blokwerk/page/get-by-slug-query?slug=bestaat-niet`;
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(new URL(missing, server.t.url));
      expect([answer.status, answer.headers.get('x-cache'), answer.headers.get('cache-control')]).toEqual([404, null, 'no-store']);
    }
    // A signed-in caller gets its own answer, with its token.
    const editor = await fetch(new URL(query, server.t.url), { headers: { cookie: `blokwerk_session=${admin.sessionCookie}` } });
    expect([editor.headers.get('x-cache'), editor.headers.get('cache-control')]).toEqual([null, 'private, no-cache']);
    expect(editor.headers.get('x-csrf-token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves a newly published version on the very next request after the publication', async () => {
    const restTitle = async () => {
      const answer = await fetch(new URL('/api/blokwerk/page/get-by-slug-query?slug=gecached', server.t.url));
      return ((await answer.json()) as { pageVersion: { title: string } }).pageVersion.title;
    };
    await get(server.t.url, '/gecached');
    expect((await get(server.t.url, '/gecached')).headers.get('x-cache')).toBe('hit');
    expect([await restTitle(), await restTitle()]).toEqual(['Eerste versie', 'Eerste versie']);
    await newTitle('Tweede versie');
    // Storing a draft changes nothing public: the copy stays, as does the remembered REST answer.
    expect((await get(server.t.url, '/gecached')).html).toContain('Eerste versie');
    expect(await restTitle()).toBe('Eerste versie');
    await publish(page.pageID);
    expect(await restTitle()).toBe('Tweede versie');
    // The process that published cleared its cache before answering: no waiting for the NOTIFY echo.
    const fresh = await get(server.t.url, '/gecached');
    expect(fresh.html).toContain('Tweede versie');
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect((await get(server.t.url, '/gecached')).headers.get('x-cache')).toBe('hit');
  });

  it("clears on another process's event within a second", async () => {
    await get(server.t.url, '/gecached');
    expect((await get(server.t.url, '/gecached')).headers.get('x-cache')).toBe('hit');
    const other = new Client({ connectionString: server.t.database.url });
    await other.connect();
    try {
      const event = { type: 'settings.updated', pageId: null, at: new Date().toISOString(), origin: 'another-process' };
      await other.query('select pg_notify($1, $2)', [CONTENT_CHANNEL, JSON.stringify(event)]);
    } finally {
      await other.end();
    }
    await within(
      INVALIDATION_DEADLINE_MS,
      () => get(server.t.url, '/gecached'),
      (a) => a.headers.get('x-cache') === 'miss',
    );
  });

  it('lets a slug change move the page, and unpublishing take it offline', async () => {
    await get(server.t.url, '/gecached');
    await gql(admin, 'mutation($id: Int!, $slug: String!) { savePage(id: $id, slug: $slug) { page { id } } }', { id: page.pageID, slug: 'verhuisd' });
    const moved = await get(server.t.url, '/gecached');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/verhuisd']);
    await get(server.t.url, '/verhuisd');
    expect((await get(server.t.url, '/verhuisd')).headers.get('x-cache')).toBe('hit');

    await gql(admin, 'mutation($id: Int!) { unpublishPage(id: $id) { page { id } } }', { id: page.pageID });
    expect((await get(server.t.url, '/verhuisd')).status).toBe(404);
  });
});
