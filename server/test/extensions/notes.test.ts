import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startServer } from '../../src/server.js';
import notes from '../extension/server/index.js';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { ApiClient as Client } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { useBrowser, watchErrors } from '../support/browser.js';
import { buildWithExtensions, extensionBuildEnv } from '../support/extension-build.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

// The test extension (server/test/extension) brings one of each extension point; the admin and
// the site are built with it, the server is handed its declaration.
const ENTRY = './server/test/extension';

interface Role {
  id: number;
  name: string;
  permissions: { name: string }[];
}
const ROLES = '{ roles { id name permissions { name } } }';

async function fetchText(baseUrl: string, path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

const jsonLdOf = (html: string): unknown => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

async function publishRecipe(admin: ApiClient, slug: string, callout: Record<string, unknown> = { text: 'Let the dough rest overnight.', tone: 'warning' }) {
  const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
    input: {
      title: 'Appeltaart',
      slug,
      type: 'recipe',
      locale: 'nl',
      typeData: { servings: 8, minutes: 75, ingredients: [{ name: 'Appels' }, { name: 'Kaneel' }] },
      content: [
        { type: 'rich-text', key: 'intro', props: { html: '<p>Oma’s recept.</p>' } },
        { type: 'note-callout', key: 'tip', props: callout },
      ],
    },
  });
  await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  return createPage.pageID;
}

describe('an extension: every extension point, through HTTP and in chromium', () => {
  // Before the server starts: it mounts the site build it is told to serve.
  beforeAll(() => buildWithExtensions('notes', [ENTRY]), 240_000);
  const server = useTestServer({ ...ADMIN_ENV, ...extensionBuildEnv('notes') }, [notes]);
  const browser = useBrowser(server);
  let admin: ApiClient;
  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
  });

  it("runs its migration with core's, recorded under its name, and its module answers through GraphQL and REST", async () => {
    const { rows } = await server.t.database.pool.query<{ name: string }>(`select name from mikro_orm_migrations where name like 'notes:%'`);
    expect(rows.map((r) => r.name)).toEqual(['notes:Migration20261125100000_notes']);
    const created = await admin.post<Envelope & { note: { id: number; title: string } }>('/api/blokwerk/notes/create', { title: 'Via REST' });
    expect(created.status).toBe(200);
    expect(created.body.note.title).toBe('Via REST');
    const { createNote } = await gql<{ createNote: { title: string } }>(admin, 'mutation { createNote(title: "Via GraphQL") { title } }');
    expect(createNote.title).toBe('Via GraphQL');
    const listed = await (await new Client(server.t.url).prime()).get<Envelope & { notes: { title: string }[] }>('/api/blokwerk/notes/list');
    expect(listed.body.notes.map((n) => n.title)).toEqual(['Via REST', 'Via GraphQL']);
    // Bad input gets a catalogue code and changes nothing.
    const empty = await admin.post<Envelope>('/api/blokwerk/notes/create', { title: ' ', colour: 'red' });
    expect(empty.status).toBe(400);
    expect(empty.body.Errors.map((e) => `${e.code} ${e.property}`).toSorted()).toEqual(['V_12 colour', 'V_16 title']);
    const {
      rows: [count],
    } = await server.t.database.pool.query<{ n: string }>('select count(*) as n from test_note');
    expect(count?.n).toBe('2');
  });

  it('declares a permission: granted to Administrator on first sight, listed for roles, enforced', async () => {
    const { permissions } = await gql<{ permissions: string[] }>(admin, '{ permissions }');
    expect(permissions).toContain('manage-notes');
    const { roles } = await gql<{ roles: Role[] }>(admin, ROLES);
    expect(roles.find((r) => r.name === 'Administrator')?.permissions.map((p) => p.name)).toContain('manage-notes');
    expect(roles.find((r) => r.name === 'Editor')?.permissions.map((p) => p.name)).not.toContain('manage-notes');
    const editor = await activatedUser(server.t, admin, 'notes-editor@example.test', 'Editor');
    const refused = await editor.client.post<Envelope>('/api/blokwerk/notes/create', { title: 'Not mine to add' });
    expect(refused.status).toBe(403);
    expect(refused.body.Errors[0]?.code).toBe('UM_01');
    // A role may hold it; a permission nobody declared is refused.
    const editorRole = roles.find((r) => r.name === 'Editor');
    const grant = (names: string[]) =>
      admin.graphql('mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }', {
        id: editorRole?.id,
        input: { name: 'Editor', permissions: names.map((name) => ({ name })) },
      });
    const unknown = await grant([...(editorRole?.permissions.map((p) => p.name) ?? []), 'manage-recipes']);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('V_12');
    expect((await grant([...(editorRole?.permissions.map((p) => p.name) ?? []), 'manage-notes'])).body.errors).toBeUndefined();
    expect((await editor.client.post<Envelope>('/api/blokwerk/notes/create', { title: 'Mine now' })).status).toBe(200);
  });

  it('adds its menu entry, labelled per interface language, for those holding its permission', async () => {
    const menu = await gql<{ adminMenu: { id: string; label: string; path: string }[] }>(admin, '{ adminMenu(locale: "de") { id label path } }');
    expect(menu.adminMenu).toEqual([{ id: 'notes', label: 'Notizen', path: '/cmsadmin/notes' }]);
    const reviewer = await activatedUser(server.t, admin, 'notes-reviewer@example.test', 'Reviewer');
    expect((await gql<{ adminMenu: unknown[] }>(reviewer.client, '{ adminMenu { id } }')).adminMenu).toEqual([]);
  });

  it('adds a page type whose typeData its site component renders, with JSON-LD built from it, and a block with its own component', async () => {
    await publishRecipe(admin, 'appeltaart');
    const { status, text } = await fetchText(server.t.url, '/recepten/appeltaart');
    expect(status).toBe(200);
    expect(text).toContain('<p class="recipe-facts">8 servings · 75 minutes</p>');
    expect(text).toMatch(/<ul class="recipe-ingredients">\s*<li>Appels<\/li>\s*<li>Kaneel<\/li>\s*<\/ul>/);
    expect(text).toContain('<aside class="block note-callout note-callout-warning"');
    expect(text).toContain('Let the dough rest overnight.');
    expect(text).toContain('Oma’s recept.');
    expect(jsonLdOf(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Appeltaart',
      url: expect.stringMatching(/\/recepten\/appeltaart$/),
      inLanguage: 'nl',
      recipeYield: '8',
      totalTime: 'PT75M',
      recipeIngredient: ['Appels', 'Kaneel'],
    });
    // The content model validates the extension's block and type data like core's.
    const bad = await admin.graphql('mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: {
        title: 'Fout',
        slug: 'fout',
        type: 'recipe',
        locale: 'nl',
        typeData: { servings: 0, minutes: 10 },
        content: [{ type: 'note-callout', key: 'x', props: { text: 'x', tone: 'loud' } }],
      },
    });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('V_12');
  });

  it('adds a site route of its own, which shows new data at once', async () => {
    const before = await fetchText(server.t.url, '/notes');
    expect(before.status).toBe(200);
    expect(before.text).toContain('<h1>Notes</h1>');
    await gql(admin, 'mutation { createNote(title: "Fresh <note>") { id } }');
    expect((await fetchText(server.t.url, '/notes')).text).toContain('<li>Fresh &lt;note&gt;</li>');
  });

  it('opens its admin screen from its menu entry, lazily, and saves through its own mutation', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Notes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cmsadmin/notes');
    await page.getByText(/^\d+ notes$/).waitFor();
    await page.getByLabel('New note').fill('Typed in chromium');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Typed in chromium' }).waitFor();
    expect(await page.title()).toBe('Notes');
    // The roles screen labels the extension's permission from its catalogue.
    await nav.getByRole('link', { name: 'Roles' }).click();
    await page.getByText('Manage notes').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('speaks the interface language in its screen and menu entry, and refuses those without its permission', async () => {
    // The login form follows the browser language too.
    const dutch = await browser.freshPage({ locale: 'nl-NL', viewport: { width: 1400, height: 1000 } });
    await dutch.goto(`${server.t.url}/cmsadmin/notes`);
    await dutch.getByLabel('E-mailadres').fill(ADMIN.email);
    await dutch.getByLabel('Wachtwoord', { exact: true }).fill(ADMIN.password);
    await dutch.getByRole('button', { name: 'Inloggen' }).click();
    await dutch.getByRole('heading', { level: 1, name: 'Notities' }).waitFor();
    await dutch.getByRole('navigation', { name: /.+/ }).getByRole('link', { name: 'Notities' }).first().waitFor();
    const { page: reviewer } = await browser.signedInPage('/cmsadmin/notes', {
      account: { email: 'notes-reviewer@example.test', password: 'Editor-password-1' },
    });
    await reviewer.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    expect(await reviewer.getByRole('link', { name: 'Notes', exact: true }).count()).toBe(0);
  });

  it('renders its page type and block on the site in chromium, without errors', async () => {
    const page = await browser.freshPage();
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/recepten/appeltaart`);
    await page.getByRole('heading', { level: 1, name: 'Appeltaart' }).waitFor();
    expect(await page.locator('.recipe-ingredients li').allTextContents()).toEqual(['Appels', 'Kaneel']);
    expect(await page.locator('aside.note-callout').textContent()).toContain('Let the dough rest overnight.');
    await page.goto(`${server.t.url}/notes`);
    expect(await page.locator('ul.notes li').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('leaves core working when it is removed from the declaration, and is not granted again when it comes back', async () => {
    await server.t.server.close();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: server.t.database.url,
      BLOKWERK_DATA_DIR: server.t.dataDir,
      LOG_LEVEL: 'silent',
      ...ADMIN_ENV,
    });
    const plain = await startServer(config, createLogger('silent'));
    try {
      const client = await signedIn(plain.url, ADMIN.email, ADMIN.password);
      const { permissions } = await gql<{ permissions: string[] }>(client, '{ permissions }');
      expect(permissions).not.toContain('manage-notes');
      expect(
        (await gql<{ me: { role: { permissions: { name: string }[] } } }>(client, '{ me { role { permissions { name } } } }')).me.role.permissions.map(
          (p) => p.name,
        ),
      ).toContain('manage-users');
      expect((await client.graphql('{ notes { id } }')).body.errors?.[0]?.message).toMatch(/Cannot query field "notes"/);
      expect((await client.get('/api/blokwerk/notes/list')).status).toBe(404);
      expect((await gql<{ adminMenu: unknown[] }>(client, '{ adminMenu { id } }')).adminMenu).toEqual([]);
      expect((await fetchText(plain.url, '/')).status).toBe(200);
      // Take the permission away from Administrator while the extension is gone.
      const { roles } = await gql<{ roles: Role[] }>(client, ROLES);
      const administrator = roles.find((r) => r.name === 'Administrator');
      await gql(client, 'mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }', {
        id: administrator?.id,
        input: { name: 'Administrator', permissions: administrator?.permissions.filter((p) => p.name !== 'manage-notes') },
      });
    } finally {
      await plain.close();
    }
    const again = await startServer(config, createLogger('silent'), [notes]);
    try {
      const client = await signedIn(again.url, ADMIN.email, ADMIN.password);
      const { roles } = await gql<{ roles: Role[] }>(client, ROLES);
      expect(roles.find((r) => r.name === 'Administrator')?.permissions.map((p) => p.name)).not.toContain('manage-notes');
    } finally {
      await again.close();
    }
  });
});
