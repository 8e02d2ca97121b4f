import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ENV } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

const EVENTUALLY = { timeout: 15_000 };

/** Whether the document is wider than the window (it would scroll sideways). */
const scrollsSideways = (page: Page) => page.evaluate('document.documentElement.scrollWidth > window.innerWidth');

/** WCAG's contrast ratio of an element's text colour on the first opaque background behind it. */
const CONTRAST_SCRIPT = (selector: string) => `(() => {
  const luminance = (rgb) => {
    const [r, g, b] = rgb.map((c) => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const channels = (color) => color.match(/[\\d.]+/g).map(Number);
  const element = document.querySelector(${JSON.stringify(selector)});
  let background = null;
  for (let node = element; node && !background; node = node.parentElement) {
    const parts = channels(getComputedStyle(node).backgroundColor);
    if (parts.length === 3 || parts[3] === 1) background = parts.slice(0, 3);
  }
  const [light, dark] = [luminance(channels(getComputedStyle(element).color).slice(0, 3)), luminance(background ?? [255, 255, 255])].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
})()`;

async function createPage(page: { title: string; slug: string; locale: string }, client: Parameters<typeof gql>[0]): Promise<number> {
  const data = await gql<{ createPage: { pageID: number } }>(client, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
    input: { ...page, type: 'page' },
  });
  return data.createPage.pageID;
}

describe('finishing the admin (issue 21 bugs)', { timeout: 180_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  it('the password screens fit a phone: the password rules scroll nothing sideways', async () => {
    const phone = { viewport: { width: 390, height: 844 } };
    const { page, errors } = await browser.signedInPage('/cmsadmin/user/settings', phone);
    await page.getByRole('heading', { level: 1, name: 'Your settings' }).waitFor(EVENTUALLY);
    await page.getByText('The new password must:').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();

    for (const path of ['/cmsadmin/reset-password?token=unknown', '/cmsadmin/activate-account?token=unknown']) {
      const visitor = await browser.freshPage({ locale: 'en-GB', ...phone });
      await visitor.goto(`${server.t.url}${path}`);
      await visitor.getByText('The new password must:').first().waitFor(EVENTUALLY);
      expect(await scrollsSideways(visitor), path).toBe(false);
      await visitor.context().close();
    }
  });

  it("the Translations tab links each sibling at the site's own path for its locale", async () => {
    const dutch = await createPage({ title: 'Over ons', slug: 'over-ons', locale: 'nl' }, browser.admin);
    const { createTranslation } = await gql<{ createTranslation: { pageID: number } }>(
      browser.admin,
      'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID } }',
      { input: { pageID: dutch, locale: 'en', title: 'About us', slug: 'about-us' } },
    );
    for (const id of [dutch, createTranslation.pageID]) await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });

    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${createTranslation.pageID}`);
    await page.getByRole('heading', { level: 1, name: 'Edit page: About us' }).waitFor(EVENTUALLY);
    await page.getByRole('tab', { name: 'Translations' }).click();
    const siteLink = page.getByRole('region', { name: 'Translations' }).getByRole('link', { name: '/over-ons', exact: true });
    const href = await siteLink.getAttribute('href');
    // The default locale has no prefix on the site: /nl/over-ons answers 404.
    expect(href).toBe('/over-ons');
    const visitor = await browser.freshPage();
    expect((await visitor.goto(new URL(href ?? '', server.t.url).href))?.status()).toBe(200);
    await visitor.context().close();

    // The Dutch page's link to its English sibling keeps the locale prefix.
    await page.goto(`${server.t.url}/cmsadmin/page/${dutch}`);
    await page.getByRole('tab', { name: 'Translations' }).click();
    expect(await page.getByRole('region', { name: 'Translations' }).getByRole('link', { name: '/en/about-us', exact: true }).getAttribute('href')).toBe(
      '/en/about-us',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('User management opens the dashboard with its users section titled, and the document title names both', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User management' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor(EVENTUALLY);
    await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Add user' }).waitFor();
    await expect.poll(() => page.title()).toBe('Users · CMS Dashboard · Blokwerk');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the Unpublish button reads at a contrast of at least 4.5:1', async () => {
    const id = await createPage({ title: 'Vacatures', slug: 'vacatures', locale: 'nl' }, browser.admin);
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${id}`);
    const unpublish = page.getByRole('button', { name: 'Unpublish' });
    await unpublish.waitFor(EVENTUALLY);
    await expect.poll(() => unpublish.isEnabled()).toBe(true);
    await unpublish.evaluate((button) => button.setAttribute('data-contrast-probe', ''));
    const ratio = await page.evaluate(CONTRAST_SCRIPT('[data-contrast-probe]'));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
