import { beforeAll, describe, expect, it } from 'vitest';
import { assemblePlatform } from '../../src/extensions/platform.js';
import { defineExtension } from '../../src/extensions/extension.js';
import { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';
import { menuApi } from './menu-api.js';

/** An extension with two public routes, one in Dutch only, one kept out of the sitemap. */
const events = defineExtension({
  name: 'test-events',
  siteRoutes: [
    { id: 'agenda', paths: { nl: '/agenda', en: '/en/events' }, title: { nl: 'Agenda', en: 'Events' } },
    { id: 'tickets', paths: { nl: '/kaartjes' }, title: { nl: 'Kaartjes' }, sitemap: false },
  ],
});

const ORIGIN = 'https://www.example.test';
const SITE_MENU = 'query($locale: String!) { siteMenu(locale: $locale) { label route { id title path } } }';

describe("menu items that link an extension's site route (issue 31)", { timeout: 60_000 }, () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_PUBLIC_URL: ORIGIN }, [events]);
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const settings = await admin.post('/api/blokwerk/settings/update', { availableLocales: ['nl', 'en'], defaultLocale: 'nl', customSlugLocales: [] });
    if (settings.status !== 200) throw new Error(`settings: ${settings.status}`);
  });

  it("lists the declared routes in the site's locales, for anyone", async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const { siteRoutes } = await gql<{ siteRoutes: unknown }>(visitor, '{ siteRoutes { id sitemap paths { locale path title } } }');
    expect(siteRoutes).toEqual([
      {
        id: 'agenda',
        sitemap: true,
        paths: [
          { locale: 'nl', path: '/agenda', title: 'Agenda' },
          { locale: 'en', path: '/en/events', title: 'Events' },
        ],
      },
      { id: 'tickets', sitemap: false, paths: [{ locale: 'nl', path: '/kaartjes', title: 'Kaartjes' }] },
    ]);
  });

  it("accepts a declared route as a target, answered with its path in the menu's locale", async () => {
    const api = menuApi(admin);
    const nl = await api.add({ locale: 'nl', label: 'Agenda', target: { kind: 'route', route: 'agenda' } });
    expect(nl.items.find((item) => item.id === nl.itemID)).toMatchObject({ target: { kind: 'route', route: 'agenda' }, targetState: 'ok' });
    await api.add({ locale: 'en', label: "What's on", target: { kind: 'route', route: 'agenda' } });
    const { siteMenu: en } = await gql<{ siteMenu: unknown[] }>(admin, SITE_MENU, { locale: 'en' });
    expect(en).toEqual([{ label: "What's on", route: { id: 'agenda', title: 'Events', path: '/en/events' } }]);
    const edited = await api.edit({ id: nl.itemID, label: 'Kaartjes', target: { kind: 'route', route: 'tickets' } });
    expect(edited.items.find((item) => item.id === nl.itemID)).toMatchObject({ label: 'Kaartjes', target: { kind: 'route', route: 'tickets' } });
  });

  it("renders a route item at its locale's path, and lists the routes in sitemap.xml with their alternates", async () => {
    // The site (site/dist) as visitors get it: the Dutch menu's item from the test before.
    const home = await (await fetch(new URL('/', server.t.url))).text();
    expect(home).toMatch(/<a href="\/kaartjes"[^>]*>\s*Kaartjes\s*<\/a>/);
    const sitemap = await (await fetch(new URL('/sitemap.xml', server.t.url))).text();
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="nl" href="${ORIGIN}/agenda"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/events"/>`,
    ].join('');
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/agenda</loc>${alternates}</url>`);
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/en/events</loc>${alternates}</url>`);
    // Declared out of the sitemap.
    expect(sitemap).not.toContain('/kaartjes');
  });

  it('refuses an unknown route, a route without a path in the locale and a malformed one (V_12), changing nothing', async () => {
    const api = menuApi(admin);
    const before = await api.tree('nl');
    const refused = async (locale: string, target: Record<string, unknown>) => {
      const answer = await admin.graphql('mutation($input: AddMenuItemInput!) { addMenuItem(input: $input) { itemID } }', {
        input: { locale, label: 'X', target },
      });
      return answer.body.errors?.[0]?.extensions;
    };
    expect(await refused('nl', { kind: 'route', route: 'nowhere' })).toMatchObject({ code: 'V_12' });
    expect(await refused('en', { kind: 'route', route: 'tickets' })).toMatchObject({ code: 'V_12' });
    expect(await refused('nl', { kind: 'route', route: '../admin' })).toMatchObject({ code: 'V_12' });
    expect(await refused('nl', { kind: 'route', route: 'agenda', path: '/elsewhere' })).toMatchObject({ code: 'V_12' });
    const [item] = before;
    const edit = await admin.graphql('mutation($input: EditMenuItemInput!) { editMenuItem(input: $input) { itemID } }', {
      input: { id: item?.id, label: 'X', target: { kind: 'route', route: 'nowhere' } },
    });
    expect(edit.body.errors?.[0]?.extensions?.code).toBe('V_12');
    expect(await api.tree('nl')).toEqual(before);
  });

  it('refuses at start-up a route declared twice, a path not from the root, or a path without a title', () => {
    const route = { id: 'agenda', paths: { nl: '/agenda' }, title: { nl: 'Agenda' } };
    expect(() => assemblePlatform([events, defineExtension({ name: 'again', siteRoutes: [route] })])).toThrow(/agenda is declared twice/);
    expect(() => assemblePlatform([defineExtension({ name: 'x', siteRoutes: [{ ...route, paths: { nl: 'agenda' } }] })])).toThrow(/from the root/);
    expect(() => assemblePlatform([defineExtension({ name: 'x', siteRoutes: [{ ...route, paths: { nl: '/agenda', en: '/en/agenda' } }] })])).toThrow(
      /no title for en/,
    );
  });
});
