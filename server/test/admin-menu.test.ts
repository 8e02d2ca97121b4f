import { describe, expect, it } from 'vitest';
import { defineExtension } from '../src/extensions/extension.js';
import { assemblePlatform } from '../src/extensions/platform.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from './support/accounts.js';
import { useTestServer } from './support/test-server.js';

const vacancies = {
  id: 'vacancies',
  label: { en: 'Vacancies', nl: 'Vacatures' },
  path: '/cmsadmin/vacancies',
  children: [{ id: 'vacancy-highlights', label: { en: 'Vacancy Highlight Settings' }, path: '/cmsadmin/vacancies/highlights', permission: 'manage-users' }],
};
const extension = defineExtension({ name: 'test-vacancies', adminMenu: [vacancies] });

const QUERY = 'query($l: String) { adminMenu(locale: $l) { id label path permission children { id label permission } } }';

describe("an extension's admin menu items", () => {
  const server = useTestServer(ADMIN_ENV, [extension]);

  it('refuses, at start-up, paths outside /cmsadmin and ids used twice', () => {
    expect(() => assemblePlatform([defineExtension({ name: 'x', adminMenu: [{ id: 'x', label: { en: 'X' }, path: '/elsewhere' }] })])).toThrow(
      /under \/cmsadmin/,
    );
    expect(() => assemblePlatform([extension, defineExtension({ name: 'again', adminMenu: [vacancies] })])).toThrow(/vacancies is registered twice/);
  });

  it('lists the entries the caller may use, in their interface locale', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const nl = await admin.graphql<{ adminMenu: unknown }>(QUERY, { l: 'nl-NL' });
    expect(nl.body.data?.adminMenu).toEqual([
      {
        id: 'vacancies',
        label: 'Vacatures',
        path: '/cmsadmin/vacancies',
        permission: null,
        children: [{ id: 'vacancy-highlights', label: 'Vacancy Highlight Settings', permission: 'manage-users' }],
      },
    ]);
    const editor = await activatedUser(server.t, admin, 'menu-editor@example.test', 'Editor');
    const forEditor = await editor.client.graphql<{ adminMenu: { children: unknown[] }[] }>(QUERY, { l: 'en' });
    expect(forEditor.body.data?.adminMenu[0]?.children).toEqual([]);
    const anonymous = await (await new ApiClient(server.t.url).prime()).graphql(QUERY);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UM_01');
  });
});
