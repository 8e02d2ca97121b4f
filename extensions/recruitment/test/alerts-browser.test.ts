import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { islandsHydrated, readOutbox, useBrowser, useTestServer, waitForMail, watchErrors, type Envelope } from '@blokwerk/testing';
import { digestTimeAfter, firstPublished, publishVacancy, runDigest } from './support/alerts.js';

// Issue 33's alerts, in chromium against the built site: a sign-up from a search with no
// results keeps its filter, the preferences are changed from an alert mail's link, and the
// weekly digest (run at the next Monday morning) groups two new vacancies by department.

const EMAIL = 'noor@example.test';
const DEPARTMENT = 'Duurzaamheid';
/** A link in a mail, led to the test server. */
const linkIn = (text: string, path: RegExp, base: string) =>
  (new RegExp(`https?://\\S+${path.source}\\?\\S+`).exec(text)?.[0] ?? '').replace(/^https?:\/\/[^/]+/, base);

interface Listed {
  email: string;
  status: string;
  departments: string[];
  frequency: string;
}

describe('job alerts people find and manage, in chromium', { timeout: 120_000 }, () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_SEED: 'demo' } });
  const browser = useBrowser(server, { signedIn: true });
  const subscribers = async () => (await browser.admin.get<Envelope & { items: Listed[] }>('/api/blokwerk/newsletter/list')).body.items;

  it('signs up from zero results with the filter ticked, changes the preferences from an alert mail, and gets a weekly digest of two vacancies', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/vacatures?afdeling=${DEPARTMENT}`);
    await page.getByRole('button', { name: 'Alles weigeren' }).click();
    await page.locator('.vacancy-none').getByRole('link', { name: 'Of laat je mailen' }).click();
    await page.waitForURL((url) => url.pathname === '/nieuwsbrief' && url.searchParams.get('afdeling') === DEPARTMENT);
    await islandsHydrated(page);
    expect(await page.getByLabel('Mail me ook nieuwe vacatures').isChecked()).toBe(true);
    const departments = page.getByRole('group', { name: 'Afdelingen' });
    expect(await departments.getByLabel(DEPARTMENT).isChecked()).toBe(true);
    expect(await departments.getByLabel('Service').isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Direct, bij elke nieuwe vacature' }).isChecked()).toBe(true);
    await page.getByLabel('Voornaam').fill('Noor');
    await page.getByLabel('Achternaam').fill('Bakker');
    await page.getByLabel('E-mailadres').fill(EMAIL);
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await page.getByText('Bijna klaar').waitFor({ timeout: 30_000 });
    expect(await subscribers()).toEqual([expect.objectContaining({ email: EMAIL, status: 'pending', departments: [DEPARTMENT], frequency: 'instant' })]);

    const confirmation = await waitForMail(server.t.dataDir, EMAIL, /Bevestig/);
    await page.goto(linkIn(confirmation.text, /\/nieuwsbrief/, server.t.url));
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.getByText('Je aanmelding is bevestigd.').waitFor();

    // The first vacancy in the department: an alert at once, with the link to the preferences.
    const first = await publishVacancy(browser.admin, { title: 'Adviseur verduurzaming', department: DEPARTMENT });
    const alert = await waitForMail(server.t.dataDir, EMAIL, /Nieuwe vacature: Adviseur verduurzaming/);
    const response = await page.goto(linkIn(alert.text, /\/nieuwsbrief\/voorkeuren/, server.t.url));
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    const form = page.locator('form.newsletter-preferences');
    expect(await form.getByRole('group', { name: 'Afdelingen' }).getByLabel(DEPARTMENT).isChecked()).toBe(true);
    await form.getByRole('group', { name: 'Afdelingen' }).getByLabel('Service').check();
    await form.getByRole('radio', { name: 'Wekelijks een overzicht (maandag)' }).check();
    await form.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await page.getByText('Je voorkeuren zijn opgeslagen.').waitFor();
    expect(await page.getByRole('radio', { name: 'Wekelijks een overzicht (maandag)' }).isChecked()).toBe(true);
    expect(await subscribers()).toEqual([
      expect.objectContaining({ email: EMAIL, status: 'confirmed', departments: [DEPARTMENT, 'Service'], frequency: 'weekly' }),
    ]);

    // Two new matching vacancies: no alert now, one digest on Monday morning listing both under their departments.
    const pages = [
      await publishVacancy(browser.admin, { title: 'Energieadviseur', department: DEPARTMENT, locality: 'Zwolle' }),
      await publishVacancy(browser.admin, { title: 'Monteur cv-ketels', department: 'Service', hoursMin: 32, hoursMax: 38 }),
    ];
    const published = await firstPublished(server.t, [first, ...pages]);
    // The clock: everything else (the demo's vacancies, the first alert's) was first published more than a week before.
    await server.t.database.pool.query(`update "vacancy_alert" set "sent_at" = "sent_at" - interval '8 days' where not ("page_id" = any($1))`, [pages]);
    expect(await runDigest(server.t, digestTimeAfter(new Date(Math.max(...published.slice(1).map((d) => d.getTime())))))).toBe(1);
    const digest = await waitForMail(server.t.dataDir, EMAIL, /nieuwe vacatures deze week/);
    expect(digest.subject).toBe('2 nieuwe vacatures deze week');
    expect(digest.text).toMatch(
      new RegExp(
        `\\n${DEPARTMENT}\\n- Energieadviseur, Zwolle, 40 uur: \\S+/vacatures/energieadviseur\\n\\nService\\n- Monteur cv-ketels, Utrecht, 32–38 ` +
          `uur: \\S+/vacatures/monteur-cv-ketels\\n`,
      ),
    );
    expect((await readOutbox(server.t.dataDir)).filter((m) => m.to.includes(EMAIL) && m.subject.startsWith('Nieuwe vacature')).map((m) => m.subject)).toEqual([
      'Nieuwe vacature: Adviseur verduurzaming',
    ]);

    // The preferences page is nobody's to find: not in the sitemap.
    expect(await (await fetch(`${server.t.url}/sitemap.xml`)).text()).not.toContain('voorkeuren');
    expect(errors).toEqual([]);

    // The admin's list shows the choices and how often.
    const admin = await browser.signedInPage('/cmsadmin/newsletter-subscribers');
    const row = admin.page.getByRole('row', { name: new RegExp(EMAIL) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining([`${DEPARTMENT}, Service`, 'Weekly digest']));
    expect(admin.errors).toEqual([]);
  });
});
