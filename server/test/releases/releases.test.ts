import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { within } from '../support/poll.js';
import {
  graphQLAlike,
  pageIndexBesideCursors,
  queryString,
  refuseBadCursors,
  walkByCursors,
  type CursorList,
  type GraphQLPage,
  type ListAnswer,
} from '../support/cursor-lists.js';
import { useTestServer } from '../support/test-server.js';

// Issue 32, releases: a named set of page versions reviewed, published and rolled back as one.

interface Item {
  id: number;
  pageID: number | null;
  pageVersionID: number | null;
  conflicts: string[];
  movedOn: boolean;
  applied: boolean;
  previousVersionID: number | null;
}
interface Detail {
  release: { id: number; status: string; feedback: string; outcome: string | null; itemCount: number };
  items: Item[];
}
interface PageState {
  headVersionID: number;
  publishedVersionID: number | null;
  revision: number;
}

const DETAIL = 'release { id status feedback outcome itemCount } items { id pageID pageVersionID conflicts movedOn applied previousVersionID }';

/** The catalogue code of a refused GraphQL call. */
const errorCode = async (client: ApiClient, query: string, variables: Record<string, unknown>) =>
  ((await client.graphql(query, variables)).body.errors?.[0]?.extensions as { errors?: { code: string }[] } | undefined)?.errors?.[0]?.code;
const create = async (client: ApiClient, name: string) =>
  (await gql<{ createRelease: Detail }>(client, `mutation($name: String!) { createRelease(name: $name) { ${DETAIL} } }`, { name })).createRelease;
const add = async (client: ApiClient, id: number, pageId: number) =>
  (
    await gql<{ addReleaseItem: Detail }>(client, `mutation($id: Int!, $pageId: Int!) { addReleaseItem(id: $id, pageId: $pageId) { ${DETAIL} } }`, {
      id,
      pageId,
    })
  ).addReleaseItem;
/** A mutation on release $id with further variables (`$decision: String!`), answering the detail. */
const call = (name: string, params = '') => {
  const variables = params
    .split(', ')
    .filter(Boolean)
    .map((param) => param.split(':')[0] ?? '');
  const args = variables.map((variable) => `, ${variable.slice(1)}: ${variable}`).join('');
  return `mutation($id: Int!${params ? `, ${params}` : ''}) { ${name}(id: $id${args}) { ${DETAIL} } }`;
};
const requestReview = (client: ApiClient, id: number) => gql(client, call('requestReleaseReview'), { id });
const approve = (client: ApiClient, id: number) => gql(client, call('reviewRelease', '$decision: String!'), { id, decision: 'approve' });

describe('releases', () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  let editor: ApiClient;
  let reviewer: ApiClient;

  const createPage = async (title: string, slug: string, locale = 'nl') =>
    (
      await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
        input: { title, slug, type: 'page', locale, content: [] },
      })
    ).createPage.pageID;
  const pageState = async (id: number) =>
    (await gql<{ page: { page: PageState } }>(admin, 'query($id: Int!) { page(id: $id) { page { headVersionID publishedVersionID revision } } }', { id })).page
      .page;
  const store = async (id: number, title: string) => {
    const page = await pageState(id);
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: page.headVersionID, revision: page.revision, title, blocks: [] },
    });
  };
  const publishPage = (id: number) => gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
  const detail = async (id: number) => (await gql<{ release: Detail }>(admin, `query($id: Int!) { release(id: $id) { ${DETAIL} } }`, { id })).release;
  const publish = async (id: number) => (await gql<{ publishRelease: Detail }>(admin, call('publishRelease'), { id })).publishRelease;
  /** A release of these pages, approved by the reviewer. */
  const approved = async (name: string, pageIds: number[]) => {
    const release = await create(editor, name);
    for (const pageId of pageIds) await add(editor, release.release.id, pageId);
    await requestReview(editor, release.release.id);
    await approve(reviewer, release.release.id);
    return release.release.id;
  };

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    editor = (await activatedUser(server.t, admin, 'release-editor@example.test', 'Editor')).client;
    reviewer = (await activatedUser(server.t, admin, 'release-reviewer@example.test', 'Reviewer')).client;
  });

  it('follows its state machine, each step with its own permission', async () => {
    const [nl, en] = [await createPage('Zomer', 'zomer'), await createPage('Summer', 'summer', 'en')];
    const { release } = await create(editor, 'Summer campaign');
    expect(release.status).toBe('open');
    const id = release.id;
    expect(await errorCode(editor, call('requestReleaseReview'), { id })).toBe('V_07'); // nothing in it yet
    await add(editor, id, nl);
    expect((await add(editor, id, en)).items).toHaveLength(2);
    expect(await errorCode(editor, 'mutation($id: Int!, $p: Int!) { addReleaseItem(id: $id, pageId: $p) { release { id } } }', { id, p: nl })).toBe('V_06');

    expect(await errorCode(admin, call('publishRelease'), { id })).toBe('V_07'); // not approved
    await requestReview(editor, id);
    expect(await errorCode(editor, call('reviewRelease', '$decision: String!'), { id, decision: 'approve' })).toBe('UM_01');
    const asked = await gql<{ reviewRelease: Detail }>(reviewer, call('reviewRelease', '$decision: String!, $feedback: String!'), {
      id,
      decision: 'request-changes',
      feedback: 'Add the French page',
    });
    expect(asked.reviewRelease.release).toMatchObject({ status: 'changes-requested', feedback: 'Add the French page' });
    expect(await errorCode(reviewer, call('reviewRelease', '$decision: String!'), { id, decision: 'approve' })).toBe('V_07');

    await requestReview(editor, id);
    await approve(reviewer, id);
    expect(await errorCode(editor, call('publishRelease'), { id })).toBe('UM_01');
    // Changing the items of an approved release voids the approval.
    const removed = await gql<{ removeReleaseItem: Detail }>(
      editor,
      'mutation($id: Int!, $itemId: Int!) { removeReleaseItem(id: $id, itemId: $itemId) { release { status itemCount } } }',
      { id, itemId: (await detail(id)).items.find((item) => item.pageID === en)?.id },
    );
    expect(removed.removeReleaseItem.release).toMatchObject({ status: 'open', itemCount: 1 });
    await requestReview(editor, id);
    await approve(reviewer, id);
    const published = await publish(id);
    expect(published.release.status).toBe('published');
    expect((await pageState(nl)).publishedVersionID).toBe((await pageState(nl)).headVersionID);
    expect((await pageState(en)).publishedVersionID).toBeNull();
    expect(await errorCode(admin, 'mutation($id: Int!) { deleteRelease(id: $id) { id } }', { id })).toBe('V_07'); // published: history
    expect(await errorCode(admin, call('publishRelease'), { id })).toBe('V_07');
  });

  it('lists conflicts per item and refuses to publish until they are settled', async () => {
    const [changed, republished, deleted] = [await createPage('Gewijzigd', 'gewijzigd'), await createPage('Elders', 'elders'), await createPage('Weg', 'weg')];
    const id = await approved('Conflicts', [changed, republished, deleted]);
    await store(changed, 'Gewijzigd 2');
    await publishPage(republished);
    await gql(admin, 'mutation($id: Int!) { deletePage(id: $id) { id } }', { id: deleted });
    const conflicts = (await detail(id)).items.map((item) => item.conflicts);
    expect(conflicts.toSorted()).toEqual([['changed'], ['deleted'], ['republished']].toSorted());
    expect(await errorCode(admin, call('publishRelease'), { id })).toBe('V_07');
    expect((await pageState(changed)).publishedVersionID).toBeNull(); // none published

    const items = (await detail(id)).items;
    const itemOf = (conflict: string) => items.find((item) => item.conflicts.includes(conflict))?.id;
    for (const conflict of ['changed', 'republished'])
      await gql(editor, 'mutation($id: Int!, $itemId: Int!) { repinReleaseItem(id: $id, itemId: $itemId) { release { id } } }', {
        id,
        itemId: itemOf(conflict),
      });
    await gql(editor, 'mutation($id: Int!, $itemId: Int!) { removeReleaseItem(id: $id, itemId: $itemId) { release { id } } }', {
      id,
      itemId: itemOf('deleted'),
    });
    expect((await detail(id)).items.flatMap((item) => item.conflicts)).toEqual([]);
    await requestReview(editor, id);
    await approve(reviewer, id);
    const published = await publish(id);
    const changedState = await pageState(changed);
    expect(changedState.publishedVersionID).toBe(changedState.headVersionID);
    // Already live when re-pinned: nothing to publish, nothing to roll back.
    expect(published.items.find((item) => item.pageID === republished)?.applied).toBe(false);
  });

  it('publishes all items or none when one cannot be published', async () => {
    const [first, second] = [await createPage('Eerste', 'eerste'), await createPage('Tweede', 'tweede')];
    const id = await approved('All or none', [first, second]);
    // The database refuses to put the second page live (what any late failure of one item looks like).
    const pool = server.t.database.pool;
    await pool.query(`create function refuse_second() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await pool.query(
      `create trigger refuse_second before update of published_version_id on page
        for each row when (new.id = ${second} and new.published_version_id is not null) execute function refuse_second()`,
    );
    try {
      expect((await admin.graphql(call('publishRelease'), { id })).body.errors).toBeTruthy();
    } finally {
      await pool.query('drop trigger refuse_second on page; drop function refuse_second()');
    }
    expect([(await pageState(first)).publishedVersionID, (await pageState(second)).publishedVersionID]).toEqual([null, null]);
    expect((await detail(id)).release.status).toBe('approved');
    expect((await publish(id)).items.every((item) => item.applied)).toBe(true);
  });

  it('rolls back as one, and undoes later publications only when asked to', async () => {
    const [live, offline] = [await createPage('Live', 'live'), await createPage('Offline', 'offline')];
    await publishPage(live);
    const before = (await pageState(live)).publishedVersionID;
    await store(live, 'Live 2');
    const id = await approved('Rollback', [live, offline]);
    await publish(id);
    expect((await pageState(offline)).publishedVersionID).not.toBeNull();

    await store(offline, 'Offline 2');
    await publishPage(offline); // published again after the release
    expect((await detail(id)).items.find((item) => item.pageID === offline)?.movedOn).toBe(true);
    expect(await errorCode(admin, call('rollbackRelease'), { id })).toBe('V_07');
    expect((await pageState(live)).publishedVersionID).not.toBe(before); // refused: nothing rolled back

    const rolled = await gql<{ rollbackRelease: Detail }>(admin, call('rollbackRelease', '$force: Boolean!'), { id, force: true });
    expect(rolled.rollbackRelease.release.status).toBe('rolled-back');
    expect([(await pageState(live)).publishedVersionID, (await pageState(offline)).publishedVersionID]).toEqual([before, null]);
    const audit = await server.t.database.pool.query<{ action: string }>(
      `select action from audit_entry where target_type = 'release' and target_id = $1 order by id`,
      [String(id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'release.create',
      'release.add-item',
      'release.add-item',
      'release.request-review',
      'release.review',
      'release.publish',
      'release.rollback',
    ]);
  });

  it('rolls back past a blocking check ticked since, which still stops a new publication', async () => {
    const page = await createPage('Terug', 'terug');
    await publishPage(page);
    const before = (await pageState(page)).publishedVersionID;
    await store(page, 'Terug 2');
    const id = await approved('Rollback past checks', [page]);
    await publish(id);
    // Both versions lack an SEO title: from now on that blocks publication.
    await gql(admin, 'mutation($ids: [String!]!) { setBlockingContentChecks(ids: $ids) }', { ids: ['seo-title-missing'] });
    try {
      const rolled = await gql<{ rollbackRelease: Detail }>(admin, call('rollbackRelease'), { id });
      expect(rolled.rollbackRelease.release.status).toBe('rolled-back');
      expect((await pageState(page)).publishedVersionID).toBe(before);
      expect(await errorCode(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: page })).toBe('CC_01');
    } finally {
      await gql(admin, 'mutation($ids: [String!]!) { setBlockingContentChecks(ids: $ids) }', { ids: [] });
    }
  });

  it('publishes a scheduled release once at its time, and refuses it when a conflict arose', async () => {
    const [page, other] = [await createPage('Gepland', 'gepland'), await createPage('Later', 'later')];
    const id = await approved('Scheduled', [page]);
    expect(await errorCode(admin, call('scheduleRelease', '$at: String!'), { id, at: '2001-01-01T00:00:00Z' })).toBe('V_12');
    await gql(admin, call('scheduleRelease', '$at: String!'), { id, at: new Date(Date.now() + 1_500).toISOString() });
    const done = await within(
      10_000,
      () => detail(id),
      (d) => d.release.status === 'published',
    );
    expect(done.items[0]?.applied).toBe(true);

    const failing = await approved('Scheduled with conflict', [other]);
    await gql(admin, call('scheduleRelease', '$at: String!'), { id: failing, at: new Date(Date.now() + 1_500).toISOString() });
    await store(other, 'Later 2');
    const refused = await within(
      10_000,
      () => detail(failing),
      (d) => d.release.outcome !== null,
    );
    expect(refused.release).toMatchObject({ status: 'approved', outcome: 'V_07' });
    expect((await pageState(other)).publishedVersionID).toBeNull();
    // While the conflict stands it cannot be scheduled again.
    expect(await errorCode(admin, call('scheduleRelease', '$at: String!'), { id: failing, at: new Date(Date.now() + 60_000).toISOString() })).toBe('V_07');
  });

  it('answers the same through the REST façade', async () => {
    const pageId = await createPage('Rest', 'rest-release');
    const created = await editor.post<Envelope & Detail>('/api/blokwerk/release/create', { name: 'Over REST' });
    const id = created.body.release.id;
    expect((await editor.post<Envelope & Detail>(`/api/blokwerk/release/${id}/items`, { pageId })).body.items).toHaveLength(1);
    expect((await editor.post(`/api/blokwerk/release/${id}/publish`, {})).body.Errors?.[0]?.code).toBe('UM_01');
    expect((await editor.post(`/api/blokwerk/release/${id}/request-review`, {})).status).toBe(200);
    expect((await reviewer.post<Envelope & Detail>(`/api/blokwerk/release/${id}/review`, { decision: 'approve' })).body.release.status).toBe('approved');
    expect((await reviewer.post<Envelope & Detail>(`/api/blokwerk/release/${id}/publish`, {})).body.release.status).toBe('published');
    const listed = await editor.get<Envelope & { items: { id: number; status: string }[] }>('/api/blokwerk/release?status=published');
    expect(listed.body.items.map((r) => r.id)).toContain(id);
    expect((await editor.get<Envelope & Detail>(`/api/blokwerk/release/${id}`)).body.items[0]?.pageID).toBe(pageId);
    expect((await admin.post<Envelope & Detail>(`/api/blokwerk/release/${id}/rollback`, {})).body.release.status).toBe('rolled-back');
    expect((await pageState(pageId)).publishedVersionID).toBeNull();
  });

  it('pages the list by cursor beside pageIndex, both ways, and refuses a cursor of another list (V_12)', async () => {
    // Equal creation times in groups, at the millisecond precision the server writes them with.
    await server.t.database.pool.query(`insert into "release" ("name", "created_at", "updated_at")
      select 'Reeks ' || g, timestamptz '2026-02-01 08:00:00.123+00' + (g / 4) * interval '1 second', now() from generate_series(1, 14) g`);
    const list: CursorList = {
      name: 'releases',
      call: (input) => editor.get<ListAnswer>(`/api/blokwerk/release?${queryString(input)}`),
      idOf: (item) => item['id'],
    };
    expect(await walkByCursors(list)).toBe(2);
    expect(await walkByCursors({ ...list, filter: { status: 'open' } })).toBe(2);
    expect(await pageIndexBesideCursors(list)).toHaveLength(4);
    expect(await refuseBadCursors(list)).toBe(5);
    expect(
      await graphQLAlike(
        list,
        async (input) =>
          (
            await gql<{ releases: GraphQLPage }>(
              editor,
              'query($pageSize: Int, $after: String) { releases(pageSize: $pageSize, after: $after) { items { id } nextCursor previousCursor } }',
              input,
            )
          ).releases,
      ),
    ).toHaveLength(4);
  });
});
