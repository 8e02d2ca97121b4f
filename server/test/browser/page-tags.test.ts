import { describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

// Drives the built admin and site (admin/dist, site/dist, or BLOKWERK_ADMIN_DIST and BLOKWERK_SITE_DIST).

const HEAD = 'query($id: Int!) { page(id: $id) { pageVersion { revision tags privateTags } } }';
/** The admin waits for the server: under a loaded machine a save takes longer than expect.poll's default second. */
const EVENTUALLY = { timeout: 15_000 };
type Head = { page: { pageVersion: { revision: number; tags: string[]; privateTags: string[] } } };

describe('tags in the page editor, on the page and on its tag page', { timeout: 60_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  it('creates a tag in the picker, stores it with the page, and shows it on the published page and its tag page', async () => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
      { input: { title: 'Onze werkplaats', slug: 'werkplaats', type: 'page', locale: 'nl' } },
    );
    await browser.admin.post('/api/blokwerk/tags/validate', { tag: 'Intern', private: true });
    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${createPage.pageID}`);
    await page.getByRole('tab', { name: 'Page settings' }).click();
    const settings = page.getByRole('region', { name: 'Page settings' });

    // Not a tag: refused under the field, nothing added.
    const tags = settings.getByRole('combobox', { name: 'Tags', exact: true });
    await tags.fill('<b>');
    await page.getByRole('option', { name: 'Add “<b>”' }).click();
    await expect.poll(() => settings.getByText('not valid.').count(), EVENTUALLY).toBe(1);
    // A new tag is made and chosen; an existing private one found and chosen.
    await tags.fill('Duurzaam bouwen');
    await page.getByRole('option', { name: 'Add “Duurzaam bouwen”' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Tag “Duurzaam bouwen” added.' }).count(), EVENTUALLY).toBe(1);
    await settings.getByRole('combobox', { name: 'Private tags' }).fill('int');
    await page.getByRole('option', { name: 'Intern', exact: true }).click();
    await expect.poll(() => settings.getByRole('button', { name: 'Intern (private)' }).count(), EVENTUALLY).toBe(1);

    await page.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await gql<Head>(browser.admin, HEAD, { id: createPage.pageID })).page.pageVersion, EVENTUALLY)
      .toEqual({ revision: 2, tags: ['Duurzaam bouwen'], privateTags: ['Intern'] });
    expect(errors).toEqual([]);
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });

    // The visitor's page links the public tag (the private one is nowhere); its tag page lists the page.
    const site = await browser.freshPage({ bypassCSP: true });
    await site.goto(`${server.t.url}/werkplaats`);
    const tagLinks = site.getByRole('navigation', { name: 'Tags' }).getByRole('link');
    expect(await tagLinks.allTextContents()).toEqual(['Duurzaam bouwen']);
    expect(await site.getByText('Intern').count()).toBe(0);
    expect(await axeViolations(site)).toEqual([]);
    await tagLinks.first().click();
    await site.waitForURL(`${server.t.url}/tags/duurzaam%20bouwen`);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe("Pagina's met de tag “Duurzaam bouwen”");
    expect(await site.getByRole('link', { name: 'Onze werkplaats' }).getAttribute('href')).toBe('/werkplaats');
    expect(await axeViolations(site)).toEqual([]);

    // The site search finds the page by its tag and shows it with the result.
    await site.goto(`${server.t.url}/-/search?q=duurzaam&locale=nl`);
    expect(await site.getByRole('list', { name: 'Tags' }).getByRole('link').allTextContents()).toEqual(['Duurzaam bouwen']);
    expect(await axeViolations(site)).toEqual([]);
  });
});
