import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN_ENV, activatedUser } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

const EVENTUALLY = { timeout: 15_000 };
const EDITOR = { email: 'erik@example.test', password: 'Erik-password-1' };

describe('page overview in chromium: slug tree, search and filters, waiting requests', { timeout: 180_000 }, () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_SCHEDULER_INTERVAL_MS: '0' });
  const browser = useBrowser(server, { signedIn: true });
  const ids: Record<string, number> = {};
  let editor: ApiClient;

  const create = async (client: ApiClient, slug: string, title: string) => {
    const data = await gql<{ createPage: { pageID: number } }>(client, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title, slug, type: 'page', locale: 'nl' },
    });
    ids[slug] = data.createPage.pageID;
  };

  beforeAll(async () => {
    editor = (await activatedUser(server.t, browser.admin, EDITOR.email, 'Editor', EDITOR.password)).client;
    await create(browser.admin, 'about', 'About us');
    await create(browser.admin, 'about/team', 'Our team');
    await create(browser.admin, 'about/team/rosa', 'Rosa');
    await create(browser.admin, 'contact', 'Contact');
    await create(browser.admin, 'jobs', 'Jobs');
    for (const slug of ['about', 'contact']) await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: ids[slug] });
  });

  it('shows the pages as a tree by path: open `about` to see `about/team`, by mouse and by keyboard', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/');
    const tree = page.getByRole('tree', { name: 'Pages by path' });
    const about = tree.getByRole('treeitem', { name: 'About us /about' });
    await about.waitFor(EVENTUALLY);
    expect(await about.getAttribute('aria-expanded')).toBe('false');
    expect(await tree.getByRole('treeitem', { name: 'Our team /about/team' }).count()).toBe(0);

    // The chevron opens it.
    await about.locator('span[aria-hidden]').first().click();
    const team = tree.getByRole('treeitem', { name: 'Our team /about/team' });
    await team.waitFor();
    expect(await about.getAttribute('aria-expanded')).toBe('true');
    expect(await team.getAttribute('aria-level')).toBe('2');

    // One item in the tab order; the arrows move, open and close.
    expect(await tree.locator('[role="treeitem"][tabindex="0"]').count()).toBe(1);
    await about.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => about.getAttribute('aria-expanded'), EVENTUALLY).toBe('false');
    await page.keyboard.press('ArrowRight');
    await team.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => team.evaluate((item) => item === document.activeElement), EVENTUALLY).toBe(true);
    await page.keyboard.press('ArrowRight');
    const rosa = tree.getByRole('treeitem', { name: 'Rosa /about/team/rosa' });
    await rosa.waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => rosa.evaluate((item) => item === document.activeElement), EVENTUALLY).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => team.evaluate((item) => item === document.activeElement), EVENTUALLY).toBe(true);
    expect(await tree.locator('[role="treeitem"][tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('End');
    await expect.poll(() => tree.getByRole('treeitem', { name: 'Jobs /jobs' }).evaluate((item) => item === document.activeElement), EVENTUALLY).toBe(true);

    // Enter edits the page.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Edit page: Our team' }).waitFor(EVENTUALLY);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches and filters on the server, and the URL keeps both over a reload', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/');
    const rows = page.getByRole('table', { name: 'Pages' }).locator('tbody tr');
    await expect.poll(() => rows.count(), EVENTUALLY).toBe(5);

    await page.getByRole('searchbox', { name: 'Search title or path' }).fill('about');
    await expect.poll(() => rows.count(), EVENTUALLY).toBe(3);
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), EVENTUALLY).toBe('about');

    await page.getByLabel('Status').selectOption({ label: 'Published' });
    await expect.poll(() => rows.count(), EVENTUALLY).toBe(1);
    expect(await rows.first().textContent()).toContain('About us');
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), EVENTUALLY).toBe('published');

    await page.reload();
    await expect.poll(() => rows.count(), EVENTUALLY).toBe(1);
    expect(await page.getByRole('searchbox', { name: 'Search title or path' }).inputValue()).toBe('about');
    expect(await page.getByLabel('Status').inputValue()).toBe('published');

    await page.getByRole('searchbox', { name: 'Search title or path' }).fill('');
    await expect.poll(() => rows.count(), EVENTUALLY).toBe(2);
    await page.getByLabel('Status').selectOption({ label: 'Draft' });
    await expect
      .poll(() => rows.allTextContents(), EVENTUALLY)
      .toEqual([expect.stringContaining('Jobs'), expect.stringContaining('Rosa'), expect.stringContaining('Our team')]);
    await page.getByLabel('Page type').selectOption({ label: 'Page' });
    await expect.poll(() => new URL(page.url()).searchParams.get('type'), EVENTUALLY).toBe('page');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('counts the waiting publication requests in the navigation, and the count follows a review', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Publication requests', exact: true }).waitFor(EVENTUALLY);

    await gql(editor, 'mutation($id: Int!) { requestPublication(id: $id) { id } }', { id: ids.jobs });
    // The count is asked again on navigation.
    await nav.getByRole('link', { name: 'Media library' }).click();
    const badged = nav.getByRole('link', { name: 'Publication requests, 1 waiting' });
    await badged.waitFor(EVENTUALLY);

    await badged.click();
    await page
      .getByRole('button', { name: /Review/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await nav.getByRole('link', { name: 'Publication requests', exact: true }).waitFor(EVENTUALLY);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
