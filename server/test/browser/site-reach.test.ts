import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { recruitmentExtension } from '../backup/recruitment.js';
import { ADMIN_ENV } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser, watchErrors } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';
import { png, upload } from '../media/support.js';

// The built site and recruitment extension (npm run build) on the demo content: the colours, the
// menu's extension routes, /404 and the header (issue 31, part C).

const recruitment = await recruitmentExtension();

const DESKTOP = { locale: 'nl-NL', viewport: { width: 1280, height: 800 }, bypassCSP: true };
const PHONE = { locale: 'nl-NL', viewport: { width: 390, height: 844 }, bypassCSP: true };
/** The admin's "Green" preset (admin/src/screens/settings/siteSettingsForm.ts). */
const GREEN = { primary: '#1e6b3a', primaryText: '#ffffff', accent: '#e8f3ec', accentText: '#14331f', background: '#ffffff', text: '#1b1f24' };
const UPDATE_SETTINGS = 'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { fontPair } }';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const style = (page: Page, selector: string, property: 'color' | 'backgroundColor') =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element)[name], property);

describe('the public site reaches everything, in the chosen colours (issue 31)', { timeout: 180_000 }, () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_SEED: 'demo' }, recruitment);
  const browser = useBrowser(server, { signedIn: true });

  beforeAll(async () => {
    // A logo beside a site name of some length: the header's widest brand.
    const logo = (await upload(browser.admin, '/', 'logo.png', await png(240, 80), 'image/png')).body.file.id;
    await gql(browser.admin, UPDATE_SETTINGS, {
      input: {
        siteName: [{ locale: 'nl', value: 'Blokwerk Techniek' }],
        logoId: logo,
        colours: GREEN,
        fontPair: 'system',
        footerText: [],
        footerLinks: [],
        social: [],
        homePages: [],
        notFoundPages: [],
      },
    });
  });

  it('shows links and buttons in the chosen primary colour, not the default blue', async () => {
    const page = await browser.freshPage(DESKTOP);
    await page.goto(`${server.t.url}/`);
    expect(await style(page, '.site-menu a', 'color')).toBe(rgb(GREEN.primary));
    expect(await style(page, 'main a:not(.button-link)', 'color')).toBe(rgb(GREEN.primary));
    expect(await style(page, '.search-box button[type="submit"]', 'backgroundColor')).toBe(rgb(GREEN.primary));
    expect(await style(page, '.search-box button[type="submit"]', 'color')).toBe(rgb(GREEN.primaryText));
    await page.context().close();
  });

  it('links the vacancies and the alerts page from the demo menu, and lists the routes in sitemap.xml', async () => {
    const page = await browser.freshPage(DESKTOP);
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/`);
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(await menu.getByRole('link', { name: 'Vacatures', exact: true }).getAttribute('href')).toBe('/vacatures');
    await menu.getByRole('link', { name: 'Vacature-alerts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nieuwsbrief en vacature-alerts' }).waitFor();
    // The English menu links the English overview.
    await page.goto(`${server.t.url}/en/`);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Vacancies', exact: true }).getAttribute('href')).toBe(
      '/en/vacancies',
    );
    expect(errors).toEqual([]);
    await page.context().close();

    const sitemap = await (await fetch(`${server.t.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(paths).toEqual(expect.arrayContaining(['/vacatures', '/en/vacancies', '/nieuwsbrief', '/solliciteren']));
    expect(sitemap).toMatch(
      new RegExp(
        String.raw`<loc>[^<]*\/vacatures<\/loc><xhtml:link rel="alternate" hreflang="nl" href="[^"]*\/vacatures"\/><xhtml:link rel="alternate" ` +
          String.raw`hreflang="en" href="[^"]*\/en\/vacancies"\/><\/url>`,
      ),
    );
  });

  it('answers /404 itself with the designed not-found page', async () => {
    const page = await browser.freshPage(DESKTOP);
    const answer = await page.goto(`${server.t.url}/404`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }).waitFor();
    await page.getByRole('main').getByRole('searchbox', { name: 'Zoek een pagina' }).waitFor();
    await page.context().close();
  });

  it('keeps the navigation on the brand row at 1280 px, and the phone header low with its menu reachable by keyboard', async () => {
    const desktop = await browser.freshPage(DESKTOP);
    await desktop.goto(`${server.t.url}/`);
    const brand = await desktop.locator('.site-header .site-name').boundingBox();
    const nav = await desktop.getByRole('navigation', { name: 'Hoofdmenu' }).boundingBox();
    expect(brand && nav && Math.abs(nav.y - brand.y)).toBeLessThanOrEqual(4);
    expect(await axeViolations(desktop)).toEqual([]);
    // Between phone and desktop nothing scrolls sideways either (the navigation folds below 64rem).
    for (const width of [1024, 800]) {
      await desktop.setViewportSize({ width, height: 800 });
      expect(await desktop.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    }
    await desktop.context().close();

    const phone = await browser.freshPage(PHONE);
    await phone.goto(`${server.t.url}/`);
    const phoneHeader = await phone.locator('.site-header').boundingBox();
    expect(phoneHeader?.height).toBeLessThanOrEqual(80);
    // The keyboard, once the cookie banner (which holds the focus while open) is answered: past
    // the skip link and the brand to the Menu button, which opens the menu.
    await phone.getByRole('button', { name: 'Alles weigeren' }).click();
    await phone.reload();
    const toggle = phone.getByRole('button', { name: 'Menu', exact: true });
    for (let tabs = 0; tabs < 4 && !(await toggle.evaluate((button) => button === document.activeElement)); tabs++) await phone.keyboard.press('Tab');
    await phone.keyboard.press('Enter');
    const vacancies = phone.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Vacatures', exact: true });
    await vacancies.waitFor();
    await phone.keyboard.press('Tab');
    expect(await phone.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Home');
    expect(await axeViolations(phone)).toEqual([]);
    await phone.context().close();
  });

  // Last: it adds a sixth item to the demo's menu, which the header test above does without.
  it("adds a site route to the menu in the admin's menu editor, picked from the declared ones", async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/menu-structure');
    const tree = page.getByRole('list', { name: 'Menu items' });
    await tree.getByRole('listitem', { name: 'Vacatures' }).filter({ hasText: 'Site route: Vacatures (/vacatures)' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Add a site route').selectOption({ label: 'Open sollicitatie (/solliciteren)' });
    await tree.getByRole('listitem', { name: 'Open sollicitatie' }).waitFor();
    await page.getByRole('button', { name: 'Save menu' }).click();
    await page.getByText('The menu is saved.').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await page.context().close();

    const site = await browser.freshPage(DESKTOP);
    await site.goto(`${server.t.url}/`);
    expect(await site.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Open sollicitatie' }).getAttribute('href')).toBe(
      '/solliciteren',
    );
    await site.context().close();
  });
});
