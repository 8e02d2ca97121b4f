import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { activatedUser, ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { external, menuApi, outline, type Item } from './menu-api.js';

describe('menu structure (issue 9)', { timeout: 60_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  let api: ReturnType<typeof menuApi>;

  const createPage = async (title: string, slug: string, publish: boolean) => {
    const created = await admin.graphql<{ createPage: { pageID: number } }>('mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title, slug, type: 'page', locale: 'nl', content: [] },
    });
    const id = created.body.data?.createPage.pageID;
    if (id === undefined) throw new Error(JSON.stringify(created.body.errors));
    if (publish) await admin.graphql('mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
    return id;
  };

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    api = menuApi(admin);
  });

  it('adds, edits, moves and deletes items; every write is audited and announced to the site', async () => {
    const listener = await server.t.database.pool.connect();
    const events: unknown[] = [];
    listener.on('notification', (message) => events.push(JSON.parse(message.payload ?? 'null')));
    await listener.query('listen blokwerk_content');
    const home = await api.add({ locale: 'nl', label: 'Home', target: external('https://example.test/') });
    const about = await api.add({ locale: 'nl', label: 'Over ons', target: { kind: 'anchor', anchor: 'over' } });
    const team = await api.add({ locale: 'nl', parentID: about.itemID, label: 'Team', target: { kind: 'mail', email: 'team@example.test' } });
    await api.add({ locale: 'nl', parentID: about.itemID, position: 0, label: 'Bel ons', target: { kind: 'phone', phone: '+31 20 123 4567' } });
    const first = await api.add({ locale: 'nl', position: 0, label: 'Eerst', target: external('https://example.test/eerst') });
    expect(outline(first.items)).toEqual(['Eerst', 'Home', 'Over ons', '  Bel ons', '  Team']);
    expect(first.items.map((i) => i.position)).toEqual([0, 1, 2, 0, 1]);
    // Another locale has its own tree.
    await api.add({ locale: 'en', label: 'Home', target: external('https://example.test/en') });
    expect(outline(await api.tree('en'))).toEqual(['Home']);

    const edited = await api.edit({ id: team.itemID, label: 'Ons team', target: { kind: 'mail', email: 'mensen@example.test', label: 'dropped' } });
    expect(edited.items.find((i) => i.id === team.itemID)).toMatchObject({ label: 'Ons team', target: { kind: 'mail', email: 'mensen@example.test' } });
    expect(edited.items.find((i) => i.id === team.itemID)?.target).not.toHaveProperty('label');

    // Team to the top level, second; then Home under Over ons, last.
    expect(outline((await api.move(team.itemID, null, 1)).items)).toEqual(['Eerst', 'Ons team', 'Home', 'Over ons', '  Bel ons']);
    const moved = await api.move(home.itemID, about.itemID, 5);
    expect(outline(moved.items)).toEqual(['Eerst', 'Ons team', 'Over ons', '  Bel ons', '  Home']);
    expect(moved.items.filter((i) => i.parentID === null).map((i) => i.position)).toEqual([0, 1, 2]);

    // Without children: they take its place; with children: the subtree goes.
    expect(outline((await api.remove(about.itemID, false)).items)).toEqual(['Eerst', 'Ons team', 'Bel ons', 'Home']);
    await api.move(home.itemID, team.itemID, 0);
    const removed = await api.remove(team.itemID, true);
    expect(outline(removed.items)).toEqual(['Eerst', 'Bel ons']);
    expect(removed.items.map((i) => i.position)).toEqual([0, 1]);

    const { rows } = await server.t.database.pool.query<{ action: string }>(
      `select "action" from "audit_entry" where "target_type" = 'menu-item' order by "id"`,
    );
    expect(rows.map((r) => r.action)).toEqual([
      ...Array<string>(6).fill('menu.add'),
      'menu.edit',
      'menu.move',
      'menu.move',
      'menu.delete',
      'menu.move',
      'menu.delete',
    ]);
    await listener.query('unlisten blokwerk_content');
    listener.release();
    expect(events).toHaveLength(rows.length);
    expect(events[0]).toMatchObject({ type: 'menu.changed', pageId: null });
  });

  it('refuses invalid input, unknown items and a move into its own subtree (V_07)', async () => {
    const parent = await api.add({ locale: 'nl', label: 'Ouder', target: external('https://example.test/ouder') });
    const child = await api.add({ locale: 'nl', parentID: parent.itemID, label: 'Kind', target: external('https://example.test/kind') });
    const grandchild = await api.add({ locale: 'nl', parentID: child.itemID, label: 'Kleinkind', target: external('https://example.test/klein') });
    const before = await api.tree('nl');
    await expect(api.move(parent.itemID, grandchild.itemID, 0)).rejects.toMatchObject({ code: 'V_07' });
    await expect(api.move(parent.itemID, parent.itemID, 0)).rejects.toMatchObject({ code: 'V_07' });
    expect(await api.tree('nl')).toEqual(before);
    await expect(api.move(999_999, null, 0)).rejects.toMatchObject({ code: 'V_07' });
    await expect(api.add({ locale: 'nl', parentID: 999_999, label: 'Wees', target: external('https://example.test/') })).rejects.toMatchObject({
      code: 'V_07',
    });
    await expect(api.add({ locale: 'nl', label: 'Fout', target: { kind: 'external', href: 'javascript:alert(1)' } })).rejects.toMatchObject({ code: 'V_13' });
    await expect(api.add({ locale: 'nl', label: '  ', target: external('https://example.test/') })).rejects.toMatchObject({ code: 'V_16' });
    await expect(api.add({ locale: 'xx', label: 'Taal', target: external('https://example.test/') })).rejects.toMatchObject({ code: 'V_12' });
  });

  it('flags items whose page is deleted or unpublished, and leaves them out of the site menu', async () => {
    const online = await createPage('Online', 'menu-online', true);
    const draft = await createPage('Concept', 'menu-concept', false);
    const gone = await createPage('Weg', 'menu-weg', true);
    const locale = 'en';
    for (const [label, pageId] of [
      ['Online', online],
      ['Concept', draft],
      ['Weg', gone],
    ] as const) {
      await api.add({ locale, label, target: { kind: 'internal', pageId } });
    }
    await admin.graphql('mutation($id: Int!) { deletePage(id: $id) { id } }', { id: gone });
    const tree = await api.tree(locale);
    const state = (label: string) => tree.find((i) => i.label === label);
    expect(state('Online')).toMatchObject({ targetState: 'ok', page: { id: online, slug: 'menu-online' } });
    expect(state('Concept')).toMatchObject({ targetState: 'unpublished', page: { id: draft } });
    expect(state('Weg')).toMatchObject({ targetState: 'missing', page: null });

    const visitor = await new ApiClient(server.t.url).prime();
    const site = await visitor.graphql<{ siteMenu: Item[] }>('query($locale: String) { siteMenu(locale: $locale) { label targetState } }', { locale });
    expect(site.body.data?.siteMenu.map((i) => i.label)).toEqual(['Home', 'Online']);
  });

  it('keeps a valid tree when two sessions move items at the same time', async () => {
    const locale = 'de';
    await admin.graphql(
      'mutation { updateSettings(input: { availableLocales: ["nl", "en", "de"], defaultLocale: "nl", customSlugLocales: [] }) { defaultLocale } }',
    );
    const other = menuApi(await signedIn(server.t.url, ADMIN.email, ADMIN.password));
    const a = await api.add({ locale, label: 'A', target: external('https://example.test/a') });
    const b = await api.add({ locale, label: 'B', target: external('https://example.test/b') });
    for (const label of ['C', 'D', 'E', 'F']) await api.add({ locale, label, target: external(`https://example.test/${label}`) });
    // A under B and B under A at once: one of them must be refused, never both applied.
    for (let round = 0; round < 5; round++) {
      const results = await Promise.allSettled([api.move(a.itemID, b.itemID, 0), other.move(b.itemID, a.itemID, 0)]);
      expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
      const tree = await api.tree(locale);
      expect(tree).toHaveLength(6);
      expect(tree.filter((i) => i.parentID === null).length).toBeGreaterThanOrEqual(4);
      await api.move(a.itemID, null, 0);
      await api.move(b.itemID, null, 1);
    }
    // Many concurrent reorders leave dense positions among every set of siblings.
    const items = await api.tree(locale);
    await Promise.all(items.map((item, index) => (index % 2 ? api : other).move(item.id, index % 3 === 0 ? null : a.itemID, index % 4)));
    const after = await api.tree(locale);
    expect(after).toHaveLength(6);
    for (const parentID of new Set(after.map((i) => i.parentID))) {
      expect(after.filter((i) => i.parentID === parentID).map((i) => i.position)).toEqual([
        ...Array(after.filter((i) => i.parentID === parentID).length).keys(),
      ]);
    }
  });

  it('refuses users without manage-menu (UM_01) and visitors', async () => {
    await admin.graphql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Pages only', permissions: [{ name: 'edit-page' }] },
    });
    const { client } = await activatedUser(server.t, admin, 'no-menu@example.test', 'Pages only');
    const refused = menuApi(client);
    expect(await refused.call('query { menu(locale: "nl") { id } }', {})).toEqual({ code: 'UM_01' });
    await expect(refused.add({ locale: 'nl', label: 'X', target: external('https://example.test/') })).rejects.toMatchObject({ code: 'UM_01' });
    const [item] = await api.tree('nl');
    await expect(refused.move(item?.id ?? 1, null, 0)).rejects.toMatchObject({ code: 'UM_01' });
    await expect(refused.remove(item?.id ?? 1, true)).rejects.toMatchObject({ code: 'UM_01' });
    const visitor = menuApi(await new ApiClient(server.t.url).prime());
    expect(await visitor.call('query { menu(locale: "nl") { id } }', {})).toEqual({ code: 'UM_01' });
  });
});
