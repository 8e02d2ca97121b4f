import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.js';
import { ANONYMOUS, type Actor } from '../src/operations/actor.js';
import { invoke } from '../src/operations/invoke.js';
import { CORE_PERMISSIONS } from '../src/operations/permissions.js';
import { getSettings, updateSettings } from '../src/modules/settings/operations.js';
import { ApiClient } from './support/api-client.js';
import { snapshot } from './support/test-database.js';
import { contextAs, useTestServer } from './support/test-server.js';

const administrator: Actor = { kind: 'user', userId: 1, email: 'admin@example.test', permissions: new Set(CORE_PERMISSIONS) };
const editor: Actor = { kind: 'user', userId: 2, email: 'editor@example.test', permissions: new Set(['create-page', 'edit-page'] as const) };

describe('settings', () => {
  const server = useTestServer();
  const ctx = (actor: Actor) => contextAs(server.t, actor);

  it('GET settings/get answers the seeded locales in the envelope', async () => {
    const res = await new ApiClient(server.t.url).get('/api/blokwerk/settings/get');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      Success: true,
      Errors: [],
      availableLocales: ['nl', 'en'],
      defaultLocale: 'nl',
      customSlugLocales: ['nl', 'en'],
    });
  });

  it('the GraphQL settings query answers the same through the same operation', async () => {
    const res = await (
      await new ApiClient(server.t.url).prime()
    ).graphql<{ settings: unknown }>('{ settings { availableLocales defaultLocale customSlugLocales } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.settings).toEqual({ availableLocales: ['nl', 'en'], defaultLocale: 'nl', customSlugLocales: ['nl', 'en'] });
  });

  it('refuses anonymous updates with UM_01 (401) over REST and GraphQL', async () => {
    const client = await new ApiClient(server.t.url).prime();
    const input = { availableLocales: ['en'], defaultLocale: 'en', customSlugLocales: [] };
    const rest = await client.post('/api/blokwerk/settings/update', input);
    expect(rest.status).toBe(401);
    expect(rest.body.Errors).toEqual([expect.objectContaining({ code: 'UM_01' })]);
    const gql = await client.graphql('mutation($i: SettingsInput!) { updateSettings(input: $i) { defaultLocale } }', { i: input });
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('UM_01');
    expect((await invoke(getSettings, ctx(ANONYMOUS), {})).defaultLocale).toBe('nl');
  });

  it('refuses a user without manage-settings with UM_01 and changes nothing', async () => {
    const before = await snapshot(server.t.database.pool);
    const attempt = invoke(updateSettings, ctx(editor), { availableLocales: ['en'], defaultLocale: 'en', customSlugLocales: [] });
    await expect(attempt).rejects.toMatchObject({ status: 403, errors: [{ code: 'UM_01' }] });
    expect(await snapshot(server.t.database.pool)).toBe(before);
  });

  it('validates input into catalogue codes and changes nothing', async () => {
    const before = await snapshot(server.t.database.pool);
    const cases: [unknown, string, string][] = [
      [{ availableLocales: [], defaultLocale: 'en', customSlugLocales: [] }, 'V_12', 'availableLocales'],
      [{ availableLocales: ['en'], customSlugLocales: [] }, 'V_01', 'defaultLocale'],
      [{ availableLocales: ['en'], defaultLocale: 'de', customSlugLocales: [] }, 'V_12', 'defaultLocale'],
      [{ availableLocales: ['en'], defaultLocale: 'en', customSlugLocales: ['fr'] }, 'V_12', 'customSlugLocales'],
      [{ availableLocales: ['en'], defaultLocale: 'x'.repeat(17), customSlugLocales: [] }, 'V_14', 'defaultLocale'],
    ];
    for (const [input, code, property] of cases) {
      const error = await invoke(updateSettings, ctx(administrator), input).catch((e: unknown) => e);
      expect(error, JSON.stringify(input)).toBeInstanceOf(DomainError);
      expect((error as DomainError).errors[0]).toEqual({ code, property });
    }
    expect(await snapshot(server.t.database.pool)).toBe(before);
  });

  it('lets manage-settings holders update, trimming locale codes to their language part', async () => {
    const result = await invoke(updateSettings, ctx(administrator), {
      availableLocales: ['nl-NL', 'en-GB', 'de_DE', 'en'],
      defaultLocale: ' en-gb ',
      customSlugLocales: ['nl-nl'],
    });
    expect(result).toEqual({ availableLocales: ['nl', 'en', 'de'], defaultLocale: 'en', customSlugLocales: ['nl'] });
    const res = await new ApiClient(server.t.url).get('/api/blokwerk/settings/get');
    expect(res.body).toMatchObject(result);
  });
});
