import { beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../src/extension.js';
import { ANONYMOUS } from '../../src/operations/actor.js';
import type { Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { contextAs, useTestServer } from '../support/test-server.js';

type Created = Envelope & { pageID: number; pageVersionID: number };

/** The content read API extensions use instead of core's tables (extensions/content-read.ts). */
describe('content read API for extensions', () => {
  const server = useTestServer(ADMIN_ENV);
  const reader = () => contextAs(server.t, ANONYMOUS);
  const editor = () => contextAs(server.t, { kind: 'user', userId: 1, email: ADMIN.email, permissions: new Set(['edit-page']) });
  const ids: Record<'first' | 'second' | 'draft' | 'english', number> = { first: 0, second: 0, draft: 0, english: 0 };

  beforeAll(async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const create = async (title: string, slug: string, locale = 'nl') =>
      (
        await admin.post<Created>('/api/blokwerk/page/create', {
          title,
          slug,
          type: 'page',
          locale,
          content: [{ type: 'rich-text', key: 'k', props: { html: `<p>${title}</p>` } }],
        })
      ).body;
    const publish = (id: number) => server.t.database.pool.query('update "page" set "published_version_id" = "head_version_id" where "id" = $1', [id]);
    const first = await create('Eerste', 'eerste');
    ids.first = first.pageID;
    ids.second = (await create('Tweede', 'tweede')).pageID;
    ids.draft = (await create('Concept', 'concept')).pageID;
    ids.english = (await create('About', 'about', 'en')).pageID;
    for (const id of [ids.first, ids.second, ids.english]) await publish(id);
    // A newer draft of the first: the published reads keep its published title.
    await admin.post(`/api/blokwerk/page/version/${first.pageVersionID}/store`, { revision: 1, title: 'Eerste, herzien', blocks: [], typeData: {} });
  });

  it('lists the published pages of a type and locale, newest first, a part at a time, with blocks only when asked', async () => {
    const part = await content.publishedPages(reader(), { type: 'page', locale: 'nl', limit: 1 });
    expect(part.items.map((page) => [page.id, page.title, page.published, page.blocks])).toEqual([[ids.second, 'Tweede', true, undefined]]);
    expect(part.next).toBe(ids.second);
    const every = await content.all((after) => content.publishedPages(reader(), { type: 'page', locale: 'nl', after, limit: 1 }));
    expect(every.map((page) => [page.id, page.title, page.slug, page.locale])).toEqual([
      [ids.second, 'Tweede', 'tweede', 'nl'],
      [ids.first, 'Eerste', 'eerste', 'nl'],
    ]);
    const [withBlocks] = (await content.publishedPages(reader(), { ids: [ids.first], blocks: true })).items;
    expect(withBlocks?.blocks).toEqual([expect.objectContaining({ type: 'rich-text', key: 'k' })]);
  });

  it('reads one published page by id or by locale and slug, and nothing unpublished', async () => {
    expect((await content.publishedPage(reader(), { locale: 'en', slug: 'about' }))?.id).toBe(ids.english);
    expect((await content.publishedPage(reader(), { id: ids.first }))?.title).toBe('Eerste');
    expect(await content.publishedPage(reader(), { id: ids.draft })).toBeUndefined();
  });

  it('gives drafts to editors only, and the facts of any page without its content', async () => {
    await expect(content.latestPages(reader(), { type: 'page' })).rejects.toMatchObject({ errors: [expect.objectContaining({ code: 'UM_01' })] });
    const latest = await content.latestPages(editor(), { type: 'page', locale: 'nl' });
    expect(latest.items.map((page) => [page.id, page.title, page.published])).toEqual([
      [ids.draft, 'Concept', false],
      [ids.second, 'Tweede', true],
      [ids.first, 'Eerste', true],
    ]);
    const facts = await content.pageFacts(reader(), { ids: [ids.first, ids.draft] });
    expect(facts.items.map((page) => [page.id, page.title, page.published])).toEqual([
      [ids.draft, 'Concept', false],
      [ids.first, 'Eerste, herzien', true],
    ]);
  });

  it('addresses a page as the site does, and tells the site languages and name', async () => {
    const english = await content.publishedPage(reader(), { id: ids.english });
    expect(english && (await content.pagePath(reader(), english))).toBe('/en/about');
    expect(await content.pagePath(reader(), { locale: 'nl', slug: 'eerste' })).toBe('/eerste');
    expect(await content.pageUrl(reader(), { locale: 'nl', slug: '' })).toBe(`${server.t.server.services.publicUrl()}/`);
    expect(await content.siteLocales(reader())).toEqual({ availableLocales: ['nl', 'en'], defaultLocale: 'nl' });
    expect(await content.siteName(reader(), 'en')).toBe('Blokwerk');
  });
});
