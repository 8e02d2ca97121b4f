import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { png, upload, type MediaFileView } from '../media/support.js';

/** Rows in the smaller answer; the larger one has twice as many. */
const N = 5;

interface ListCase {
  name: string;
  /** The query answering `rows` rows, as the admin or the site would ask it (relations included). */
  query(rows: number): { query: string; variables?: Record<string, unknown> };
  /** The rows the answer holds, to be sure the measured list is as long as asked. */
  rows(data: Record<string, unknown>): number;
}

const itemsOf = (field: string) => (data: Record<string, unknown>) => (data[field] as { items: unknown[] }).items.length;
const lengthOf = (field: string) => (data: Record<string, unknown>) => (data[field] as unknown[]).length;

/**
 * Every GraphQL list costs the same number of SQL statements for N rows as for 2N: relations
 * (authors, requesters, roles, folders, menu pages, versions) come batched or joined, never one
 * query per row. Counted at the server's MikroORM logger, which sees every statement the ORM's
 * connection sends (entity queries, populates and raw `execute`s alike); the session store's one
 * read per request goes through its own pool and is the same for every request.
 */
describe('SQL statements per GraphQL list, for N and 2N rows', () => {
  // No scheduler: its polling would land in the measured requests.
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_SCHEDULER_INTERVAL_MS: '0' });
  let admin: ApiClient;
  const fixture = { historyPageID: 0, logo: undefined as MediaFileView | undefined, livePageIDs: [] as number[], fileIDs: [] as number[] };

  /** One GraphQL call as the administrator; its errors fail the fixture. */
  async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const answer = await admin.graphql<T>(query, variables);
    if (answer.body.errors?.length || !answer.body.data) throw new Error(`${query}: ${JSON.stringify(answer.body.errors)}`);
    return answer.body.data;
  }
  const createPage = (input: Record<string, unknown>) =>
    call<{ createPage: { pageID: number; pageVersionID: number } }>(
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
      { input },
    );

  beforeAll(async () => {
    const t = server.t;
    admin = await signedIn(t.url, ADMIN.email, ADMIN.password);

    // 2N editors, each with a role of their own: a role loaded per user would show.
    const userIds: number[] = [];
    for (let i = 0; i < 2 * N; i++) {
      const { createRole: role } = await call<{ createRole: { id: number } }>('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
        input: { name: `Redacteur ${i}`, permissions: [{ name: 'edit-page' }] },
      });
      const { createUser: user } = await call<{ createUser: { id: number } }>('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', {
        input: { email: `redacteur-${i}@example.test`, role: role.id, profile: { name: `Redacteur ${i}` } },
      });
      userIds.push(user.id);
    }

    // One file per folder (a folder read per file would show); the first is the logo the live pages show.
    for (let i = 0; i < 2 * N; i++) {
      await call('mutation($name: String!) { createMediaFolder(folderName: $name) { id } }', { name: `map-${i}` });
      const uploaded = await upload(admin, `/map-${i}`, `bestand-${i}.png`, await png(10 + i, 10));
      if (uploaded.status !== 200) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`);
      fixture.fileIDs.push(uploaded.body.file.id);
      fixture.logo ??= uploaded.body.file;
    }
    const logo = fixture.logo as MediaFileView;

    // A page with 2N versions, and 2N pages waiting for review; each version and request is then
    // attributed to an editor of its own (an author or requester read per row would show).
    const { createPage: history } = await createPage({ title: 'Geschiedenis', slug: 'geschiedenis', type: 'page', locale: 'nl' });
    fixture.historyPageID = history.pageID;
    let based = { id: history.pageVersionID, revision: 1 };
    for (let i = 0; i < 2 * N; i++) {
      const { storePageVersion: stored } = await call<{ storePageVersion: { pageVersion: { id: number }; revision: number } }>(
        'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { pageVersion { id } revision } }',
        { input: { id: based.id, revision: based.revision, title: `Versie ${i}`, blocks: [] } },
      );
      based = { id: stored.pageVersion.id, revision: stored.revision };
      const { createPage: own } = await createPage({ title: `Verzoek ${i}`, slug: `verzoek-${i}`, type: 'page', locale: 'nl' });
      await call('mutation($id: Int!, $comment: String!) { requestPublication(id: $id, comment: $comment) { id } }', { id: own.pageID, comment: `Graag ${i}` });
    }
    await t.database.pool.query(`update page_version v set author_id = ($1::int[])[v.revision - 1] where v.page_id = $2 and v.revision > 1`, [
      userIds,
      history.pageID,
    ]);
    await t.database.pool.query(
      `update publication_request r set requested_by_id = ($1::int[])[n.row]
        from (select id, row_number() over (order by id) as row from publication_request) n where n.id = r.id`,
      [userIds],
    );

    // 2N published pages using the logo, each in the menus (N items in nl, 2N in en).
    const entry = { fileID: logo.id, hash: logo.hash, fileName: logo.fileName, altText: 'Logo' };
    for (let i = 0; i < 2 * N; i++) {
      const { createPage: live } = await createPage({
        title: `Live pagina ${i}`,
        slug: `live-${i}`,
        type: 'page',
        locale: 'nl',
        content: [{ type: 'image', key: 'b1', props: { caption: '' }, anchorPoint: null, __images: { image: [entry] }, __files: {} }],
      });
      await call('mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: live.pageID });
      fixture.livePageIDs.push(live.pageID);
      const target = { kind: 'internal', pageId: live.pageID };
      const add = (locale: string) =>
        call('mutation($input: AddMenuItemInput!) { addMenuItem(input: $input) { itemID } }', { input: { locale, label: `Live ${i}`, target } });
      if (i < N) await add('nl');
      await add('en');
    }
    // The spread the cases rely on.
    const {
      rows: [spread],
    } = await t.database.pool.query<{ authors: number; requesters: number }>(
      `select (select count(distinct author_id)::int from page_version where page_id = $1 and revision > 1) as authors,
              (select count(distinct requested_by_id)::int from publication_request) as requesters`,
      [history.pageID],
    );
    if (spread?.authors !== 2 * N || spread.requesters !== 2 * N) throw new Error(`fixture: ${JSON.stringify(spread)}`);
  });

  const cases: ListCase[] = [
    {
      name: 'pages (overview)',
      query: (rows) => ({
        query:
          `query($n: Int) { pages(pageSize: $n) { totalItems items { id title locale slug headVersionID publishedID hasUnpublishedChanges ` +
          `pendingPublicationRequests updatedAt } } }`,
        variables: { n: rows },
      }),
      rows: itemsOf('pages'),
    },
    {
      name: 'users with their role',
      query: (rows) => ({
        query: `query($n: Int) { users(pageSize: $n) { totalItems items { id name email image role { id name builtIn permissions { name } } } } }`,
        variables: { n: rows },
      }),
      rows: itemsOf('users'),
    },
    {
      name: 'publication requests with page, requester and decider',
      query: (rows) => ({
        query:
          `query($n: Int) { publicationRequests(pageSize: $n) { totalItems items { id pageTitle pageSlug pageVersionID requestedBy { id name email ` +
          `} decidedBy { id name } ageSeconds } } }`,
        variables: { n: rows },
      }),
      rows: itemsOf('publicationRequests'),
    },
    {
      name: 'page history with authors',
      query: (rows) => ({
        query:
          `query($id: Int!, $n: Int) { pageHistory(id: $id, pageSize: $n) { totalItems headVersionID items { id revision authorID authorName ` +
          `previousID restoredFromRevision isHead isPublished } } }`,
        variables: { id: fixture.historyPageID, n: rows },
      }),
      rows: itemsOf('pageHistory'),
    },
    {
      name: 'pages using a media file',
      query: (rows) => ({
        query: `query($f: Int!, $n: Int) { pagesByMediaFile(fileID: $f, pageSize: $n) { totalItems items { pageID title versions inHead inPublished } } }`,
        variables: { f: fixture.logo?.id, n: rows },
      }),
      rows: itemsOf('pagesByMediaFile'),
    },
    {
      name: 'media files with their folder',
      query: (rows) => ({
        query: `query($n: Int) { searchMediaFiles(pageSize: $n) { totalItems items { id path fileName previewUrl } } }`,
        variables: { n: rows },
      }),
      rows: itemsOf('searchMediaFiles'),
    },
    {
      name: 'menu items with their pages',
      query: (rows) => ({
        query: `query($locale: String!) { menu(locale: $locale) { id label targetState page { id title slug } } }`,
        variables: { locale: rows === N ? 'nl' : 'en' },
      }),
      rows: lengthOf('menu'),
    },
    {
      name: 'published pages with their versions (site)',
      query: (rows) => ({
        query:
          `query($n: Int) { publishedPages(type: "page", locale: "nl", limit: $n) { page { id title slug } pageVersion { id title blocks authorID ` +
          `hasPublicationRequest } } }`,
        variables: { n: rows },
      }),
      rows: lengthOf('publishedPages'),
    },
    {
      name: 'pages by id (pickers)',
      query: (rows) => ({
        query: `query($ids: [Int!]!) { pagesByIds(ids: $ids) { id title pendingPublicationRequests } }`,
        variables: { ids: fixture.livePageIDs.slice(0, rows) },
      }),
      rows: lengthOf('pagesByIds'),
    },
    {
      name: 'link targets (site)',
      query: (rows) => ({
        query: `query($ids: [Int!]!) { pageLinkTargets(ids: $ids) { id locale slug } }`,
        variables: { ids: fixture.livePageIDs.slice(0, rows) },
      }),
      rows: lengthOf('pageLinkTargets'),
    },
    {
      name: 'image sizes (site)',
      query: (rows) => ({ query: `query($ids: [Int!]!) { imageSizes(ids: $ids) { id width height } }`, variables: { ids: fixture.fileIDs.slice(0, rows) } }),
      rows: lengthOf('imageSizes'),
    },
    {
      name: 'sitemap entries with alternates (site)',
      query: (rows) => ({
        query: `query($n: Int!) { sitemapEntries(offset: 0, limit: $n) { id slug lastModified alternates { id } } }`,
        variables: { n: rows },
      }),
      rows: lengthOf('sitemapEntries'),
    },
    {
      name: 'site search results',
      query: (rows) => ({ query: `query($n: Int) { search(term: "live", count: $n) { total results { pageID title snippet } } }`, variables: { n: rows } }),
      rows: (data) => (data.search as { results: unknown[] }).results.length,
    },
  ];

  /** The statements the server's ORM sent while answering one GraphQL request. */
  async function statementsOf(list: ListCase, rows: number): Promise<string[]> {
    const logger = server.t.server.db.orm.config.getLogger();
    const spy = vi.spyOn(logger, 'logQuery');
    try {
      const { query, variables } = list.query(rows);
      const answer = await admin.graphql<Record<string, unknown>>(query, variables);
      expect(answer.body.errors, list.name).toBeUndefined();
      expect(list.rows(answer.body.data ?? {}), list.name).toBe(rows);
      return spy.mock.calls.map(([context]) => context.query ?? '');
    } finally {
      spy.mockRestore();
    }
  }

  it.each(cases.map((list) => [list.name, list] as const))('%s', async (_name, list) => {
    // Once first: what a process reads once and remembers (settings, list totals) is not the list's cost.
    await statementsOf(list, 2 * N);
    const small = await statementsOf(list, N);
    const large = await statementsOf(list, 2 * N);
    expect(large.length, `${list.name}: ${N} rows:\n${small.join('\n')}\n${2 * N} rows:\n${large.join('\n')}`).toBe(small.length);
  });
});
