import { beforeAll, describe, expect, it } from 'vitest';
import { activatedUser, fetchHtml, gql, useTestServer, type ApiClient, type Envelope } from '@blokwerk/testing';
import events from '../server/index.js';

// The events example through its public surfaces only: a server started with it by @blokwerk/testing,
// pages, notices and permissions through GraphQL and REST, and the site's sitemap from core's site build.

const CREATE_PAGE = 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }';
const CREATE_ROLE = 'mutation($input: RoleInput!) { createRole(input: $input) { id } }';
const ADD_NOTICE = 'mutation($pageID: Int!, $text: String!) { addEventNotice(pageID: $pageID, text: $text) { id } }';
const NOTICES = '/api/blokwerk/events/notices';

async function publishedEvent(admin: ApiClient, title: string, slug: string, typeData: Record<string, unknown>): Promise<number> {
  const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, CREATE_PAGE, { input: { title, slug, type: 'event', locale: 'nl', typeData } });
  await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  return createPage.pageID;
}

/** The admin menu's paths, top level and below, as `client` is shown them. */
async function menuPaths(client: ApiClient): Promise<(string | null)[]> {
  type Item = { path: string | null; children: { path: string }[] | null };
  const { adminMenu } = await gql<{ adminMenu: Item[] }>(client, '{ adminMenu { path children { path } } }');
  return adminMenu.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]);
}

describe('the events example', () => {
  const server = useTestServer({ extensions: [events] });
  let admin: ApiClient;
  let manager: ApiClient;
  let editor: ApiClient;
  let summer: number;

  beforeAll(async () => {
    admin = await server.signIn();
    summer = await publishedEvent(admin, 'Zomerfeest', 'events/zomerfeest', { startDate: '2099-07-01', venue: 'Het Park', city: 'Utrecht' });
    await publishedEvent(admin, 'Oud feest', 'events/oud-feest', { startDate: '2001-01-01', venue: 'Zaal', city: 'Gouda' });
    await gql(admin, CREATE_ROLE, { input: { name: 'Event manager', permissions: [{ name: 'manage-events' }] } });
    await gql(admin, CREATE_ROLE, { input: { name: 'Page editor', permissions: [{ name: 'edit-page' }] } });
    manager = (await activatedUser(server.t, admin, 'manager@example.test', 'Event manager')).client;
    editor = (await activatedUser(server.t, admin, 'editor@example.test', 'Page editor')).client;
  });

  it("publishes event pages: the agenda's query lists them, the sitemap the upcoming one and the agenda", async () => {
    // What site/events-query.ts asks for, as a visitor: the agenda and the block filter out past events from it.
    const { publishedPages } = await gql<{ publishedPages: { page: { id: number; slug: string } }[] }>(
      server.client,
      '{ publishedPages(type: "event", locale: "nl", limit: 100) { page { id slug } } }',
    );
    expect(publishedPages.map(({ page }) => page.slug).toSorted()).toEqual(['events/oud-feest', 'events/zomerfeest']);
    // The page type's `listed` leaves a past event out of sitemap.xml; the declared site route is in it.
    const { status, html } = await fetchHtml(server.url, '/sitemap.xml');
    expect(status).toBe(200);
    expect(html).toMatch(/<loc>[^<]*\/events\/zomerfeest<\/loc>/);
    expect(html).toMatch(/<loc>[^<]*\/agenda<\/loc>/);
    expect(html).not.toContain('oud-feest');
  });

  it('refuses an event without its required fields, naming each', async () => {
    const input = { title: 'Zonder datum', slug: 'events/zonder-datum', type: 'event', locale: 'nl', typeData: {} };
    const { body } = await admin.graphql(CREATE_PAGE, { input });
    const problems = JSON.stringify(body.errors);
    for (const field of ['startDate', 'venue', 'city']) expect(problems).toContain(`typeData.${field}`);
  });

  it('takes notices from a holder of manage-events only, and lists them to anyone', async () => {
    const added = await gql<{ addEventNotice: { id: number } }>(manager, ADD_NOTICE, { pageID: summer, text: 'Uitverkocht' });
    const listed = await server.client.get<Envelope & { notices: { id: number; text: string }[] }>(`${NOTICES}?pageID=${summer}`);
    expect(listed.body.notices).toEqual([expect.objectContaining({ id: added.addEventNotice.id, text: 'Uitverkocht' })]);

    const byEditor = await editor.post(`${NOTICES}/add`, { pageID: summer, text: 'Gratis' });
    expect(byEditor.body.Errors).toEqual([expect.objectContaining({ code: 'UM_01' })]);
    const { body } = await editor.graphql(ADD_NOTICE, { pageID: summer, text: 'Gratis' });
    expect(body.errors?.[0]?.extensions?.code).toBe('UM_01');
    const byVisitor = await server.client.post(`${NOTICES}/add`, { pageID: summer, text: 'Gratis' });
    expect(byVisitor.status).toBe(401);
    expect((await server.client.get<Envelope & { notices: unknown[] }>(`${NOTICES}?pageID=${summer}`)).body.notices).toHaveLength(1);
  });

  it('shows the admin menu entry to a holder of manage-events only', async () => {
    expect(await menuPaths(manager)).toContain('/cmsadmin/event-notices');
    expect(await menuPaths(editor)).not.toContain('/cmsadmin/event-notices');
  });

  it('answers PM_01 for a notice on a page that does not exist', async () => {
    const { status, body } = await manager.post(`${NOTICES}/add`, { pageID: 999999, text: 'Nergens' });
    expect(status).toBe(404);
    expect(body.Errors).toEqual([expect.objectContaining({ code: 'PM_01', property: 'pageID' })]);
  });
});
