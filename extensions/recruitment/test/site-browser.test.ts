import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { useBrowser, useTestServer, watchErrors } from '@blokwerk/testing';
import { DEMO_VACANCIES } from '../server/demo/vacancies.js';
import { relativeDay } from '../site/days.js';

// The built site (site/dist, built with the configured extensions: npm run build), with the demo content.

const open = DEMO_VACANCIES.filter((v) => v.closesInDays === undefined || v.closesInDays >= 0);
const closed = DEMO_VACANCIES.find((v) => v.closesInDays !== undefined && v.closesInDays < 0);
/** What Google requires of a JobPosting (its structured-data guidelines). */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];

describe('the recruitment site in chromium', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_SEED: 'demo' } });
  const browser = useBrowser(server);

  it('shows the highlights on the home page in their order, with the way to all vacancies', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL' });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/`);
    const order = DEMO_VACANCIES.filter((v) => v.highlighted !== undefined)
      .toSorted((a, b) => (a.highlighted ?? 0) - (b.highlighted ?? 0))
      .map((v) => v.title);
    expect(await page.locator('.vacancy-highlights h3').allTextContents()).toEqual(order);
    await page.getByRole('link', { name: 'bekijk alle vacatures' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vacatures' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('in English: the home page highlights English vacancies, and view all opens the English overview listing them', async () => {
    const page = await browser.freshPage({ locale: 'en-GB' });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/en`);
    const order = DEMO_VACANCIES.filter((v) => v.highlighted !== undefined)
      .toSorted((a, b) => (a.highlighted ?? 0) - (b.highlighted ?? 0))
      .map((v) => v.en.title);
    expect(await page.locator('.vacancy-highlights h3').allTextContents()).toEqual(order);
    await page.getByRole('link', { name: 'view all vacancies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vacancies' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/vacancies');
    expect(await page.locator('.vacancy-count').textContent()).toBe(`${open.length} open vacancies`);
    const listed = await page.locator('.vacancy-card h2').allTextContents();
    for (const title of order) expect(listed).toContain(title);
    await page.getByRole('link', { name: order[0] }).click();
    await page.getByRole('heading', { level: 1, name: order[0] }).waitFor();
    expect(await page.locator('.vacancy-details dt').allTextContents()).toEqual(expect.arrayContaining(['Employment type', 'Workplace']));
    expect(errors).toEqual([]);
  });

  it('on a phone shows results in the first screen, folds the filters, clears them, and leads out of no results', async () => {
    const phone = { locale: 'nl-NL', viewport: { width: 390, height: 844 } };
    const page = await browser.freshPage(phone);
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/vacatures`);
    await page.getByRole('button', { name: 'Alles weigeren' }).click();
    const first = await page.locator('.vacancy-card h2').first().boundingBox();
    expect((first?.y ?? Infinity) + (first?.height ?? 0)).toBeLessThan(844);
    const department = page.getByLabel('Afdeling');
    expect(await department.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Filters wissen' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Nieuwe vacatures per e-mail ontvangen' }).getAttribute('href')).toBe('/nieuwsbrief');

    await page.locator('.vacancy-filters summary').click();
    await department.selectOption('Sales');
    await page.getByRole('search', { name: 'Vacatures zoeken' }).getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/afdeling=Sales/);
    expect(await page.locator('.vacancy-filters summary').textContent()).toBe('Filters (1)');
    const sales = open.filter((v) => v.department === 'Sales').length;
    expect(await page.locator('.vacancy-count').textContent()).toBe(`${sales} openstaande vacatures`);

    // Nothing for a term among Sales: a way out without each, and the alerts.
    await page.getByPlaceholder('functie...').fill('astronaut');
    await page.getByRole('search', { name: 'Vacatures zoeken' }).getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/q=astronaut/);
    const none = page.locator('.vacancy-none');
    expect(await none.getByRole('link').allTextContents()).toEqual([
      'zoekterm ‘astronaut’',
      'Afdeling: Sales',
      'Of laat je mailen zodra er een vacature bij komt die past.',
    ]);
    // The alerts sign-up with the filters (not the term) ticked.
    expect(await none.getByRole('link', { name: 'Of laat je mailen' }).getAttribute('href')).toBe('/nieuwsbrief?afdeling=Sales');
    await none.getByRole('link', { name: 'zoekterm ‘astronaut’' }).click();
    await page.waitForURL((url) => url.search === '?afdeling=Sales');
    await page.getByRole('link', { name: 'Filters wissen' }).click();
    await page.waitForURL((url) => url.pathname === '/vacatures' && url.search === '');
    expect(await page.locator('.vacancy-count').textContent()).toBe(`${open.length} openstaande vacatures`);
    expect(errors).toEqual([]);

    // The fold is HTML's own: it opens without JavaScript; wider, the filters show unfolded.
    const withoutScripts = await browser.freshPage({ ...phone, javaScriptEnabled: false });
    await withoutScripts.goto(`${server.t.url}/vacatures`);
    await withoutScripts.locator('.vacancy-filters summary').click();
    expect(await withoutScripts.getByLabel('Afdeling').isVisible()).toBe(true);
    const desktop = await browser.freshPage({ locale: 'nl-NL', viewport: { width: 1280, height: 800 } });
    await desktop.goto(`${server.t.url}/vacatures`);
    expect(await desktop.getByLabel('Afdeling').isVisible()).toBe(true);
    expect(await desktop.locator('.vacancy-filters summary').isVisible()).toBe(false);
  });

  it('searches and filters /vacatures, counting in the singular and plural, and says when nothing matches', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL' });
    await page.goto(`${server.t.url}/vacatures`);
    const count = page.locator('.vacancy-count');
    expect(await count.textContent()).toBe(`${open.length} openstaande vacatures`);
    expect(await page.locator('.vacancy-card h2').allTextContents()).not.toContain(closed?.title);

    // The overview's own search (the header has a site search with a Zoeken button too).
    const search = page.getByRole('search', { name: 'Vacatures zoeken' }).getByRole('button', { name: 'Zoeken' });
    await page.getByPlaceholder('functie...').fill('monteur');
    await search.click();
    await page.waitForURL(/q=monteur/);
    const monteurs = open.filter((v) => v.title.toLowerCase().includes('monteur') || v.department.toLowerCase().includes('monteur')).length;
    expect(await count.textContent()).toBe(`${monteurs} openstaande vacatures voor ‘monteur’`);

    await page.getByLabel('Locatie').selectOption('Zwolle');
    await search.click();
    await page.waitForURL(/locatie=Zwolle/);
    expect(await count.textContent()).toBe('1 openstaande vacature voor ‘monteur’');
    expect(await page.locator('.vacancy-card h2').allTextContents()).toEqual(['Monteur zonnepanelen']);

    await page.getByPlaceholder('functie...').fill('astronaut');
    await search.click();
    await page.waitForURL(/q=astronaut/);
    expect(await count.textContent()).toBe('Geen resultaten gevonden voor ‘astronaut’');
  });

  it('opens a vacancy: its header, solliciteer nu!, and JobPosting JSON-LD with every required property', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL' });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/vacatures`);
    const first = open.toSorted((a, b) => a.postedDaysAgo - b.postedDaysAgo)[0];
    await page.getByRole('link', { name: first?.title }).click();
    await page.getByRole('heading', { level: 1, name: first?.title }).waitFor();
    expect(await page.locator('.vacancy-facts li').allTextContents()).toEqual([
      `${first?.hoursMin}–${first?.hoursMax} uur`,
      first?.department,
      first?.locality,
    ]);
    await page.getByRole('link', { name: 'solliciteer nu!' }).click();
    expect(new URL(page.url()).hash).toBe('#solliciteren');
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(json['@type']).toBe('JobPosting');
    for (const property of REQUIRED) expect(json, property).toHaveProperty(property);
    expect(errors).toEqual([]);
  });

  it('keeps a closed vacancy out of the list and without markup', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL' });
    await page.goto(`${server.t.url}/vacatures/${closed?.slug}`);
    await page.getByText('Deze vacature is gesloten.').waitFor();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('keeps "Geplaatst … geleden" and the new badge current by the shell’s clock while the page stays open', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL' });
    const errors = watchErrors(page);
    const start = new Date();
    await page.clock.install({ time: start });
    await page.goto(`${server.t.url}/vacatures`);
    const newest = open.toSorted((a, b) => a.postedDaysAgo - b.postedDaysAgo)[0];
    const card = page.locator('.vacancy-card').filter({ has: page.getByRole('link', { name: newest?.title }) });
    const time = card.locator('time');
    const posted = (await time.getAttribute('datetime')) ?? '';
    expect(await time.textContent()).toBe(relativeDay(posted, 'nl', start));
    expect(await card.locator('.badge-new').isVisible()).toBe(true);

    // A day later (the clock's next tick), the same page says one day more.
    await page.clock.fastForward(86_400_000);
    const later = new Date(start.getTime() + 86_400_000);
    const dayLater = relativeDay(posted, 'nl', later);
    expect(dayLater).not.toBe(relativeDay(posted, 'nl', start));
    await card.locator('time', { hasText: new RegExp(`^${dayLater}$`) }).waitFor();

    // Past the 14 days a vacancy is new, its badge goes.
    await page.clock.fastForward(15 * 86_400_000);
    await card.locator('.badge-new').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('folds the navigation behind a Menu button on a phone, and shows it whole without JavaScript', async () => {
    const phone = { locale: 'nl-NL', viewport: { width: 375, height: 740 } };
    const page = await browser.freshPage(phone);
    await page.goto(`${server.t.url}/vacatures`);
    // The cookie banner takes the focus when it shows (consent-browser.test.ts): decided first.
    await page.getByRole('button', { name: 'Alles weigeren' }).click();
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Over ons' }).waitFor();
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');

    const withoutScripts = await browser.freshPage({ ...phone, javaScriptEnabled: false });
    await withoutScripts.goto(`${server.t.url}/vacatures`);
    expect(await withoutScripts.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await withoutScripts.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Over ons' }).isVisible()).toBe(true);

    const desktop = await browser.freshPage({ locale: 'nl-NL', viewport: { width: 1280, height: 800 } });
    await desktop.goto(`${server.t.url}/vacatures`);
    expect(await desktop.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await desktop.getByRole('navigation', { name: 'Hoofdmenu' }).isVisible()).toBe(true);
  });
});
