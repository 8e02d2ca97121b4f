import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN_ENV } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser, watchErrors } from '../support/browser.js';
import { within } from '../support/poll.js';
import { useTestServer } from '../support/test-server.js';
import { gql } from '../support/gql.js';
import { external, menuApi } from '../menu/menu-api.js';
import { jpeg, upload } from '../media/support.js';

// Renders the built site (site/dist): run `npm run build` first.

const EVENTUALLY = { timeout: 15_000 };
const PHONE = { locale: 'nl-NL', viewport: { width: 390, height: 844 } };
const DESKTOP = { locale: 'nl-NL', viewport: { width: 1280, height: 800 } };

type Block = Record<string, unknown>;
type ImageEntry = { fileID: number; hash: string; fileName: string; altText: string };

/** Creates a page of `type`, stores its version (blocks and SEO fields) and publishes it; answers its id. */
async function publishedPage(
  admin: ApiClient,
  page: { title: string; slug: string; locale?: string; type?: string },
  version: Record<string, unknown> = {},
): Promise<number> {
  const { createPage } = await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
    admin,
    'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
    {
      input: { title: page.title, slug: page.slug, type: page.type ?? 'page', locale: page.locale ?? 'nl' },
    },
  );
  await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
    input: { id: createPage.pageVersionID, revision: 1, title: page.title, blocks: [], ...version },
  });
  await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  return createPage.pageID;
}

async function uploadedImage(admin: ApiClient, fileName: string, colour: string, altText: string): Promise<ImageEntry> {
  const { status, body } = await upload(admin, '/', fileName, await jpeg(1600, 900, colour), 'image/jpeg');
  if (status !== 200) throw new Error(`upload ${fileName}: ${status}`);
  return { fileID: body.file.id, hash: body.file.hash, fileName: body.file.fileName, altText };
}

const internal = (pageId: number) => ({ kind: 'internal', pageId });
const hero = (key: string, image: ImageEntry, ctaTarget: number): Block => ({
  type: 'hero',
  key,
  anchorPoint: null,
  props: { heading: 'Welkom bij de molen', text: 'Elke zaterdag malen wij graan.', ctaLabel: 'Lees meer', ctaLink: internal(ctaTarget) },
  __images: { image: [image] },
  __files: {},
});
const teaser = (key: string, pageId: number): Block => ({
  type: 'teaser',
  key,
  anchorPoint: null,
  props: { page: internal(pageId) },
  __images: {},
  __files: {},
});

/** Whether the document is wider than the window (a horizontal scrollbar). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const h1Texts = (page: Page) => page.locator('h1').allTextContents();

describe('the site chrome in chromium (issue 21)', { timeout: 180_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  let millID = 0;

  beforeAll(async () => {
    const { admin } = browser;
    const settings = await admin.post('/api/blokwerk/settings/update', {
      availableLocales: ['nl', 'en', 'de', 'fr'],
      defaultLocale: 'nl',
      customSlugLocales: [],
    });
    if (settings.status !== 200) throw new Error(`settings: ${settings.status}`);
    const heroImage = await uploadedImage(admin, 'hero.jpg', '#143cc8', 'De molen bij zonsopgang');
    const seoImage = await uploadedImage(admin, 'seo.jpg', '#c83c14', 'Wieken van dichtbij');

    millID = await publishedPage(
      admin,
      { title: 'Onze molen', slug: 'onze-molen' },
      {
        seoTitle: 'De molen van Blokwerk',
        seoDescription: 'Een korte rondleiding langs de wieken.',
        seoImage: [seoImage],
      },
    );
    const contactID = await publishedPage(admin, { title: 'Contact', slug: 'contact' });
    // A landing page hides its title: the hero's heading is its h1.
    await publishedPage(
      admin,
      { title: 'Welkom', slug: 'welkom', type: 'landing-page' },
      { blocks: [hero('hero', heroImage, millID), teaser('mill', millID), teaser('contact', contactID)] },
    );
    // A page visitors cannot see gets no teaser.
    const { createPage: draft } = await gql<{ createPage: { pageID: number } }>(
      admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
      {
        input: { title: 'Concept', slug: 'concept', type: 'page', locale: 'nl' },
      },
    );
    // Without a hero, a landing page keeps its title as an h1 for screen readers.
    await publishedPage(admin, { title: 'Actie', slug: 'actie', type: 'landing-page' }, { blocks: [teaser('draft', draft.pageID), teaser('mill', millID)] });
    // A plain page shows its title: a hero on it has an h2.
    await publishedPage(admin, { title: 'Nieuws', slug: 'nieuws' }, { blocks: [hero('hero', heroImage, contactID)] });
    await publishedPage(admin, { title: 'Willkommen', slug: 'willkommen', locale: 'de' });
    await publishedPage(admin, { title: 'Bienvenue', slug: 'bienvenue', locale: 'fr' });

    const menu = menuApi(admin);
    const about = await menu.add({ locale: 'nl', label: 'Over ons', target: internal(millID) });
    await menu.add({ locale: 'nl', parentID: about.itemID, label: 'Contact', target: internal(contactID) });
    await menu.add({ locale: 'nl', parentID: about.itemID, label: 'Route', target: external('https://example.test/route') });
    await menu.add({ locale: 'nl', label: 'Nieuws', target: { kind: 'anchor', anchor: 'nieuws' } });
    await within(
      10_000,
      async () => (await gql<{ search: { total: number } }>(admin, 'query { search(term: "molen", locales: ["nl"]) { total } }')).search.total,
      (total) => total > 0,
    );
  });

  it('390 px phone: the Menu button opens the navigation, a submenu button its submenu; Escape closes each, returning focus; no sideways scroll', async () => {
    const page = await browser.freshPage(PHONE);
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/welkom`);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(await nav.isVisible()).toBe(false);
    expect(await scrollsSideways(page)).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const submenuButton = nav.getByRole('button', { name: 'Submenu Over ons' });
    const contact = nav.getByRole('link', { name: 'Contact' });
    await nav.getByRole('link', { name: 'Over ons' }).waitFor();
    expect(await contact.isVisible()).toBe(false);
    expect(await submenuButton.getAttribute('aria-expanded')).toBe('false');

    // The keyboard: Enter opens the submenu, Space closes it, Enter again, then Escape.
    await submenuButton.focus();
    await page.keyboard.press('Enter');
    await contact.waitFor();
    expect(await submenuButton.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    await contact.waitFor({ state: 'hidden' });
    await page.keyboard.press('Enter');
    await contact.waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await contact.focus();
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'hidden' });
    expect(await submenuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('submenu-toggle'))).toBe(true);
    // The focus ring shows on the button Escape returned to.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement ?? document.body).outlineStyle)).toBe('solid');

    // The next Escape closes the menu itself.
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText(page)).toBe('Menu');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript a phone lists every menu level, with no buttons', async () => {
    const page = await browser.freshPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${server.t.url}/welkom`);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Contact' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  });

  it('on a wide screen submenus drop down on hover and on their button, without moving the page', async () => {
    const page = await browser.freshPage(DESKTOP);
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/welkom`);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const contact = nav.getByRole('link', { name: 'Contact' });
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    expect(await contact.isVisible()).toBe(false);
    const mainTop = async () => (await page.locator('main').boundingBox())?.y;
    const before = await mainTop();

    await nav.getByRole('link', { name: 'Over ons' }).hover();
    await contact.waitFor();
    expect(await mainTop()).toBe(before);
    await page.mouse.move(5, 700);
    await contact.waitFor({ state: 'hidden' });

    const submenuButton = nav.getByRole('button', { name: 'Submenu Over ons' });
    await submenuButton.click();
    await contact.waitFor();
    expect(await mainTop()).toBe(before);
    // A click elsewhere closes it; Escape does too, back on the button.
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await contact.waitFor({ state: 'hidden' });
    await submenuButton.focus();
    await page.keyboard.press('Enter');
    await contact.waitFor();
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'hidden' });
    expect(await submenuButton.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);

    // Without JavaScript, focus opens the dropdown.
    const still = await browser.freshPage({ ...DESKTOP, javaScriptEnabled: false });
    await still.goto(`${server.t.url}/welkom`);
    const stillNav = still.getByRole('navigation', { name: 'Hoofdmenu' });
    await stillNav.getByRole('link', { name: 'Over ons' }).focus();
    await stillNav.getByRole('link', { name: 'Contact' }).waitFor();
    await page.context().close();
    await still.context().close();
  });

  it('renders the hero and the teasers from the target pages’ SEO fields, with exactly one h1 whether the title shows or not', async () => {
    const page = await browser.freshPage(DESKTOP);
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/welkom`);
    // The landing page hides its title: the hero's heading is the one h1.
    expect(await h1Texts(page)).toEqual(['Welkom bij de molen']);
    const heroBlock = page.locator('.hero');
    expect(await heroBlock.locator('.hero__text').textContent()).toBe('Elke zaterdag malen wij graan.');
    expect(await heroBlock.getByRole('link', { name: 'Lees meer' }).getAttribute('href')).toBe('/onze-molen');
    const heroImage = heroBlock.getByRole('img', { name: 'De molen bij zonsopgang' });
    expect(await heroImage.getAttribute('width')).toBe('1600');
    expect(await heroImage.getAttribute('height')).toBe('900');
    expect(await heroImage.getAttribute('srcset')).toContain('w=640 640w');
    expect(await heroImage.getAttribute('sizes')).toBeTruthy();

    const [mill, contact] = await page.locator('article.teaser').all();
    if (!mill || !contact) throw new Error('two teasers expected');
    expect(await mill.getByRole('heading', { level: 2 }).textContent()).toContain('De molen van Blokwerk');
    expect(await mill.getByRole('link', { name: 'De molen van Blokwerk' }).getAttribute('href')).toBe('/onze-molen');
    expect(await mill.locator('.teaser__text').textContent()).toBe('Een korte rondleiding langs de wieken.');
    const seoImage = mill.getByRole('img', { name: 'Wieken van dichtbij' });
    expect(await seoImage.getAttribute('src')).toContain(`/get-page-file/${millID}/seo_image/`);
    expect([await seoImage.getAttribute('width'), await seoImage.getAttribute('height')]).toEqual(['1600', '900']);
    expect(await seoImage.getAttribute('srcset')).toContain('320w');
    // The image loads (a visitor may fetch a published page's SEO image).
    await expect.poll(() => seoImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), EVENTUALLY).toBe(true);
    // No SEO title: the page title stands in; no description, no image.
    expect(await contact.getByRole('link').textContent()).toBe('Contact');
    expect(await contact.locator('img, .teaser__text').count()).toBe(0);
    // The whole card follows the link (its text too: the link's box covers the card).
    const text = await mill.locator('.teaser__text').boundingBox();
    if (!text) throw new Error('teaser text not laid out');
    await page.mouse.click(text.x + 5, text.y + 5);
    await page.waitForURL(`${server.t.url}/onze-molen`);

    // No hero: the hidden title is still the page's one h1, for screen readers.
    await page.goto(`${server.t.url}/actie`);
    expect(await h1Texts(page)).toEqual(['Actie']);
    expect(await page.locator('h1').evaluate((h1) => h1.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    expect(await page.locator('article.teaser').allInnerTexts()).toEqual([expect.stringContaining('De molen van Blokwerk')]);
    // A page that shows its title: the hero's heading is an h2.
    await page.goto(`${server.t.url}/nieuws`);
    expect(await h1Texts(page)).toEqual(['Nieuws']);
    expect(await page.locator('.hero h2').textContent()).toBe('Welkom bij de molen');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows German and French site texts on German and French pages', async () => {
    const page = await browser.freshPage(DESKTOP);
    await page.goto(`${server.t.url}/de/willkommen`);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await page.getByRole('search').getByRole('searchbox', { name: 'Diese Website durchsuchen' }).fill('xylofon');
    await page.getByRole('search').getByRole('button', { name: 'Suchen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „xylofon“' }).waitFor(EVENTUALLY);
    expect(await page.getByRole('status').textContent()).toBe('Keine Ergebnisse für „xylofon“ gefunden.');
    expect(await page.getByRole('link', { name: 'Zum Inhalt springen' }).count()).toBe(1);

    await page.goto(`${server.t.url}/fr/bienvenue`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.getByRole('search').getByRole('searchbox', { name: 'Rechercher sur ce site' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Aller au contenu principal' }).count()).toBe(1);
    expect((await page.goto(`${server.t.url}/fr/nexiste-pas`))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    await page.context().close();
  });

  it('axe-core finds nothing on the page template (hero, teasers, open menu and submenu) and the search template (results, none)', async () => {
    for (const viewport of [PHONE.viewport, DESKTOP.viewport]) {
      const page = await browser.freshPage({ locale: 'nl-NL', viewport, bypassCSP: true });
      await page.goto(`${server.t.url}/welkom`);
      const toggle = page.getByRole('button', { name: 'Menu', exact: true });
      if (await toggle.isVisible()) await toggle.click();
      await page.getByRole('button', { name: 'Submenu Over ons' }).click();
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Contact' }).waitFor();
      expect(await axeViolations(page), `page at ${viewport.width} px`).toEqual([]);

      await page.goto(`${server.t.url}/-/search?q=molen&locale=nl`);
      await page.locator('ol.search-results mark').first().waitFor(EVENTUALLY);
      expect(await axeViolations(page), `results at ${viewport.width} px`).toEqual([]);
      await page.goto(`${server.t.url}/-/search?q=xylofoon&locale=nl`);
      await page.locator('.search-page__empty').waitFor();
      expect(await axeViolations(page), `no results at ${viewport.width} px`).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await page.context().close();
    }
  });

  it('prints the JavaScript and CSS bytes the page and search templates load', async () => {
    const page = await browser.freshPage(DESKTOP);
    const loaded = () =>
      page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const files = (extension: string) => resources.filter((r) => new URL(r.name).pathname.endsWith(extension));
        const bytesOf = (extension: string) => files(extension).reduce((sum, r) => sum + r.decodedBodySize, 0);
        const [inlineJs, inlineCss] = ['script:not([src]):not([type="application/ld+json"])', 'style'].map((selector) =>
          [...document.querySelectorAll(selector)].reduce((sum, el) => sum + (el.textContent?.length ?? 0), 0),
        );
        return {
          js: bytesOf('.js') + (inlineJs ?? 0),
          css: bytesOf('.css') + (inlineCss ?? 0),
          files: [...files('.js'), ...files('.css')].map((r) => `${new URL(r.name).pathname} ${r.decodedBodySize} B`),
        };
      });
    const rows: string[] = [];
    for (const path of ['/welkom', '/-/search?q=molen&locale=nl']) {
      await page.goto(`${server.t.url}${path}`, { waitUntil: 'load' });
      const { js, css, files } = await loaded();
      expect(js).toBeGreaterThan(0);
      rows.push(`${path}: ${js} B JavaScript, ${css} B CSS (uncompressed, inline included; files: ${files.join(', ')})`);
    }
    process.stdout.write(`site chrome bytes:\n  ${rows.join('\n  ')}\n`);
    await page.context().close();
  });
});
