import { describe, expect, it } from 'vitest';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { everyStandardBlock } from '../content-model/fixtures.js';

interface PageView {
  id: number;
  slug: string;
  locale: string;
  translationGroup: number;
  title: string;
}
type Created = Envelope & { pageID: number; pageVersionID: number };

describe('translations, copies, pickers and site lookups', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);
  const publish = (id: number) => server.t.database.pool.query('update "page" set "published_version_id" = "head_version_id" where "id" = $1', [id]);

  it('creates a translation in the same group with the content copied; one per locale (V_06)', async () => {
    const client = await admin();
    const nl = await client.post<Created>('/api/blokwerk/page/create', {
      title: 'Werken bij',
      slug: 'werken-bij',
      type: 'page',
      locale: 'nl',
      content: everyStandardBlock,
    });
    const en = await client.post<Created>('/api/blokwerk/page/create-translation', {
      pageID: nl.body.pageID,
      newLocale: 'en-US',
      title: 'Careers',
      slug: 'careers',
    });
    expect(en.status).toBe(200);
    const page = await client.get<Envelope & { page: PageView; pageVersion: { blocks: unknown[] } }>(`/api/blokwerk/page/${en.body.pageID}`);
    expect(page.body.page).toMatchObject({ locale: 'en', slug: 'careers', title: 'Careers', translationGroup: nl.body.pageID });
    expect(page.body.pageVersion.blocks).toEqual(everyStandardBlock);
    expect(
      (await client.post('/api/blokwerk/page/create-translation', { pageID: nl.body.pageID, newLocale: 'en', title: 'Again', slug: 'again' })).body.Errors,
    ).toEqual([expect.objectContaining({ code: 'V_06', property: 'newLocale' })]);
    expect(
      (await client.post('/api/blokwerk/page/create-translation', { pageID: nl.body.pageID, newLocale: 'xx', title: 'X', slug: 'x' })).body.Errors,
    ).toEqual([expect.objectContaining({ code: 'V_12', property: 'newLocale' })]);

    const siblings = await client.get<Envelope & { siblings: unknown[] }>(`/api/blokwerk/page/get-sibling-slugs/${nl.body.pageID}`);
    expect(siblings.body.siblings).toEqual([{ id: en.body.pageID, locale: 'en', slug: 'careers' }]);
    // Visitors see published pages and siblings only.
    const visitor = await new ApiClient(server.t.url).prime();
    expect((await visitor.get(`/api/blokwerk/page/get-sibling-slugs/${nl.body.pageID}`)).status).toBe(404);
    await publish(nl.body.pageID);
    expect((await visitor.get<Envelope & { siblings: unknown[] }>(`/api/blokwerk/page/get-sibling-slugs/${nl.body.pageID}`)).body.siblings).toEqual([]);
    await publish(en.body.pageID);
    expect((await visitor.get<Envelope & { siblings: unknown[] }>(`/api/blokwerk/page/get-sibling-slugs/${nl.body.pageID}`)).body.siblings).toHaveLength(1);
  });

  it('duplicates a page as an independent page of its own group', async () => {
    const client = await admin();
    const source = (await client.post<Envelope & { items: PageView[] }>('/api/blokwerk/page/search', { searchTerm: 'werken' })).body.items[0];
    const copy = await client.post<Created>('/api/blokwerk/page/duplicate', {
      pageID: source?.id,
      locale: 'nl',
      title: 'Werken bij (kopie)',
      slug: 'werken-bij-kopie',
    });
    const page = await client.get<Envelope & { page: PageView; pageVersion: { blocks: unknown[] } }>(`/api/blokwerk/page/${copy.body.pageID}`);
    expect(page.body.page.translationGroup).toBe(copy.body.pageID);
    expect(page.body.pageVersion.blocks).toEqual(everyStandardBlock);
    expect((await client.post('/api/blokwerk/page/duplicate', { pageID: source?.id, locale: 'nl', title: 'X', slug: 'werken-bij' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_06', property: 'slug' }),
    ]);
    expect((await client.post('/api/blokwerk/page/duplicate', { pageID: 99999, locale: 'nl', title: 'X', slug: 'x' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'PM_01' }),
    ]);
  });

  it('answers pickers: get-multiple in the asked order, search by title or slug', async () => {
    const client = await admin();
    const all = (await client.post<Envelope & { items: PageView[] }>('/api/blokwerk/page/list', { pageSize: 100 })).body.items;
    const ids = all.map((p) => p.id).toReversed();
    const multiple = await client.post<Envelope & { items: PageView[] }>('/api/blokwerk/page/get-multiple', { pageIDs: [...ids, 424242] });
    expect(multiple.body.items.map((p) => p.id)).toEqual(ids);
    const english = await client.post<Envelope & { items: PageView[] }>('/api/blokwerk/page/get-multiple', { pageIDs: ids, locale: 'en' });
    expect(english.body.items.map((p) => p.slug)).toEqual(['careers']);
    expect((await client.post<Envelope & { items: PageView[] }>('/api/blokwerk/page/search', { searchTerm: 'KOPIE' })).body.items.map((p) => p.slug)).toEqual([
      'werken-bij-kopie',
    ]);
    expect((await client.post('/api/blokwerk/page/search', { searchTerm: '' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_16', property: 'searchTerm' }),
    ]);
  });

  it('checks anchor names against the other blocks of the version being edited', async () => {
    const client = await admin();
    const blocks = [
      { key: 'a', anchorPoint: 'Contact' },
      { key: 'b', anchorPoint: null },
    ];
    const available = async (anchorName: string, blockKey?: string) =>
      (await client.post<Envelope & { available: boolean }>('/api/blokwerk/page/anchor-available', { anchorName, blockKey, pageVersionBlocks: blocks })).body
        .available;
    expect(await available('contact', 'b')).toBe(false);
    expect(await available('contact', 'a')).toBe(true); // its own anchor
    expect(await available('team', 'b')).toBe(true);
    expect(await available('met spatie', 'b')).toBe(false);
  });

  it('lists the published pages of a type for the site, and serves get-by-slug-query over GET', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const items = await visitor.post<Envelope & { items: { page: PageView }[] }>('/api/blokwerk/page/get-pages', { type: 'page', locale: 'nl' });
    expect(items.body.items.map((i) => i.page.slug)).toEqual(['werken-bij']);
    const byQuery = await visitor.get<Envelope & { page: PageView }>('/api/blokwerk/page/get-by-slug-query?slug=careers&locale=en');
    expect(byQuery.body.page.slug).toBe('careers');
    const gql = await visitor.graphql<{ pageSiblings: { locale: string }[]; publishedPages: { page: { slug: string } }[] }>(
      `query($id: Int!) { pageSiblings(id: $id) { locale } publishedPages(type: "page", locale: "en") { page { slug } } }`,
      { id: items.body.items[0]?.page.id },
    );
    expect(gql.body.data).toEqual({ pageSiblings: [{ locale: 'en' }], publishedPages: [{ page: { slug: 'careers' } }] });
  });
});
