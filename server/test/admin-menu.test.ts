import { describe, expect, it } from 'vitest';
import { registerAdminMenuItem } from '../src/modules/admin-menu/registry.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from './support/accounts.js';
import { useTestServer } from './support/test-server.js';

registerAdminMenuItem({
  id: 'vacancies',
  label: { en: 'Vacancies', nl: 'Vacatures' },
  path: '/cmsadmin/vacancies',
  children: [
    { id: 'vacancy-highlights', label: { en: 'Vacancy Highlight Settings' }, path: '/cmsadmin/vacancies/highlights', permission: 'manage-users' },
  ],
});

const QUERY = 'query($l: String) { adminMenu(locale: $l) { id label path permission children { id label permission } } }';

describe('host-supplied admin menu items', () => {
  const server = useTestServer(ADMIN_ENV);

  it('refuses paths outside /cmsadmin', () => {
    expect(() => registerAdminMenuItem({ id: 'x', label: { en: 'X' }, path: '/elsewhere' })).toThrow(/under \/cmsadmin/);
  });

  it('lists the entries the caller may use, in their interface locale', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const nl = await admin.graphql<{ adminMenu: unknown }>(QUERY, { l: 'nl-NL' });
    expect(nl.body.data?.adminMenu).toEqual([{
      id: 'vacancies', label: 'Vacatures', path: '/cmsadmin/vacancies', permission: null,
      children: [{ id: 'vacancy-highlights', label: 'Vacancy Highlight Settings', permission: 'manage-users' }],
    }]);
    const editor = await activatedUser(server.t, admin, 'menu-editor@example.test', 'Editor');
    const forEditor = await editor.client.graphql<{ adminMenu: { children: unknown[] }[] }>(QUERY, { l: 'en' });
    expect(forEditor.body.data?.adminMenu[0]?.children).toEqual([]);
    const anonymous = await (await new ApiClient(server.t.url).prime()).graphql(QUERY);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UM_01');
  });
});
