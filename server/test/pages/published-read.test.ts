import { describe, expect, it } from 'vitest';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { everyStandardBlock } from '../content-model/fixtures.js';

type Created = Envelope & { pageID: number; pageVersionID: number };
type Found = Envelope & { page: Record<string, unknown> & { publishedVersionID: number }; pageVersion: Record<string, unknown> };
interface Settings {
  availableLocales: string[];
  defaultLocale: string;
  customSlugLocales: string[];
}

/** The public read path (published-read.ts, the cached settings) answers exactly what the entity views do. */
describe('published page reads', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);
  const publish = (id: number) => server.t.database.pool.query('update "page" set "published_version_id" = "head_version_id" where "id" = $1', [id]);

  it('answers get-by-slug with the same page and version views as the editor reads', async () => {
    const client = await admin();
    const created = await client.post<Created>('/api/blokwerk/page/create', {
      title: 'Alle blokken',
      slug: 'alle-blokken',
      type: 'page',
      locale: 'nl',
      content: everyStandardBlock,
    });
    await client.post(`/api/blokwerk/page/version/${created.body.pageVersionID}/store`, {
      revision: 1,
      title: 'Alle blokken',
      blocks: everyStandardBlock,
      typeData: {},
      seoTitle: 'SEO',
      seoDescription: 'Beschrijving',
      seoKeywords: ['a', 'b'],
      seoImage: [{ fileID: 9, hash: '9'.repeat(64), fileName: 'og.jpg', altText: 'OG' }],
    });
    await publish(created.body.pageID);
    // A newer head: the published view differs from the head (hasUnpublishedChanges, title).
    const head = await client.get<Found>(`/api/blokwerk/page/${created.body.pageID}`);
    await client.post(`/api/blokwerk/page/version/${String(head.body.pageVersion.id)}/store`, { revision: 2, title: 'Nieuwe kop', blocks: [], typeData: {} });

    const visitor = await new ApiClient(server.t.url).prime();
    const found = await visitor.get<Found>('/api/blokwerk/page/get-by-slug-query?slug=alle-blokken');
    expect(found.status).toBe(200);
    const page = await client.get<Found>(`/api/blokwerk/page/${created.body.pageID}`);
    const version = await client.get<Envelope & { pageVersion: Record<string, unknown> }>(
      `/api/blokwerk/page/version/fetch/${found.body.page.publishedVersionID}`,
    );
    expect(found.body.page).toEqual(page.body.page);
    expect(found.body.page).toMatchObject({ title: 'Nieuwe kop', hasUnpublishedChanges: true });
    expect(found.body.pageVersion).toEqual(version.body.pageVersion);
    expect(found.body.pageVersion).toMatchObject({ seoTitle: 'SEO', seoKeywords: ['a', 'b'], blocks: everyStandardBlock });
  });

  it('answers sitePage like pageBySlug, pageSiblings and pageTypeJsonLd together', async () => {
    const client = await admin();
    const nl = await client.post<Created>('/api/blokwerk/page/create', { title: 'Vacatures', slug: 'vacatures', type: 'page', locale: 'nl' });
    const en = await client.post<Created>('/api/blokwerk/page/create-translation', { pageID: nl.body.pageID, newLocale: 'en', title: 'Jobs', slug: 'jobs' });
    // A third translation, left unpublished.
    await client.post<Created>('/api/blokwerk/page/create-translation', { pageID: nl.body.pageID, newLocale: 'de', title: 'Stellen', slug: 'stellen' });
    await publish(nl.body.pageID);
    await publish(en.body.pageID);
    const visitor = await new ApiClient(server.t.url).prime();
    const fields = 'page { id slug title hasUnpublishedChanges } pageVersion { id title blocks seoKeywords createdAt } redirect { locale slug }';
    const answer = await visitor.graphql<Record<string, unknown>>(
      `query($id: Int!) { sitePage(slug: "vacatures") { ${fields} siblings { id locale slug } imageSizes { id } jsonLdType }
         pageBySlug(slug: "vacatures") { ${fields} } pageSiblings(id: $id) { id locale slug } pageTypeJsonLd(type: "page") }`,
      { id: nl.body.pageID },
    );
    const data = answer.body.data as { sitePage: Record<string, unknown>; pageBySlug: Record<string, unknown>; pageSiblings: unknown; pageTypeJsonLd: unknown };
    const { siblings, imageSizes, jsonLdType, ...page } = data.sitePage;
    expect(page).toEqual(data.pageBySlug);
    expect(siblings).toEqual(data.pageSiblings);
    expect(siblings).toEqual([{ id: en.body.pageID, locale: 'en', slug: 'jobs' }]);
    expect(imageSizes).toEqual([]);
    expect(jsonLdType).toEqual(data.pageTypeJsonLd);
    const missing = await visitor.graphql('{ sitePage(slug: "nergens") { page { id } } }');
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: 'PM_01' });
  });

  it('sees a settings update at once in this process, and one of another process by its event', async () => {
    const client = await admin();
    const visitor = await new ApiClient(server.t.url).prime();
    const settings = async () => (await visitor.get<Envelope & Settings>('/api/blokwerk/settings/get')).body;
    expect((await settings()).availableLocales).toEqual(['nl', 'en']);

    expect(
      (await client.post('/api/blokwerk/settings/update', { availableLocales: ['nl', 'en', 'de'], defaultLocale: 'nl', customSlugLocales: [] })).status,
    ).toBe(200);
    expect((await settings()).availableLocales).toEqual(['nl', 'en', 'de']);
    const created = await client.post<Created>('/api/blokwerk/page/create', { title: 'Karriere', slug: 'karriere', type: 'page', locale: 'de' });
    await publish(created.body.pageID);
    expect((await visitor.get<Found>('/api/blokwerk/page/get-by-slug-query?slug=karriere&locale=de')).body.page).toMatchObject({ locale: 'de' });

    // Another process's update: the row changes and its event arrives, nothing else.
    await server.t.database.pool.query(`update "settings" set "available_locales" = '{nl,en}', "default_locale" = 'en'`);
    await server.t.database.pool.query(`select pg_notify('blokwerk_content', $1)`, [
      JSON.stringify({ type: 'settings.updated', pageId: null, at: new Date().toISOString() }),
    ]);
    await expect.poll(async () => (await settings()).defaultLocale, { timeout: 1000 }).toBe('en');
    expect((await visitor.get('/api/blokwerk/page/get-by-slug-query?slug=karriere&locale=de')).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_12', property: 'locale' }),
    ]);
  });
});
