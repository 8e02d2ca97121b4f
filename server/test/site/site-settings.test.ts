import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors.js';
import type { Actor } from '../../src/operations/actor.js';
import { invoke } from '../../src/operations/invoke.js';
import { getSiteSettings, updateSiteSettings } from '../../src/modules/settings/site-settings-operations.js';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { gql } from '../support/gql.js';
import { snapshot } from '../support/test-database.js';
import { contextAs, useTestServer } from '../support/test-server.js';
import { pdf, png, upload, type MediaFileView } from '../media/support.js';

// Renders the built site (site/dist): run `npm run build -w site` first.

const editor: Actor = {
  kind: 'user',
  userId: 2,
  email: 'editor@example.test',
  permissions: new Set(['create-page', 'edit-page', 'publish-page', 'manage-media', 'manage-menu'] as const),
};

async function get(baseUrl: string, path: string): Promise<{ status: number; cache: string | null; html: string }> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
}

const UPDATE = 'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { fontPair } }';

describe('site settings', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  let logo: MediaFileView;
  let document: MediaFileView;
  const pages: Record<string, number> = {};

  const publishedPage = async (title: string, slug: string, locale: string, text: string) => {
    const { createPage } = await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
      admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
      { input: { title, slug, type: 'page', locale } },
    );
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: createPage.pageVersionID, revision: 1, title, blocks: [{ type: 'heading', key: 'h', props: { text, level: 'h2' } }] },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
    return createPage.pageID;
  };
  const update = (input: Record<string, unknown>) =>
    gql(admin, UPDATE, {
      input: { fontPair: 'system', siteName: [], footerText: [], footerLinks: [], social: [], homePages: [], notFoundPages: [], ...input },
    });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    logo = (await upload(admin, '/', 'logo.png', await png(200, 100), 'image/png')).body.file;
    document = (await upload(admin, '/', 'folder.pdf', pdf, 'application/pdf')).body.file;
    pages.home = await publishedPage('Welkom thuis', 'welkom', 'nl', 'De gekozen homepage');
    pages.oops = await publishedPage('Oeps', 'oeps', 'nl', 'Deze pagina bestaat niet meer');
    pages.english = await publishedPage('Home', 'home', 'en', 'The English home page');
  });

  it('refuses an editor without manage-settings reading for editing and updating with UM_01, changing nothing', async () => {
    const before = await snapshot(server.t.database.pool);
    const ctx = contextAs(server.t, editor);
    await expect(invoke(getSiteSettings, ctx, {})).rejects.toMatchObject({ status: 403, errors: [{ code: 'UM_01' }] });
    await expect(invoke(updateSiteSettings, ctx, { siteName: [{ locale: 'nl', value: 'Van de redacteur' }] })).rejects.toMatchObject({
      status: 403,
      errors: [{ code: 'UM_01' }],
    });
    expect(await snapshot(server.t.database.pool)).toBe(before);
  });

  it('turns bad input into catalogue codes and changes nothing', async () => {
    const before = await snapshot(server.t.database.pool);
    const ctx = () => contextAs(server.t, { kind: 'user', userId: 1, email: ADMIN.email, permissions: new Set(['manage-settings'] as const) });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ siteName: [{ locale: 'nl', value: 'x'.repeat(101) }] }, 'V_14', 'siteName.0.value'],
      [{ siteName: [{ locale: 'fr', value: 'Le site' }] }, 'V_12', 'siteName.0.locale'],
      [{ logoId: 999_999 }, 'V_12', 'logoId'],
      [{ faviconId: document.id }, 'V_12', 'faviconId'],
      [{ homePages: [{ locale: 'nl', pageId: pages.english }] }, 'V_12', 'homePages.0.pageId'],
      [{ notFoundPages: [{ locale: 'nl', pageId: 999_999 }] }, 'V_12', 'notFoundPages.0.pageId'],
      [{ social: [{ network: 'facebook', url: 'javascript:alert(1)' }] }, 'V_13', 'social.0.url'],
      [{ social: [{ network: 'myspace', url: 'https://myspace.example' }] }, 'V_12', 'social.0.network'],
      [{ footerLinks: [{ locale: 'nl', label: 'Beide', pageId: pages.home, url: 'https://example.test' }] }, 'V_12', 'footerLinks.0.url'],
      [{ footerLinks: [{ locale: 'nl', label: 'Elders', url: 'ftp://example.test' }] }, 'V_13', 'footerLinks.0.url'],
      [
        { colours: { primary: '#0b5cad', primaryText: '#ffffff', accent: '#0d2b45', accentText: '#ffffff', background: '#ffffff', text: '#cccccc' } },
        'V_19',
        'colours.text',
      ],
      [
        { colours: { primary: '#0b5cad', primaryText: '#ffffff', accent: '#0d2b45', accentText: '#ffffff', background: '#ffffff', text: 'red' } },
        'V_12',
        'colours.text',
      ],
      [{ fontPair: 'comic' }, 'V_12', 'fontPair'],
    ];
    for (const [input, code, property] of cases) {
      const error = await invoke(updateSiteSettings, ctx(), input).catch((e: unknown) => e);
      expect(error, JSON.stringify(input)).toBeInstanceOf(DomainError);
      expect((error as DomainError).errors, JSON.stringify(input)).toEqual([{ code, property }]);
    }
    expect(await snapshot(server.t.database.pool)).toBe(before);
  });

  it('shows the new site name at once, also on a page the cache held', async () => {
    await get(server.t.url, '/welkom');
    const cached = await get(server.t.url, '/welkom');
    expect(cached.cache).toBe('hit');
    expect(cached.html).toContain('<title>Welkom thuis | Blokwerk</title>');

    await update({
      siteName: [
        { locale: 'nl', value: 'Bakkerij de Korrel' },
        { locale: 'en', value: 'Korrel Bakery' },
      ],
      logoId: logo.id,
    });
    const after = await get(server.t.url, '/welkom');
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('<title>Welkom thuis | Bakkerij de Korrel</title>');
    expect(after.html).toMatch(/<a class="site-name[^"]*"[^>]*>.*Bakkerij de Korrel/s);
    expect(after.html).toContain(`preview-image?imageID=${logo.id}&amp;w=256`);
    expect((await get(server.t.url, '/en/home')).html).toContain('<title>Home | Korrel Bakery</title>');
    // The logo is fetched by visitors: shared when chosen.
    expect((await fetch(new URL(`/api/blokwerk/medialib/preview-image?imageID=${logo.id}`, server.t.url))).status).toBe(200);
  });

  it('serves the chosen home page at / and the chosen 404 page with status 404', async () => {
    await update({
      homePages: [
        { locale: 'nl', pageId: pages.home },
        { locale: 'en', pageId: pages.english },
      ],
      notFoundPages: [{ locale: 'nl', pageId: pages.oops }],
    });
    const home = await get(server.t.url, '/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('De gekozen homepage');
    expect((await get(server.t.url, '/en/')).html).toContain('The English home page');

    const missing = await get(server.t.url, '/bestaat-niet');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Deze pagina bestaat niet meer');
    expect(missing.html).toContain('id="not-found-search-term"');
    // Without a chosen 404 page in English, the default text.
    const english = await get(server.t.url, '/en/nothing-here');
    expect(english.status).toBe(404);
    expect(english.html).toContain('Page not found');
  });

  it('renders the footer, social profiles, colours and the default sharing image', async () => {
    await update({
      shareImageId: logo.id,
      footerText: [{ locale: 'nl', value: 'Vers brood sinds 1921' }],
      footerLinks: [
        { locale: 'nl', label: 'Over de bakkerij', pageId: pages.oops },
        { locale: 'nl', label: 'Route', url: 'https://maps.example.test/korrel' },
      ],
      social: [{ network: 'instagram', url: 'https://instagram.example.test/korrel' }],
      colours: { primary: '#1e6b3a', primaryText: '#ffffff', accent: '#e8f3ec', accentText: '#14331f', background: '#ffffff', text: '#1b1f24' },
      fontPair: 'serif',
    });
    const { html } = await get(server.t.url, '/welkom');
    expect(html).toContain('Vers brood sinds 1921');
    expect(html).toMatch(/<a href="\/oeps"[^>]*>Over de bakkerij<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/maps\.example\.test\/korrel"[^>]*>Route<\/a>/);
    expect(html).toMatch(/href="https:\/\/instagram\.example\.test\/korrel"[^>]*aria-label="[^"]*Instagram"/);
    expect(html).toContain('--accent:#1e6b3a');
    expect(html).toMatch(/<meta property="og:image" content="[^"]*preview-image\?imageID=\d+"/);
    const settings = await gql<{ siteSettings: { fontPair: string; shareImageId: number } }>(admin, '{ siteSettings { fontPair shareImageId } }');
    expect(settings.siteSettings).toEqual({ fontPair: 'serif', shareImageId: logo.id });
  });
});
