import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { gql } from '../support/gql.js';
import { fetchHtml } from '../support/site-page.js';
import { useTestServer } from '../support/test-server.js';

// Renders the built site (site/dist, or BLOKWERK_SITE_DIST): run `npm run build -w site` first.

const ORIGIN = 'https://www.example.test';
const VERSION = 'id revision tags privateTags';

interface Created {
  pageID: number;
  pageVersionID: number;
}
interface Version {
  id: number;
  revision: number;
  tags: string[];
  privateTags: string[];
}
type TaggedPages = Envelope & { tag: string; total: number; pageNumber: number; pages: { slug: string; title: string; tags: string[] }[] };

describe('tags on pages: storage, the site, its tag pages, sitemap, search and the lists', { timeout: 120_000 }, () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_PUBLIC_URL: ORIGIN });
  let admin: ApiClient;
  let visitor: ApiClient;

  const create = async (title: string, slug: string, locale = 'nl') =>
    (
      await gql<{ createPage: Created }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }', {
        input: { title, slug, type: 'page', locale },
      })
    ).createPage;
  const store = (input: Record<string, unknown>) =>
    admin.graphql<{ storePageVersion: { pageVersion: Version } }>(
      `mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { pageVersion { ${VERSION} } } }`,
      { input: { blocks: [], ...input } },
    );
  const publish = (id: number) => gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
  /** A published page with these public (and private) tags and a text block. */
  const taggedPage = async (title: string, slug: string, tags: string[], extra: Record<string, unknown> = {}, locale = 'nl') => {
    const page = await create(title, slug, locale);
    const stored = await store({ id: page.pageVersionID, revision: 1, title, tags, ...extra });
    expect(stored.body.errors).toBeUndefined();
    await publish(page.pageID);
    return page;
  };
  const tagPage = (query: string) => visitor.get<TaggedPages>(`/api/blokwerk/tags/pages?${query}`);
  /** The overview's list of nl pages with a tag. */
  const list = (tag: string) =>
    gql<{ pages: { totalItems: number; items: { slug: string }[] } }>(
      admin,
      'query($tag: String) { pages(tag: $tag, locale: "nl", pageSize: 50) { totalItems items { slug } } }',
      { tag },
    );

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.t.url).prime();
    for (const [tag, isPrivate] of [
      ['Techniek', false],
      ['Zorg en welzijn', false],
      ['Intern', true],
    ] as const)
      await admin.post('/api/blokwerk/tags/validate', { tag, private: isPrivate });
  });

  it('stores tags with each version in the spelling of their set, keeps them when omitted and refuses unknown ones', async () => {
    const page = await create('Opslag', 'opslag');
    const first = await store({ id: page.pageVersionID, revision: 1, title: 'Opslag', tags: ['techniek', 'TECHNIEK'], privateTags: ['intern'] });
    expect(first.body.data?.storePageVersion.pageVersion).toMatchObject({ revision: 2, tags: ['Techniek'], privateTags: ['Intern'] });
    // Omitted: the base version's tags stay; [] clears a set.
    const kept = await store({ id: first.body.data?.storePageVersion.pageVersion.id, revision: 2, title: 'Opslag', privateTags: [] });
    expect(kept.body.data?.storePageVersion.pageVersion).toMatchObject({ revision: 3, tags: ['Techniek'], privateTags: [] });
    const headID = kept.body.data?.storePageVersion.pageVersion.id;

    // An unknown tag, a private tag in the public set, too many: refused on the item, nothing stored.
    for (const [input, property] of [
      [{ tags: ['Techniek', 'Onbekend'] }, 'tags.1'],
      [{ tags: ['Intern'] }, 'tags.0'],
      [{ privateTags: ['Techniek'] }, 'privateTags.0'],
      [{ tags: Array.from({ length: 21 }, () => 'Techniek') }, 'tags'],
    ] as const) {
      const refused = await store({ id: headID, revision: 3, title: 'Opslag', ...input });
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_12', errors: [expect.objectContaining({ code: 'V_12', property })] });
    }
    const rest = await admin.get<Envelope & { page: { revision: number }; pageVersion: Version }>(`/api/blokwerk/page/${page.pageID}`);
    expect(rest.body).toMatchObject({ page: { revision: 3 }, pageVersion: { tags: ['Techniek'], privateTags: [] } });

    // Restoring the first stored version brings its tags back; a comparison names them.
    const restored = await admin.post<Envelope & { pageVersion: Version }>(
      `/api/blokwerk/page/version/${first.body.data?.storePageVersion.pageVersion.id}/restore`,
      {
        revision: 3,
      },
    );
    expect(restored.body.pageVersion).toMatchObject({ tags: ['Techniek'], privateTags: ['Intern'] });
    const compared = await admin.get<Envelope & { changedFields: string[] }>(
      `/api/blokwerk/page/version/compare?from=${headID}&to=${restored.body.pageVersion.id}`,
    );
    expect(compared.body.changedFields).toEqual(['privateTags']);

    // A translation copies them.
    const translated = await gql<{ createTranslation: Created }>(
      admin,
      'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID pageVersionID } }',
      { input: { pageID: page.pageID, locale: 'en', title: 'Storage', slug: 'storage' } },
    );
    const copy = await admin.get<Envelope & { pageVersion: Version }>(`/api/blokwerk/page/version/fetch/${translated.createTranslation.pageVersionID}`);
    expect(copy.body.pageVersion).toMatchObject({ tags: ['Techniek'], privateTags: ['Intern'] });
  });

  it('keeps page slugs out of the tag pages’ path: taken, as a slug of another page is', async () => {
    const refused = await admin.post<Envelope>('/api/blokwerk/page/create', { title: 'Schaduw', slug: 'tags/nieuws', type: 'page', locale: 'nl' });
    expect(refused.status).toBe(409);
    expect(refused.body.Errors).toEqual([expect.objectContaining({ code: 'V_06', property: 'slug' })]);
    const check = await admin.post<Envelope & { available: boolean }>('/api/blokwerk/page/slug-available', { slug: 'tags/nieuws', locale: 'nl' });
    expect(check.body.available).toBe(false);
    expect(
      (await admin.post<Envelope & { available: boolean }>('/api/blokwerk/page/slug-available', { slug: 'tagsnieuws', locale: 'nl' })).body.available,
    ).toBe(true);
  });

  it('shows public tags on the published page, never private ones, and lists tagged pages per locale, paged', async () => {
    const shown = await taggedPage('Vakmanschap', 'vakmanschap', ['Techniek', 'Zorg en welzijn'], { privateTags: ['Intern'] });
    await taggedPage('Skilled work', 'skilled-work', ['Techniek'], {}, 'en');
    const answer = await visitor.post<Envelope & { pageVersion: Version }>('/api/blokwerk/page/get-by-slug', { slug: 'vakmanschap', locale: 'nl' });
    expect(answer.body.pageVersion).toMatchObject({ tags: ['Techniek', 'Zorg en welzijn'], privateTags: [] });

    const page = await fetchHtml(server.t.url, '/vakmanschap');
    expect(page.html).toMatch(/<a href="\/tags\/zorg%20en%20welzijn" rel="tag"[^>]*>Zorg en welzijn<\/a>/);
    expect(page.html).not.toContain('Intern');

    // 20 a page: 21 pages with the tag make two.
    for (let i = 1; i <= 20; i += 1) await taggedPage(`Zorg ${i}`, `zorg-${i}`, ['Zorg en welzijn']);
    const first = await tagPage('tag=ZORG%20EN%20WELZIJN&locale=nl');
    expect(first.body).toMatchObject({ tag: 'Zorg en welzijn', total: 21, pageNumber: 1 });
    expect(first.body.pages).toHaveLength(20);
    const second = await tagPage('tag=zorg%20en%20welzijn&locale=nl&page=2');
    expect(second.body.pages.map((p) => p.slug)).toEqual(['vakmanschap']);
    expect((await tagPage('tag=zorg%20en%20welzijn&locale=nl&page=3')).status).toBe(404);
    expect((await tagPage('tag=Intern&locale=nl')).status).toBe(404);
    expect((await tagPage('tag=Techniek&locale=en')).body.pages.map((p) => p.slug)).toEqual(['skilled-work']);

    const html = await fetchHtml(server.t.url, '/tags/zorg%20en%20welzijn');
    expect(html.status).toBe(200);
    expect(html.html).toContain(`<link rel="canonical" href="${ORIGIN}/tags/zorg%20en%20welzijn">`);
    expect(html.html).toContain('<a href="/tags/zorg%20en%20welzijn?page=2" rel="next">');
    expect((html.html.match(/<li>\s*<h2>/g) ?? []).length).toBe(20);
    const last = await fetchHtml(server.t.url, '/tags/zorg%20en%20welzijn?page=2');
    expect(last.html).toContain('<a href="/tags/zorg%20en%20welzijn" rel="prev">');
    expect(last.html).toContain('<a href="/vakmanschap">Vakmanschap</a>');
    expect((await fetchHtml(server.t.url, '/en/tags/techniek')).html).toContain('<a href="/en/skilled-work">Skilled work</a>');
    expect((await fetchHtml(server.t.url, '/tags/onbekend')).status).toBe(404);
    expect((await fetchHtml(server.t.url, '/tags/intern')).status).toBe(404);

    // The sitemap names each tag page with pages, per locale; a private tag has none.
    const sitemap = (await fetchHtml(server.t.url, '/sitemap.xml')).html;
    expect(sitemap).toContain(`<loc>${ORIGIN}/tags/techniek</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/en/tags/techniek</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/tags/zorg%20en%20welzijn</loc>`);
    expect(sitemap).not.toContain('intern');

    // Unpublished, a page leaves its tag pages at once (they are page lists: cdn/tags.ts).
    await gql(admin, 'mutation($id: Int!) { unpublishPage(id: $id) { page { id } } }', { id: shown.pageID });
    expect((await tagPage('tag=zorg%20en%20welzijn&locale=nl')).body.total).toBe(20);
    expect((await fetchHtml(server.t.url, '/tags/zorg%20en%20welzijn')).html).not.toContain('rel="next"');
  });

  it('finds pages by their public tags in the site search, which shows them, and filters the overview by any tag', async () => {
    const page = await taggedPage('Werkplaats', 'werkplaats', ['Techniek'], { privateTags: ['Intern'] });
    const search = await visitor.post<Envelope & { results: { pageID: number; tags: string[] }[] }>('/api/blokwerk/search/search', {
      term: 'techniek',
      locales: ['nl'],
    });
    expect(search.body.results.find((result) => result.pageID === page.pageID)?.tags).toEqual(['Techniek']);
    const results = (await fetchHtml(server.t.url, '/-/search?q=techniek&locale=nl')).html;
    expect(results).toMatch(/<ul aria-label="Tags"[^>]*><li[^>]*><a href="\/tags\/techniek" rel="tag"[^>]*>Techniek<\/a>/);
    // Private tags are no words of the page.
    const hidden = await visitor.post<Envelope & { results: { pageID: number }[] }>('/api/blokwerk/search/search', { term: 'intern', locales: ['nl'] });
    expect(hidden.body.results.map((result) => result.pageID)).not.toContain(page.pageID);

    const internal = await list('INTERN');
    expect(internal.pages.items.map((item) => item.slug).toSorted()).toEqual(['opslag', 'vakmanschap', 'werkplaats']);
    expect(internal.pages.totalItems).toBe(3);
    expect((await list('techniek')).pages.items.map((item) => item.slug)).toContain('werkplaats');
  });
});
