import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { ADMIN_ENV } from '../../../server/test/support/accounts.js';
import { useBrowser, watchErrors } from '../../../server/test/support/browser.js';
import { useTestServer } from '../../../server/test/support/test-server.js';
import { DEMO_VACANCIES } from '../server/demo/vacancies.js';
import { relativeDay } from '../site/days.js';

// The built site (site/dist, built with the configured extensions: npm run build), with the demo content.

const open = DEMO_VACANCIES.filter((v) => v.closesInDays === undefined || v.closesInDays >= 0);
const closed = DEMO_VACANCIES.find((v) => v.closesInDays !== undefined && v.closesInDays < 0);
/** What Google requires of a JobPosting (its structured-data guidelines). */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];

describe('the recruitment site in chromium', () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_SEED: 'demo' }, [recruitment]);
  const browser = useBrowser(server);

  it('shows the highlights on the home page in their order, with the way to all vacancies', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL' });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/`);
    const order = DEMO_VACANCIES.filter((v) => v.highlighted !== undefined).toSorted((a, b) => (a.highlighted ?? 0) - (b.highlighted ?? 0)).map((v) => v.title);
    expect(await page.locator('.vacancy-highlights h3').allTextContents()).toEqual(order);
    await page.getByRole('link', { name: 'bekijk alle vacatures' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vacatures' }).waitFor();
    expect(errors).toEqual([]);
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
    expect(await page.locator('.vacancy-facts li').allTextContents()).toEqual([`${first?.hoursMin}–${first?.hoursMax} uur`, first?.department, first?.locality]);
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
