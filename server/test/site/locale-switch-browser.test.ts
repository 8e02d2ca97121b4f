import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { islandsHydrated, useBrowser, watchErrors } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';
import { gql } from '../support/gql.js';

// Renders the built site (site/dist): run `npm run build -w site` first.

/** Enough text that the page scrolls. */
const longText = { type: 'rich-text', key: 'long', props: { html: Array.from({ length: 60 }, (_, i) => `<p>Alinea ${i + 1}.</p>`).join('') } };

describe('the locale switch in chromium', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  beforeAll(async () => {
    const { admin } = browser;
    const { createPage: nl } = await gql<{ createPage: { pageID: number } }>(
      admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
      {
        input: { title: 'Vestigingen', slug: 'vestigingen', type: 'page', locale: 'nl', content: [longText] },
      },
    );
    const { createTranslation: en } = await gql<{ createTranslation: { pageID: number } }>(
      admin,
      'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID } }',
      {
        input: { pageID: nl.pageID, locale: 'en', title: 'Locations', slug: 'locations' },
      },
    );
    for (const id of [nl.pageID, en.pageID]) await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
  });

  it('moves between the published siblings, each at the top of the page', async () => {
    // Wide enough for the header row (from 64rem); narrower, the switch is behind the Menu button (site-reach.test.ts).
    const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/vestigingen`);
    await islandsHydrated(page);
    const switcher = page.getByRole('navigation', { name: 'Taal' });
    expect(await switcher.getByRole('link').allTextContents()).toEqual(['NL', 'EN']);
    expect(await switcher.locator('[aria-current]').textContent()).toBe('NL');

    await switcher.getByRole('link', { name: 'EN' }).click();
    await page.waitForURL(`${server.t.url}/en/locations`);
    await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await islandsHydrated(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Scrolled down, then to the Dutch sibling (a click that leaves the scroll as it is): it opens at the top.
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'NL' }).dispatchEvent('click');
    await page.waitForURL(`${server.t.url}/vestigingen`);
    await page.getByRole('heading', { level: 1, name: 'Vestigingen' }).waitFor();
    await islandsHydrated(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Back to the English page: the browser would restore its scroll position; the site starts at the top.
    await page.goBack();
    await page.waitForURL(`${server.t.url}/en/locations`);
    await islandsHydrated(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
  });
});
