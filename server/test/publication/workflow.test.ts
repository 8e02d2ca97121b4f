import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentEvent } from '../../src/events/content-events.js';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { mailAfter, readOutbox } from '../support/outbox.js';
import { snapshot } from '../support/test-database.js';
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

interface PageView {
  id: number;
  slug: string;
  headVersionID: number;
  publishedVersionID: number | null;
  publishedID: number | null;
  revision: number;
  pendingPublicationRequests: number;
  hasUnpublishedChanges: boolean;
}
interface RequestView {
  id: number;
  pageID: number;
  pageTitle: string;
  pageVersionID: number;
  replacedVersionID: number | null;
  status: string;
  comment: string;
  feedback: string;
  requestedBy: { email: string } | null;
  ageSeconds: number;
  decidedBy: { email: string } | null;
}
type PageAnswer = Envelope & { page: PageView };

const volatile = ['http_session', 'login_attempt', 'audit_entry'];

const createPage = async (client: ApiClient, slug: string) => {
  const created = await client.post<Envelope & { pageID: number; pageVersionID: number }>('/api/blokwerk/page/create', {
    title: `Pagina ${slug}`,
    slug,
    type: 'page',
    locale: 'nl',
  });
  expect(created.status).toBe(200);
  return created.body;
};
const store = async (client: ApiClient, versionId: number, revision: number, title: string) =>
  client.post<Envelope & { pageVersion: { id: number }; revision: number }>(`/api/blokwerk/page/version/${versionId}/store`, {
    revision,
    title,
    blocks: [],
    typeData: {},
  });
/** Content events arrive through the LISTEN connection, shortly after the commit. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('publication workflow', () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  let editor: ApiClient;
  let reviewer: ApiClient;
  const events: ContentEvent[] = [];
  let unsubscribe: (() => void) | undefined;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    // A reviewer who may review but not publish directly.
    const role = await admin.post<Envelope & { role: { id: number } }>('/api/blokwerk/user/roles', {
      name: 'Eindredacteur',
      permissions: [{ name: 'create-page' }, { name: 'edit-page' }, { name: 'review-publication' }],
    });
    if (role.status !== 200) throw new Error(`creating the reviewer role failed: ${JSON.stringify(role.body)}`);
    editor = (await activatedUser(server.t, admin, 'editor@example.test', 'Editor')).client;
    reviewer = (await activatedUser(server.t, admin, 'reviewer@example.test', 'Eindredacteur')).client;
    unsubscribe = server.t.server.services.events.subscribe((event) => events.push(event));
  });
  afterAll(() => unsubscribe?.());

  const getPage = async (id: number) =>
    (await admin.get<Envelope & { page: PageView; pageVersion: { id: number; hasPublicationRequest: boolean } }>(`/api/blokwerk/page/${id}`)).body;
  const live = async (slug: string) =>
    (
      await (
        await signedIn(server.t.url, ADMIN.email, ADMIN.password)
      ).post<Envelope & { page?: PageView }>('/api/blokwerk/page/get-by-slug', { slug, locale: 'nl' })
    ).status;
  const eventsFor = (pageId: number) => events.filter((e) => e.pageId === pageId).map((e) => e.type);

  it('walks request → reject (requester mailed) → request → accept (live), through REST', async () => {
    const page = await createPage(editor, 'werken-bij');
    expect((await editor.post(`/api/blokwerk/page/${page.pageID}/publish`, {})).status).toBe(403);

    const requested = await mailAfter(server.t.dataDir, 'reviewer@example.test', /Publication requested/, async () => {
      const answer = await editor.post<Envelope & { page: PageView; request: RequestView }>(`/api/blokwerk/page/${page.pageID}/request-publication`, {
        comment: 'Graag voor vrijdag',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.page).toMatchObject({ publishedVersionID: null, publishedID: null, pendingPublicationRequests: 1 });
      expect(answer.body.request).toMatchObject({
        status: 'pending',
        comment: 'Graag voor vrijdag',
        pageVersionID: page.pageVersionID,
        requestedBy: { email: 'editor@example.test' },
      });
    });
    expect(requested.text).toContain('Graag voor vrijdag');
    expect(requested.text).toContain('/cmsadmin/publication-requests');
    // The requester is not mailed about their own request; the administrator reviews too.
    const outbox = await readOutbox(server.t.dataDir);
    expect(
      outbox
        .filter((m) => /Publication requested/.test(m.subject))
        .map((m) => m.to)
        .toSorted(),
    ).toEqual(expect.arrayContaining([expect.stringContaining(ADMIN.email), expect.stringContaining('reviewer@example.test')]));
    expect(outbox.some((m) => /Publication requested/.test(m.subject) && m.to.includes('editor@example.test'))).toBe(false);

    expect((await getPage(page.pageID)).pageVersion.hasPublicationRequest).toBe(true);
    const list = await admin.post<Envelope & { items: PageView[] }>('/api/blokwerk/page/list', { searchTerm: 'werken-bij' });
    expect(list.body.items[0]?.pendingPublicationRequests).toBe(1);
    expect((await editor.post(`/api/blokwerk/page/${page.pageID}/request-publication`, {})).body.Errors).toEqual([expect.objectContaining({ code: 'V_07' })]);

    const pending = await reviewer.get<Envelope & { items: RequestView[]; totalItems: number }>('/api/blokwerk/page/fetch-request');
    expect(pending.body.items).toEqual([
      expect.objectContaining({ pageID: page.pageID, pageTitle: 'Pagina werken-bij', comment: 'Graag voor vrijdag', status: 'pending' }),
    ]);
    expect(pending.body.items[0]?.ageSeconds).toBeGreaterThanOrEqual(0);
    expect((await editor.get('/api/blokwerk/page/fetch-request')).status).toBe(403);

    const rejected = await mailAfter(server.t.dataDir, 'editor@example.test', /Publication rejected/, async () => {
      const answer = await reviewer.post<PageAnswer>(`/api/blokwerk/page/version/${page.pageVersionID}/reject-publication`, { feedback: 'Kop te lang' });
      expect(answer.status).toBe(200);
      expect(answer.body.page).toMatchObject({ publishedVersionID: null, pendingPublicationRequests: 0 });
    });
    expect(rejected.text).toContain('Kop te lang');
    const comment = await editor.get<Envelope & { comment: string; request: RequestView }>(
      `/api/blokwerk/page/version/${page.pageVersionID}/fetch-request-comment`,
    );
    expect(comment.body).toMatchObject({
      comment: 'Graag voor vrijdag',
      request: { status: 'rejected', feedback: 'Kop te lang', decidedBy: { email: 'reviewer@example.test' } },
    });
    expect((await reviewer.post(`/api/blokwerk/page/version/${page.pageVersionID}/reject-publication`, {})).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_07' }),
    ]);
    expect((await reviewer.get<Envelope & { totalItems: number }>('/api/blokwerk/page/fetch-request')).body.totalItems).toBe(0);

    const stored = await store(editor, page.pageVersionID, 1, 'Werken bij ons');
    expect((await editor.post(`/api/blokwerk/page/${page.pageID}/request-publication`, { comment: 'Nu beter' })).status).toBe(200);
    // A review decides the version it was shown: the old version is not what waits.
    expect((await reviewer.post(`/api/blokwerk/page/version/${page.pageVersionID}/accept-publication`, {})).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_07', property: 'id' }),
    ]);
    const accepted = await mailAfter(server.t.dataDir, 'editor@example.test', /Published/, async () => {
      const answer = await reviewer.post<PageAnswer>(`/api/blokwerk/page/version/${stored.body.pageVersion.id}/accept-publication`, { feedback: 'Prima' });
      expect(answer.status).toBe(200);
      expect(answer.body.page).toMatchObject({ publishedVersionID: stored.body.pageVersion.id, publishedID: page.pageID, hasUnpublishedChanges: false });
    });
    expect(accepted.text).toContain('Prima');
    expect(await live('werken-bij')).toBe(200);

    await settle();
    expect(eventsFor(page.pageID)).toEqual([
      'page.publication-requested',
      'page.publication-rejected',
      'page.publication-requested',
      'page.publication-accepted',
      'page.published',
    ]);
    const { rows } = await server.t.database.pool.query<{ action: string }>(
      `select action from audit_entry where target_type in ('page', 'page-version') and action not in ('page.create', 'page.store') order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['page.request-publication', 'page.reject-publication', 'page.request-publication', 'page.accept-publication']);
  });

  it('publishes and unpublishes directly; refused transitions change nothing', async () => {
    const page = await createPage(admin, 'direct');
    const before = await snapshot(server.t.database.pool, volatile);
    expect((await admin.post(`/api/blokwerk/page/${page.pageID}/unpublish`, {})).body.Errors).toEqual([expect.objectContaining({ code: 'V_07' })]);
    expect((await admin.post(`/api/blokwerk/page/version/${page.pageVersionID}/accept-publication`, {})).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_07' }),
    ]);
    expect((await admin.post(`/api/blokwerk/page/${page.pageID}/publish`, { revision: 7 })).status).toBe(409);
    expect((await admin.post('/api/blokwerk/page/999999/publish', {})).status).toBe(404);
    expect(await snapshot(server.t.database.pool, volatile)).toEqual(before);

    const published = await admin.post<PageAnswer>(`/api/blokwerk/page/${page.pageID}/publish`, { revision: 1 });
    expect(published.body.page).toMatchObject({ publishedVersionID: page.pageVersionID, hasUnpublishedChanges: false });
    expect(await live('direct')).toBe(200);
    expect((await admin.post(`/api/blokwerk/page/${page.pageID}/publish`, {})).body.Errors).toEqual([expect.objectContaining({ code: 'V_07' })]);
    expect((await admin.post(`/api/blokwerk/page/${page.pageID}/request-publication`, {})).body.Errors).toEqual([expect.objectContaining({ code: 'V_07' })]);

    // Storing on a published page makes a new draft; the published version stays live.
    const stored = await store(admin, page.pageVersionID, 1, 'Direct, herzien');
    expect((await getPage(page.pageID)).page).toMatchObject({ publishedVersionID: page.pageVersionID, hasUnpublishedChanges: true });
    expect(await live('direct')).toBe(200);

    // Requesting publication keeps the live version online and remembers what was live.
    const requested = await editor.post<Envelope & { page: PageView; request: RequestView }>(`/api/blokwerk/page/${page.pageID}/request-publication`, {});
    expect(requested.body.request).toMatchObject({ pageVersionID: stored.body.pageVersion.id, replacedVersionID: page.pageVersionID });
    expect(requested.body.page).toMatchObject({ publishedVersionID: page.pageVersionID, pendingPublicationRequests: 1, hasUnpublishedChanges: true });
    expect(await live('direct')).toBe(200);

    // Publishing directly settles the outstanding request: superseded.
    expect((await admin.post(`/api/blokwerk/page/${page.pageID}/publish`, {})).status).toBe(200);
    const comment = await editor.get<Envelope & { request: RequestView }>(`/api/blokwerk/page/version/${stored.body.pageVersion.id}/fetch-request-comment`);
    expect(comment.body.request.status).toBe('superseded');
    expect((await admin.post<PageAnswer>(`/api/blokwerk/page/${page.pageID}/unpublish`, {})).body.page.publishedVersionID).toBeNull();
    expect(await live('direct')).toBe(404);
    await settle();
    expect(eventsFor(page.pageID)).toEqual(['page.published', 'page.publication-requested', 'page.published', 'page.unpublished']);
  });

  it('lets a reviewer accept their own request only with publish-page', async () => {
    const own = await createPage(reviewer, 'eigen');
    expect((await reviewer.post(`/api/blokwerk/page/${own.pageID}/request-publication`, {})).status).toBe(200);
    const refused = await reviewer.post(`/api/blokwerk/page/version/${own.pageVersionID}/accept-publication`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.Errors).toEqual([expect.objectContaining({ code: 'UM_01' })]);
    // The administrator (who holds publish-page) may accept their own.
    const mine = await createPage(admin, 'beheerder');
    expect((await admin.post(`/api/blokwerk/page/${mine.pageID}/request-publication`, {})).status).toBe(200);
    expect((await admin.post(`/api/blokwerk/page/version/${mine.pageVersionID}/accept-publication`, {})).status).toBe(200);
    expect((await editor.post(`/api/blokwerk/page/version/${own.pageVersionID}/accept-publication`, {})).status).toBe(403);
    expect((await reviewer.post(`/api/blokwerk/page/version/${own.pageVersionID}/reject-publication`, { feedback: 'x'.repeat(2001) })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_14', property: 'feedback' }),
    ]);
  });

  it('offers the same transitions through GraphQL', async () => {
    const page = await createPage(editor, 'via-graphql');
    const requested = await editor.graphql<{ requestPublication: RequestView }>(
      'mutation($id: Int!) { requestPublication(id: $id, comment: "GraphQL") { status comment pageVersionID } }',
      { id: page.pageID },
    );
    expect(requested.body.data?.requestPublication).toEqual({ status: 'pending', comment: 'GraphQL', pageVersionID: page.pageVersionID });
    const list = await reviewer.graphql<{ publicationRequests: { totalItems: number; items: { pageID: number; requestedBy: { email: string } }[] } }>(
      '{ publicationRequests { totalItems items { pageID requestedBy { email } } } }',
    );
    expect(list.body.data?.publicationRequests.items).toContainEqual({ pageID: page.pageID, requestedBy: { email: 'editor@example.test' } });
    const rejected = await reviewer.graphql<{ rejectPublication: { page: PageView } }>(
      'mutation($v: Int!) { rejectPublication(versionId: $v, feedback: "Nee") { page { pendingPublicationRequests } } }',
      { v: page.pageVersionID },
    );
    expect(rejected.body.data?.rejectPublication.page.pendingPublicationRequests).toBe(0);
    await editor.graphql('mutation($id: Int!) { requestPublication(id: $id) { id } }', { id: page.pageID });
    const accepted = await reviewer.graphql<{ acceptPublication: { page: PageView } }>(
      'mutation($v: Int!) { acceptPublication(versionId: $v) { page { publishedVersionID } } }',
      { v: page.pageVersionID },
    );
    expect(accepted.body.data?.acceptPublication.page.publishedVersionID).toBe(page.pageVersionID);
    const refused = await editor.graphql('mutation($id: Int!) { unpublishPage(id: $id) { page { id } } }', { id: page.pageID });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UM_01');
    const unpublished = await admin.graphql<{ unpublishPage: { page: PageView } }>(
      'mutation($id: Int!) { unpublishPage(id: $id) { page { publishedVersionID } } }',
      { id: page.pageID },
    );
    expect(unpublished.body.data?.unpublishPage.page.publishedVersionID).toBeNull();
    const again = await admin.graphql('mutation($id: Int!) { unpublishPage(id: $id) { page { id } } }', { id: page.pageID });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('V_07');
    const republished = await admin.graphql<{ publishPage: { page: PageView } }>('mutation($id: Int!) { publishPage(id: $id) { page { publishedID } } }', {
      id: page.pageID,
    });
    expect(republished.body.data?.publishPage.page.publishedID).toBe(page.pageID);
  });

  it('pages the requests by cursor beside pageIndex, both ways, and refuses a cursor of another list (V_12)', async () => {
    const pages: number[] = [];
    for (let i = 0; i < 14; i++) pages.push((await createPage(admin, `wachtrij-${i}`)).pageID);
    // Equal request times in groups, at the millisecond precision the server writes them with.
    await server.t.database.pool.query(
      `insert into "publication_request" ("page_id", "page_version_id", "status", "requested_at")
      select p."id", p."head_version_id", 'pending', timestamptz '2026-02-01 08:00:00.123+00' + (p."id" / 4) * interval '1 second'
      from "page" p where p."id" = any($1::int[])`,
      [pages],
    );
    const list: CursorList = {
      name: 'publication requests',
      call: (input) => reviewer.get<ListAnswer>(`/api/blokwerk/page/fetch-request?${queryString(input)}`),
      idOf: (item) => item['id'],
    };
    expect(await walkByCursors(list)).toBe(2);
    expect(await pageIndexBesideCursors(list)).toHaveLength(4);
    expect(await refuseBadCursors(list)).toBe(5);
    expect(
      await graphQLAlike(
        list,
        async (input) =>
          (
            await reviewer.graphql<{ publicationRequests: GraphQLPage }>(
              'query($pageSize: Int, $after: String) { publicationRequests(pageSize: $pageSize, after: $after) { items { id } nextCursor previousCursor } }',
              input,
            )
          ).body.data?.publicationRequests,
      ),
    ).toHaveLength(4);
  });
});
