import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { ApiClient } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { snapshot } from '../support/test-database.js';
import { useTestServer } from '../support/test-server.js';

const UPDATE = { availableLocales: ['nl', 'en', 'de'], defaultLocale: 'de', customSlugLocales: [] };
/** An anonymous API read that is not shared (a shared one, get-by-slug-query, is below). */
const pageQuery = (client: ApiClient) => client.get('/api/blokwerk/page/get-sibling-slugs/999999');
const MUTATION = 'mutation($input: SettingsInput!) { updateSettings(input: $input) { defaultLocale } }';

describe('CSRF rule', () => {
  const server = useTestServer(ADMIN_ENV);
  const sessionRows = async () => Number((await server.t.database.pool.query<{ n: string }>('select count(*) as n from "http_session"')).rows[0]?.n);

  it('gives a visitor on first contact a token and the cookie it is tied to, and stores no session', async () => {
    const before = await sessionRows();
    const client = new ApiClient(server.t.url);
    const { status, headers } = await client.get('/api/blokwerk/settings/get');
    expect(status).toBe(200);
    expect(headers.get('x-csrf-token')).toMatch(/^[0-9a-f]{64}$/);
    expect(headers.getSetCookie()).toEqual([expect.stringMatching(/^blokwerk_csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/)]);
    expect(await sessionRows()).toBe(before);
  });

  it('creates the session at sign-in, and ends it (row and cookie) at sign-out', async () => {
    const client = await new ApiClient(server.t.url).prime();
    const before = await sessionRows();
    expect((await client.post('/api/blokwerk/auth/login', ADMIN)).status).toBe(200);
    expect(client.sessionCookie).toMatch(/\S/);
    expect(await sessionRows()).toBe(before + 1);
    const out = await client.post('/api/blokwerk/auth/logout');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^blokwerk_session=;/));
    expect(await sessionRows()).toBe(before);
    // Signed out, the client goes on as a visitor: its next request is accepted with the token it was given.
    expect((await client.post('/api/blokwerk/auth/login', ADMIN)).status).toBe(200);
  });

  const refusals = [
    { name: 'without the CSRF token', options: { withoutCsrf: true }, property: 'X-CSRF-Token' },
    { name: 'without X-Requested-With', options: { withoutRequestedWith: true }, property: 'X-Requested-With' },
    { name: 'with a token of another session', options: { headers: { 'x-csrf-token': 'f'.repeat(64) } }, property: 'X-CSRF-Token' },
  ];

  for (const { name, options, property } of refusals) {
    it(`refuses a REST POST ${name} with 403 and changes nothing`, async () => {
      const client = await new ApiClient(server.t.url).prime();
      const before = await snapshot(server.t.database.pool, ['http_session']);
      const res = await client.post('/api/blokwerk/settings/update', UPDATE, options);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ Success: false, Errors: [{ code: 'UM_01', property }] });
      expect(await snapshot(server.t.database.pool, ['http_session'])).toBe(before);
    });

    it(`refuses a GraphQL POST ${name} with 403 before executing anything`, async () => {
      const client = await new ApiClient(server.t.url).prime();
      const before = await snapshot(server.t.database.pool, ['http_session']);
      const res = await client.graphql(MUTATION, { input: UPDATE }, options);
      expect(res.status).toBe(403);
      expect(res.body.data).toBeUndefined();
      expect(await snapshot(server.t.database.pool, ['http_session'])).toBe(before);
    });
  }

  it('refuses a request with no session at all even when the headers are present', async () => {
    const client = new ApiClient(server.t.url);
    client.csrfToken = 'a'.repeat(64);
    const res = await client.post('/api/blokwerk/settings/update', UPDATE);
    expect(res.status).toBe(403);
  });

  it('lets a request with both headers through to the operation, which then decides (401: not signed in)', async () => {
    const client = await new ApiClient(server.t.url).prime();
    const res = await client.post('/api/blokwerk/settings/update', UPDATE);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ Success: false, Errors: [{ code: 'UM_01' }] });
  });

  it('requires nothing for safe methods', async () => {
    const res = await new ApiClient(server.t.url).get('/api/blokwerk/settings/get');
    expect(res.body.Success).toBe(true);
  });

  describe('a visitor who made a public API read', () => {
    it('gets a token and its cookie without a session row, and signs in with them', async () => {
      const before = await sessionRows();
      const visitor = new ApiClient(server.t.url);
      const read = await pageQuery(visitor);
      expect(read.status).toBe(404);
      expect(read.headers.get('x-csrf-token')).toMatch(/^[0-9a-f]{64}$/);
      expect(read.headers.getSetCookie()).toEqual([expect.stringMatching(/^blokwerk_csrf=/)]);
      expect(visitor.sessionCookie).toBeUndefined();
      expect(await sessionRows()).toBe(before);

      const login = await visitor.post('/api/blokwerk/auth/login', ADMIN);
      expect(login.status).toBe(200);
      expect(visitor.sessionCookie).toBeDefined();
      expect(visitor.csrfToken).not.toBe(read.headers.get('x-csrf-token'));
      expect((await visitor.post('/api/blokwerk/auth/refresh-session')).status).toBe(200);
    });

    it("gets them with the shared page query too, kept or fresh, and the answer is the visitor's own (private)", async () => {
      const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
      const { createPage } = await gql<{ createPage: { pageID: number } }>(
        admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        {
          input: { title: 'Gedeeld', slug: 'gedeeld', type: 'page', locale: 'nl', content: [] },
        },
      );
      await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
      const query = '/api/blokwerk/page/get-by-slug-query?slug=gedeeld';
      const visitor = new ApiClient(server.t.url);
      const first = await visitor.get(query);
      expect(first.status).toBe(200);
      const token = first.headers.get('x-csrf-token');
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(first.headers.getSetCookie()).toEqual([expect.stringMatching(/^blokwerk_csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/)]);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');

      // Kept in the process (x-cache: hit), yet the token is this visitor's: the same as its cookie's, and no new cookie.
      const again = await visitor.get(query);
      expect([again.headers.get('x-cache'), again.headers.get('x-csrf-token'), again.headers.getSetCookie(), again.headers.get('cache-control')]).toEqual([
        'hit',
        token,
        [],
        'private, no-cache',
      ]);
      const revalidated = await fetch(new URL(query, server.t.url), {
        headers: { cookie: visitor.cookieHeader, 'if-none-match': again.headers.get('etag') ?? '' },
      });
      expect([revalidated.status, revalidated.headers.get('x-csrf-token'), revalidated.headers.getSetCookie()]).toEqual([304, token, []]);
      // Another visitor gets a token and cookie of its own from the kept copy.
      const other = new ApiClient(server.t.url);
      const theirs = await other.get(query);
      expect(theirs.headers.get('x-cache')).toBe('hit');
      expect(theirs.headers.get('x-csrf-token')).not.toBe(token);
      expect(theirs.headers.getSetCookie()).toHaveLength(1);
      expect(theirs.body).toEqual(again.body);

      // The pair passes the CSRF check: the login is judged (401), not refused (403).
      const login = await visitor.post('/api/blokwerk/auth/login', { email: ADMIN.email, password: 'Not-the-password-1' });
      expect([login.status, login.body.Errors.map((e) => e.code)]).toEqual([401, ['AUTH_01']]);
      await server.t.database.pool.query(`delete from "login_attempt"`);
    });

    it('is refused, writing nothing, with a token of another cookie, without the cookie, or without the token', async () => {
      const first = new ApiClient(server.t.url);
      const second = new ApiClient(server.t.url);
      await pageQuery(first);
      await pageQuery(second);
      const cookieless = new ApiClient(server.t.url);
      cookieless.csrfToken = first.csrfToken;
      const attempts = [
        () => first.post('/api/blokwerk/auth/login', ADMIN, { headers: { 'x-csrf-token': second.csrfToken ?? '' } }),
        () => cookieless.post('/api/blokwerk/auth/login', ADMIN),
        () => first.post('/api/blokwerk/auth/login', ADMIN, { withoutCsrf: true }),
        () => first.post('/api/blokwerk/auth/login', ADMIN, { withoutRequestedWith: true }),
      ];
      const before = await snapshot(server.t.database.pool);
      for (const attempt of attempts) {
        const res = await attempt();
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ Success: false, Errors: [{ code: 'UM_01' }] });
      }
      expect(await snapshot(server.t.database.pool)).toBe(before);
      expect(first.sessionCookie).toBeUndefined();
    });
  });
});
