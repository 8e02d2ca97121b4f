import { describe, expect, it } from 'vitest';
import { snapshot } from '../support/test-database.js';
import { useTestServer } from '../support/test-server.js';

describe('REST envelope and error mapping', () => {
  const server = useTestServer();

  it('answers a malformed JSON body with 400 and an envelope, never a 500, and changes nothing', async () => {
    const before = await snapshot(server.t.database.pool, ['http_session']);
    for (const rawBody of ['{"availableLocales": [', 'not json', '{"a":1,}', '\u0000']) {
      const res = await server.client.post('/api/blokwerk/settings/update', undefined, { rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(res.body).toEqual({
        Success: false,
        Errors: [{ code: 'V_12', property: 'body', message: 'not valid.' }],
        Message: 'not valid.',
      });
    }
    expect(await snapshot(server.t.database.pool, ['http_session'])).toBe(before);
  });

  it('answers U+0000 in any field with V_12 (PostgreSQL text cannot hold it), never a 500, and changes nothing', async () => {
    const before = await snapshot(server.t.database.pool, ['http_session']);
    const calls: [string, unknown, string][] = [
      ['/api/blokwerk/auth/login', { email: 'a\u0000@example.test', password: 'x' }, 'email'],
      ['/api/blokwerk/auth/forgot-password', { email: 'a@example.test\u0000' }, 'email'],
      ['/api/blokwerk/search/search', { term: 'x', pageTypes: ['page', 'p\u0000'] }, 'pageTypes.1'],
    ];
    for (const [path, body, property] of calls) {
      const res = await server.client.post<{ Errors: { code: string; property?: string }[] }>(path, body);
      expect([path, res.status, res.body.Errors.map((e) => `${e.code} ${e.property}`)]).toEqual([path, 400, [`V_12 ${property}`]]);
    }
    const graphql = await server.client.graphql('query($term: String!) { search(term: $term) { total } }', { term: 'a\u0000b' });
    expect(graphql.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_12' });
    expect(await snapshot(server.t.database.pool, ['http_session'])).toBe(before);
  });

  it('answers malformed JSON to GraphQL with 400', async () => {
    const res = await server.client.request('POST', '/api/blokwerk/graphql', undefined, { rawBody: '{"query": ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Success: false, Errors: [{ code: 'V_12', property: 'body' }] });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await server.client.post('/api/blokwerk/settings/update', { padding: 'x'.repeat(3 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ Success: false, Errors: [{ code: 'V_14', property: 'body' }] });
  });

  it('answers an unknown API path with 404 in an envelope', async () => {
    const res = await server.client.get('/api/blokwerk/no/such/call');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ Success: false, Errors: [{ code: 'V_07' }] });
  });

  it('reports liveness and readiness', async () => {
    expect((await server.client.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await server.client.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('sends security headers and a strict CSP on the API', async () => {
    const { headers } = await server.client.get('/api/blokwerk/settings/get');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('x-request-id')).toBeTruthy();
    // GraphQL answers too: nothing of the API is for a shared cache.
    const graphql = await server.client.graphql('{ __typename }');
    expect(graphql.headers.get('cache-control')).toBe('no-store');
  });
});
