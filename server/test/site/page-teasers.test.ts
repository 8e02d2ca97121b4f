import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { gql } from '../support/gql.js';

const TEASERS = 'query($ids: [Int!]!) { pageTeasers(ids: $ids) { id title seoTitle seoDescription } }';
type Teaser = { id: number; title: string; seoTitle: string; seoDescription: string };

describe('pageTeasers and pageTypeShowsTitle (the teaser block and hidden titles, issue 21)', () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  let visitor: ApiClient;
  const ids = { published: 0, draft: 0 };
  const shows = async (type: string) =>
    (await gql<{ pageTypeShowsTitle: boolean }>(visitor, 'query($type: String!) { pageTypeShowsTitle(type: $type) }', { type })).pageTypeShowsTitle;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.t.url).prime();
    const create = async (title: string, slug: string) =>
      (
        await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
          admin,
          'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
          {
            input: { title, slug, type: 'page', locale: 'nl' },
          },
        )
      ).createPage;
    const published = await create('Gepubliceerd', 'gepubliceerd');
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: published.pageVersionID, revision: 1, title: 'Gepubliceerd', blocks: [], seoTitle: 'SEO-titel', seoDescription: 'SEO-omschrijving' },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: published.pageID });
    ids.published = published.pageID;
    ids.draft = (await create('Concept', 'concept')).pageID;
  });

  it('gives visitors the published pages only, in one answer; editors every page (the preview)', async () => {
    const asVisitor = await gql<{ pageTeasers: Teaser[] }>(visitor, TEASERS, { ids: [ids.published, ids.draft, 999_999] });
    expect(asVisitor.pageTeasers).toEqual([{ id: ids.published, title: 'Gepubliceerd', seoTitle: 'SEO-titel', seoDescription: 'SEO-omschrijving' }]);
    const asEditor = await gql<{ pageTeasers: Teaser[] }>(admin, TEASERS, { ids: [ids.published, ids.draft] });
    expect(asEditor.pageTeasers.map((t) => t.title).toSorted()).toEqual(['Concept', 'Gepubliceerd']);
  });

  it('refuses more than 200 ids with a validation error', async () => {
    const answer = await visitor.graphql(TEASERS, { ids: Array.from({ length: 201 }, (_, i) => i + 1) });
    expect(answer.body.errors?.[0]?.extensions?.code).toMatch(/^V_/);
  });

  it('says whether a page type shows its title: the landing page does not', async () => {
    expect(await shows('page')).toBe(true);
    expect(await shows('landing-page')).toBe(false);
  });
});
