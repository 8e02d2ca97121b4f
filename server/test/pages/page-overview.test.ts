import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

interface TreeNode {
  slug: string;
  segment: string;
  pageID: number | null;
  title: string | null;
  hasChildren: boolean;
}

/** The overview's status filter and slug tree, through GraphQL as the admin asks them. */
describe('page overview: status filter and slug tree', () => {
  // No scheduler: the scheduled page must stay scheduled.
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_SCHEDULER_INTERVAL_MS: '0' });
  let admin: ApiClient;
  const ids: Record<string, number> = {};

  const create = async (slug: string, title: string, locale = 'nl') => {
    const data = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title, slug, type: 'page', locale },
    });
    ids[slug] = data.createPage.pageID;
    return data.createPage.pageID;
  };
  const publish = (id: number) => gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    await create('over', 'Over ons');
    await create('over/team', 'Ons team');
    await create('over/team/rosa', 'Rosa');
    await create('diensten/advies', 'Advies');
    await create('concept', 'Concept');
    await create('gepland', 'Gepland');
    await create('about', 'About', 'en');
    for (const slug of ['over', 'over/team', 'diensten/advies']) await publish(ids[slug] ?? 0);
    // A live page changed since: its head moves past the published version.
    const { page } = await gql<{ page: { page: { revision: number }; pageVersion: { id: number } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { page { revision } pageVersion { id } } }',
      { id: ids['over/team'] },
    );
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: page.pageVersion.id, revision: page.page.revision, title: 'Ons nieuwe team', blocks: [], typeData: {} },
    });
    await gql(admin, 'mutation($id: Int!) { requestPublication(id: $id) { id } }', { id: ids['over/team/rosa'] });
    await gql(admin, 'mutation($id: Int!, $runAt: String!) { schedulePublication(id: $id, action: "publish", runAt: $runAt) { id } }', {
      id: ids.gepland,
      runAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
  });

  const slugsWith = async (status: string, searchTerm = '') => {
    const data = await gql<{ pages: { totalItems: number; items: { slug: string }[] } }>(
      admin,
      'query($status: String, $searchTerm: String) { pages(locale: "nl", status: $status, searchTerm: $searchTerm, pageSize: 100) { totalItems ' +
        'items { slug } } }',
      { status, searchTerm },
    );
    expect(data.pages.totalItems).toBe(data.pages.items.length);
    return data.pages.items.map((item) => item.slug).toSorted();
  };

  it('filters by publication status on the server, with the search and the count', async () => {
    expect(await slugsWith('published')).toEqual(['diensten/advies', 'over']);
    expect(await slugsWith('changed')).toEqual(['over/team']);
    expect(await slugsWith('pending')).toEqual(['over/team/rosa']);
    expect(await slugsWith('scheduled')).toEqual(['gepland']);
    expect(await slugsWith('draft')).toEqual(['concept', 'gepland']);
    expect(await slugsWith('published', 'advies')).toEqual(['diensten/advies']);
    // Publishing moves a page between the filters at once (no remembered total stands in the way).
    await publish(ids.concept ?? 0);
    expect(await slugsWith('draft')).toEqual(['gepland']);
    expect(await slugsWith('published')).toEqual(['concept', 'diensten/advies', 'over']);
  });

  it('refuses an unknown status with a validation error', async () => {
    const answer = await admin.graphql('{ pages(status: "gone") { totalItems } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toMatch(/^V_/);
  });

  const level = async (parent?: string) =>
    (
      await gql<{ pageTree: TreeNode[] }>(
        admin,
        'query($parent: String) { pageTree(locale: "nl", parent: $parent) { slug segment pageID title hasChildren } }',
        { parent },
      )
    ).pageTree;

  it('answers the slug tree one level at a time, segments without a page of their own included', async () => {
    expect(await level()).toEqual([
      { slug: 'concept', segment: 'concept', pageID: ids.concept, title: 'Concept', hasChildren: false },
      { slug: 'diensten', segment: 'diensten', pageID: null, title: null, hasChildren: true },
      { slug: 'gepland', segment: 'gepland', pageID: ids.gepland, title: 'Gepland', hasChildren: false },
      { slug: 'over', segment: 'over', pageID: ids.over, title: 'Over ons', hasChildren: true },
    ]);
    expect(await level('over')).toEqual([{ slug: 'over/team', segment: 'team', pageID: ids['over/team'], title: 'Ons nieuwe team', hasChildren: true }]);
    expect(await level('over/team')).toEqual([{ slug: 'over/team/rosa', segment: 'rosa', pageID: ids['over/team/rosa'], title: 'Rosa', hasChildren: false }]);
    expect(await level('diensten')).toEqual([
      { slug: 'diensten/advies', segment: 'advies', pageID: ids['diensten/advies'], title: 'Advies', hasChildren: false },
    ]);
    // Pattern characters in a parent are plain text.
    expect(await level('%')).toEqual([]);
  });
});
