import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, ADMIN_ENV, activatedUser } from '../support/accounts.js';
import { useBrowser, watchErrors } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';
import { menuApi, outline } from '../menu/menu-api.js';
import { gql } from '../support/gql.js';

// Drives the built admin and site (admin/dist, site/dist): run `npm run build` first.

const EVENTUALLY = { timeout: 15_000 };

/** Drags a row's handle by (dx, dy) with the mouse, past dnd-kit's activation distance first. */
async function drag(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('handle not laid out');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + Math.sign(dx) * 8, start.y + Math.sign(dy) * 8, { steps: 3 });
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 15 });
  await page.mouse.up();
}

/** Adds a page through the menu editor's page search. */
async function addPage(page: Page, term: string, title: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Add a page to the menu' });
  await search.fill(term);
  await page.getByRole('option', { name: new RegExp(`^${title}`) }).click(EVENTUALLY);
  await page.getByRole('list', { name: 'Menu items' }).getByRole('listitem', { name: title }).waitFor(EVENTUALLY);
}

describe('menu structure in chromium (issue 9)', { timeout: 240_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  const createPublished = async (title: string, slug: string, locale: string) => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
      {
        input: { title, slug, type: 'page', locale, content: [] },
      },
    );
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  };

  beforeAll(async () => {
    await createPublished('Over ons', 'over-ons', 'nl');
    await createPublished('Ons team', 'team', 'nl');
    await createPublished('Vacatures', 'vacatures', 'nl');
    await createPublished('About us', 'about', 'en');
  });

  const signedInPage = async (email: string, password: string, path: string) => (await browser.signedInPage(path, { account: { email, password } })).page;

  it('builds a two-level menu by drag and drop, and the site shows it in both locales', async () => {
    const page = await signedInPage(ADMIN.email, ADMIN.password, '/cmsadmin/menu-structure');
    const errors = watchErrors(page);
    await page.getByRole('heading', { name: 'Menu structure', level: 1 }).waitFor(EVENTUALLY);
    await page.getByText('The menu of this language has no items yet.').waitFor(EVENTUALLY);

    // The page search starts at 3 characters.
    const search = page.getByRole('combobox', { name: 'Add a page to the menu' });
    await search.fill('Ov');
    await page.getByText('Type at least 3 characters to search pages').waitFor(EVENTUALLY);
    await addPage(page, 'Over', 'Over ons');
    await addPage(page, 'team', 'Ons team');
    await addPage(page, 'Vaca', 'Vacatures');

    const items = page.getByRole('list', { name: 'Menu items' });
    const row = (label: string) => items.getByRole('listitem', { name: label });
    // Team sideways under Over ons, Vacatures up to the top.
    await drag(page, page.getByRole('button', { name: 'Move Ons team' }), 48, 0);
    await expect.poll(() => row('Ons team').getAttribute('data-depth'), EVENTUALLY).toBe('1');
    const vacatures = await row('Vacatures').boundingBox();
    const over = await row('Over ons').boundingBox();
    if (!vacatures || !over) throw new Error('rows not laid out');
    await drag(page, page.getByRole('button', { name: 'Move Vacatures' }), 0, over.y - vacatures.y);
    await expect
      .poll(async () => (await items.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0]), EVENTUALLY)
      .toEqual(['Vacatures', 'Over ons', 'Ons team']);

    await page.getByRole('button', { name: 'Save menu' }).click();
    await page.getByText('The menu is saved.').waitFor(EVENTUALLY);
    expect(outline(await menuApi(browser.admin).tree('nl'))).toEqual(['Vacatures', 'Over ons', '  Ons team']);

    // The other locale has its own menu.
    await page.getByLabel('Menu language').selectOption('en');
    await page.getByText('The menu of this language has no items yet.').waitFor(EVENTUALLY);
    await addPage(page, 'Abo', 'About us');
    await page.getByRole('button', { name: 'Save menu' }).click();
    await page.getByText('The menu is saved.').waitFor(EVENTUALLY);

    // Unsaved changes are not dropped unasked.
    await page.getByRole('button', { name: 'Add link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Choose link' });
    await linkDialog.getByRole('radio', { name: 'Email' }).check();
    await linkDialog.getByLabel('Email address').fill('jobs@example.test');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await row('jobs@example.test').waitFor(EVENTUALLY);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Page overview' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await leave.getByText('The menu has unsaved changes. Save them before you leave?').waitFor(EVENTUALLY);
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    expect(outline(await menuApi(browser.admin).tree('en'))).toEqual(['About us']);
    expect(errors).toEqual([]);

    // The site's header shows the menu of the page's locale, the page shown marked.
    const site = await browser.newPage();
    await site.goto(`${server.t.url}/over-ons`);
    const nav = site.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('link', { name: 'Vacatures' }).waitFor(EVENTUALLY);
    // The second level folds away behind its item's disclosure button.
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Vacatures', 'Over ons']);
    await nav.getByRole('button', { name: 'Submenu Over ons' }).click();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Vacatures', 'Over ons', 'Ons team']);
    expect(await nav.getByRole('link', { name: 'Over ons' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Vacatures' }).getAttribute('aria-current')).toBeNull();
    // Team is nested in Over ons's item.
    expect(await nav.getByRole('listitem').filter({ hasText: 'Over ons' }).getByRole('link', { name: 'Ons team' }).getAttribute('href')).toBe('/team');
    await site.goto(`${server.t.url}/en/about`);
    expect(await site.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allInnerTexts()).toEqual(['About us']);
    expect(await site.getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');
    await site.close();
    await page.context().close();
  });

  it('shows no Menu structure entry to a user without manage-menu, whom the server refuses', async () => {
    await gql(browser.admin, 'mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Pages only', permissions: [{ name: 'edit-page' }] },
    });
    const { client } = await activatedUser(server.t, browser.admin, 'no-menu@example.test', 'Pages only');
    const page = await signedInPage('no-menu@example.test', 'Editor-password-1', '/cmsadmin');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Page overview' }).waitFor(EVENTUALLY);
    expect(await nav.getByRole('link', { name: 'Menu structure' }).count()).toBe(0);
    expect(await menuApi(client).call('query { menu(locale: "nl") { id } }', {})).toEqual({ code: 'UM_01' });
    await page.context().close();
  });
});
