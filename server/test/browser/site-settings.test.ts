import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, activatedUser } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser, watchErrors } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';
import { png, upload } from '../media/support.js';

// Drives the built admin and site (admin/dist, site/dist): run `npm run build` first.

const EVENTUALLY = { timeout: 15_000 };

describe('site settings in chromium (issue 21)', { timeout: 240_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  let logoId: number;

  beforeAll(async () => {
    logoId = (await upload(browser.admin, '/', 'korrel-logo.png', await png(240, 80), 'image/png')).body.file.id;
    const { createPage } = await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
      browser.admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
      { input: { title: 'Onze bakkerij', slug: 'bakkerij', type: 'page', locale: 'nl' } },
    );
    await gql(browser.admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: {
        id: createPage.pageVersionID,
        revision: 1,
        title: 'Onze bakkerij',
        blocks: [{ type: 'heading', key: 'h', props: { text: 'Brood van de dag', level: 'h2' } }],
      },
    });
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  });

  it('an admin sets the site name, logo and home page, and the site shows them', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin', { bypassCSP: true });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Site settings', exact: true }).click(EVENTUALLY);
    await page.getByRole('heading', { name: 'Site settings', level: 1 }).waitFor(EVENTUALLY);
    await page.getByLabel('Site name').waitFor(EVENTUALLY);
    // The screen itself (the shared navigation and app bar are the layout's).
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Site name').fill('Bakkerij de Korrel');
    await page.getByRole('group', { name: 'Logo' }).getByRole('button', { name: 'Choose image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('checkbox', { name: 'Select korrel-logo.png' }).click(EVENTUALLY);
    await picker.getByRole('button', { name: 'Choose', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('group', { name: 'Logo' }).getByRole('img', { name: 'Logo' }).waitFor(EVENTUALLY);

    await page.getByRole('combobox', { name: 'Home page' }).fill('Onze');
    await page.getByRole('option', { name: /^Onze bakkerij/ }).click(EVENTUALLY);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('alert').filter({ hasText: 'Saved' }).waitFor(EVENTUALLY);
    expect(errors).toEqual([]);
    await page.context().close();

    // The site as visitors get it, CSP included (the colours' inline style is allowed by its hash).
    const visitor = await browser.freshPage();
    const visitorErrors = watchErrors(visitor);
    const home = await visitor.goto(`${server.t.url}/`);
    expect(home?.status()).toBe(200);
    const brand = visitor.getByRole('banner').getByRole('link', { name: 'Bakkerij de Korrel' });
    await brand.waitFor();
    const logo = brand.locator('img');
    expect(await logo.getAttribute('src')).toContain(`imageID=${logoId}`);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), EVENTUALLY).toBe(true);
    await visitor.getByRole('heading', { name: 'Brood van de dag' }).waitFor();
    expect(await visitor.title()).toBe('Onze bakkerij | Bakkerij de Korrel');
    expect(visitorErrors).toEqual([]);
    await visitor.context().close();
  });

  it('designs the 404 page with a search box and passes axe there', async () => {
    const visitor = await browser.freshPage({ bypassCSP: true });
    const answer = await visitor.goto(`${server.t.url}/bestaat-niet`);
    expect(answer?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'Pagina niet gevonden', level: 1 }).waitFor();
    await visitor.getByRole('main').getByRole('searchbox', { name: 'Zoek een pagina' }).waitFor();
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.context().close();
  });

  it('shows no Site settings entry to a user without manage-settings, and refuses the screen', async () => {
    await gql(browser.admin, 'mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Pages only', permissions: [{ name: 'edit-page' }] },
    });
    const { client } = await activatedUser(server.t, browser.admin, 'no-settings@example.test', 'Pages only');
    const { page } = await browser.signedInPage('/cmsadmin', { account: { email: 'no-settings@example.test', password: 'Editor-password-1' } });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Page overview' }).waitFor(EVENTUALLY);
    expect(await nav.getByRole('link', { name: 'Site settings', exact: true }).count()).toBe(0);
    await page.goto(`${server.t.url}/cmsadmin/site-settings`);
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Site settings' }).waitFor(EVENTUALLY);
    expect(await page.getByLabel('Site name').count()).toBe(0);
    const answer = await client.graphql('{ siteSettings { fontPair } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UM_01');
    await page.context().close();
  });
});
