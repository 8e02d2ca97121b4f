import { beforeAll, describe, expect, it } from 'vitest';
import { menuApi } from '../menu/menu-api.js';
import { publishedPage, search, slugsOf } from '../search/search-support.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { useTestServer } from '../support/test-server.js';

// Renders the built site (site/dist): run `npm run build -w site` first.

type Version = Envelope & { pageVersion: { id: number; title: string }; revision: number };

describe('a waiting publication request never takes the live page offline', () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  let editor: ApiClient;
  let pageID: number;
  let childID: number;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    editor = (await activatedUser(server.t, admin, 'redacteur@example.test', 'Editor')).client;
    pageID = await publishedPage(admin, { title: 'Diensten', slug: 'diensten', html: '<p>Wij bouwen windparken.</p>' });
    childID = await publishedPage(admin, { title: 'Advies', slug: 'diensten/advies' });
    const menu = menuApi(admin);
    const parent = await menu.add({ locale: 'nl', label: 'Diensten', target: { kind: 'internal', pageId: pageID } });
    await menu.add({ locale: 'nl', parentID: parent.itemID, label: 'Advies', target: { kind: 'internal', pageId: childID } });
  });

  /** What a visitor sees of the page: its URL, the server-side page query, the menu, search and the sitemap. */
  async function visitorView() {
    const visitor = await new ApiClient(server.t.url).prime();
    const html = await (await fetch(new URL('/diensten', server.t.url))).text();
    const query = await visitor.get<Version>('/api/blokwerk/page/get-by-slug-query?slug=diensten');
    const menu = await visitor.graphql<{ siteMenu: { label: string }[] }>('{ siteMenu(locale: "nl") { label depth } }');
    const found = slugsOf(await search(visitor, { term: 'windparken' }));
    const sitemap = await (await fetch(new URL('/sitemap.xml', server.t.url))).text();
    return {
      title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? /<title>([^<|]*)/.exec(html)?.[1]?.trim(),
      query: query.status === 200 ? query.body.pageVersion.title : query.status,
      menu: menu.body.data?.siteMenu.map((item) => item.label),
      found,
      inSitemap: sitemap.includes('/diensten</loc>'),
    };
  }

  it('keeps serving the published version while its edit waits, then serves the accepted one', async () => {
    const live = { title: 'Diensten', query: 'Diensten', menu: ['Diensten', 'Advies'], found: ['diensten'], inSitemap: true };
    expect(await visitorView()).toEqual(live);
    const head = (await admin.get<Envelope & { page: { headVersionID: number; revision: number } }>(`/api/blokwerk/page/${pageID}`)).body.page;
    const stored = await editor.post<Version>(`/api/blokwerk/page/version/${head.headVersionID}/store`, {
      revision: head.revision,
      title: 'Onze diensten',
      blocks: [],
      typeData: {},
    });
    expect(stored.status).toBe(200);

    const requested = await editor.post(`/api/blokwerk/page/${pageID}/request-publication`, { comment: 'Nieuwe titel' });
    expect(requested.status).toBe(200);
    expect(await visitorView()).toEqual(live);

    // A rejection leaves the live version where it was.
    expect((await admin.post(`/api/blokwerk/page/version/${stored.body.pageVersion.id}/reject-publication`, { feedback: 'Nog niet' })).status).toBe(200);
    expect(await visitorView()).toEqual(live);

    expect((await editor.post(`/api/blokwerk/page/${pageID}/request-publication`, {})).status).toBe(200);
    expect((await admin.post(`/api/blokwerk/page/version/${stored.body.pageVersion.id}/accept-publication`, {})).status).toBe(200);
    // The accepted version has no text about wind farms: search follows the live version.
    expect(await visitorView()).toEqual({ ...live, title: 'Onze diensten', query: 'Onze diensten', found: [] });
  });
});
