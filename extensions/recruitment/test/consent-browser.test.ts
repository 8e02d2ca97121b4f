/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import recruitment from '../server/index.js';
import { gql, useBrowser, useTestServer, watchErrors, within, type Envelope } from '@blokwerk/testing';
import type { ConsentLogEntry } from '../server/consent/operations.js';

// The built site (site/dist, built with the configured extensions: npm run build), with the demo content.

/** Which of the demo's category scripts ran on the page (pages/consent/[category].js.ts). */
const ran = (page: Page) =>
  page.evaluate(() => ({
    statistics: (window as unknown as { blokwerkStatistics?: boolean }).blokwerkStatistics === true,
    marketing: document.documentElement.dataset.marketing === 'on',
  }));

/** cookieconsent's consent id, from its cookie. */
const consentIdOf = (page: Page) =>
  page.evaluate(() => {
    const value = /(?:^|; )cc_cookie=([^;]*)/.exec(document.cookie)?.[1];
    return value ? (JSON.parse(decodeURIComponent(value)) as { consentId: string }).consentId : undefined;
  });

describe('cookie consent in chromium', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_SEED: 'demo' } });
  const browser = useBrowser(server, { signedIn: true });

  /** The server's log of one consent id, newest first (the admin-only list). */
  const logOf = async (consentId: string | undefined) => {
    const res = await browser.admin.get<Envelope & { items: ConsentLogEntry[] }>(`/api/blokwerk/consent/list?consentId=${consentId}`);
    expect(res.status).toBe(200);
    return res.body.items;
  };
  /** Waits until the log holds `count` choices of the consent id, and returns the newest. */
  const newestChoice = async (consentId: string | undefined, count: number) =>
    (
      await within(
        5000,
        () => logOf(consentId),
        (items) => items.length === count,
      )
    )[0];

  /** A visitor's first page: the banner shows, and nothing of statistics or marketing has run. */
  async function firstVisit(path = '/vacatures') {
    const page = await browser.freshPage({ locale: 'nl-NL' });
    const errors = watchErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/consent\/\w+\.js$/.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.t.url}${path}`);
    await page.getByRole('button', { name: 'Alles accepteren' }).waitFor();
    // The category scripts are not even fetched.
    expect(fetched).toEqual([]);
    expect(await ran(page)).toEqual({ statistics: false, marketing: false });
    return { page, errors, fetched };
  }

  it('asks first, runs only the consented category, logs each choice, and lets the visitor withdraw from the footer', async () => {
    const { page, errors, fetched } = await firstVisit();
    // "Accept all" and "reject all" side by side and of equal weight.
    const accept = page.getByRole('button', { name: 'Alles accepteren' });
    const reject = page.getByRole('button', { name: 'Alles weigeren' });
    const look = (button: typeof accept) =>
      button.evaluate((b) => {
        const s = getComputedStyle(b);
        return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, b.getBoundingClientRect().height];
      });
    expect(await look(reject)).toEqual(await look(accept));
    expect(await page.locator('script[data-category]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('type')))).toEqual([
      'text/plain',
      'text/plain',
    ]);

    // Statistics only, through the preferences.
    await page.getByRole('button', { name: 'Voorkeuren' }).click();
    await page.getByRole('checkbox', { name: 'Statistieken' }).check();
    await page.getByRole('button', { name: 'Keuze opslaan' }).click();
    await page.waitForFunction(() => (window as unknown as { blokwerkStatistics?: boolean }).blokwerkStatistics === true);
    expect(await ran(page)).toEqual({ statistics: true, marketing: false });
    expect(fetched).toEqual(['/consent/statistics.js']);
    const consentId = await consentIdOf(page);
    expect(consentId).toMatch(/^[0-9a-f-]{36}$/);
    const first = await newestChoice(consentId, 1);
    expect(first).toMatchObject({ consentId, categories: ['necessary', 'statistics'], revision: 1 });
    expect(Date.now() - Date.parse(first?.createdAt ?? '')).toBeLessThan(60_000);

    // The choice holds on the next page: no banner, the statistics script runs again.
    await page.reload();
    await page.getByRole('button', { name: 'Cookie-instellingen' }).waitFor();
    await page.waitForFunction(() => (window as unknown as { blokwerkStatistics?: boolean }).blokwerkStatistics === true);
    expect(await ran(page)).toEqual({ statistics: true, marketing: false });
    expect(await page.getByRole('button', { name: 'Alles accepteren' }).count()).toBe(0);
    expect((await page.context().cookies()).map((c) => c.name)).toContain('demo_statistics');

    // Withdrawn through the footer's link: logged, and after a reload statistics no longer runs.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click();
    await page.getByRole('button', { name: 'Alles weigeren' }).click();
    // One row per visitor and revision: the withdrawal replaced the first choice.
    const withdrawn = await within(
      5000,
      () => logOf(consentId),
      (items) => items[0]?.categories.length === 1,
    );
    expect(withdrawn).toEqual([expect.objectContaining({ consentId, categories: ['necessary'], revision: 1 })]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('demo_statistics');
    await page.reload();
    await page.getByRole('button', { name: 'Cookie-instellingen' }).waitFor();
    expect(await ran(page)).toEqual({ statistics: false, marketing: false });
    expect(errors).toEqual([]);
  });

  it('takes "reject all" on the first layer, and asks again when the policy’s revision changes', async () => {
    const { page, errors } = await firstVisit('/');
    await page.getByRole('button', { name: 'Alles weigeren' }).click();
    const consentId = await consentIdOf(page);
    expect(await newestChoice(consentId, 1)).toMatchObject({ categories: ['necessary'], revision: 1 });
    await page.reload();
    await page.getByRole('button', { name: 'Cookie-instellingen' }).waitFor();
    expect(await page.getByRole('button', { name: 'Alles weigeren' }).count()).toBe(0);
    expect(await ran(page)).toEqual({ statistics: false, marketing: false });

    // A new revision of the policy: the banner asks again, saying why.
    expect((await browser.admin.post('/api/blokwerk/consent/policy', { revision: 2 })).status).toBe(200);
    await page.reload();
    await page.getByText('Ons cookiebeleid is gewijzigd sinds je laatste keuze').waitFor();
    expect(await ran(page)).toEqual({ statistics: false, marketing: false });
    await page.getByRole('button', { name: 'Alles accepteren' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.marketing === 'on');
    expect(await ran(page)).toEqual({ statistics: true, marketing: true });
    expect(await newestChoice(consentId, 2)).toMatchObject({ consentId, categories: ['necessary', 'statistics', 'marketing'], revision: 2 });
    expect(errors).toEqual([]);
  });

  it('shows the banner in English on English pages', async () => {
    const page = await browser.freshPage({ locale: 'en-GB' });
    await page.goto(`${server.t.url}/en`);
    await page.getByRole('button', { name: 'Accept all' }).waitFor();
    await page.getByRole('button', { name: 'Reject all' }).click();
    expect(await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).isVisible()).toBe(true);
  });

  it('shows its buttons in the colours the site settings choose', async () => {
    // The admin's "dark" preset (admin/src/screens/settings/siteSettingsForm.ts): light blue buttons with dark text.
    const colours = { primary: '#8cc8ff', primaryText: '#0b1724', accent: '#1f2b38', accentText: '#e6edf3', background: '#0f1720', text: '#e6edf3' };
    const input = { fontPair: 'system', siteName: [], footerText: [], footerLinks: [], social: [], homePages: [], notFoundPages: [], colours };
    await gql(browser.admin, 'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { fontPair } }', { input });
    const { page, errors } = await firstVisit();
    const look = await page.getByRole('button', { name: 'Alles accepteren' }).evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]);
    expect(look).toEqual(['rgb(140, 200, 255)', 'rgb(11, 23, 36)']);
    expect(errors).toEqual([]);
  });
});
