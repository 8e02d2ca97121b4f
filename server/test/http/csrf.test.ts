import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { snapshot } from '../support/test-database.js';
import { useTestServer } from '../support/test-server.js';

const UPDATE = { availableLocales: ['nl', 'en', 'de'], defaultLocale: 'de', customSlugLocales: [] };
const MUTATION = 'mutation($input: SettingsInput!) { updateSettings(input: $input) { defaultLocale } }';

describe('CSRF rule (DESIGN.md §5)', () => {
  const server = useTestServer();

  it('hands out a token tied to a new session on first contact', async () => {
    const client = new ApiClient(server.t.url);
    const { status, headers } = await client.get('/api/blokwerk/settings/get');
    expect(status).toBe(200);
    expect(headers.get('x-csrf-token')).toMatch(/^[0-9a-f]{64}$/);
    const cookie = headers.getSetCookie().find((c) => c.startsWith('blokwerk_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
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
});
