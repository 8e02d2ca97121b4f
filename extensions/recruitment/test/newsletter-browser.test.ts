import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import recruitment from '../server/index.js';
import { ApiClient, gql, readOutbox, useBrowser, useTestServer, waitForMail, watchErrors, type Envelope } from '@blokwerk/testing';

// The newsletter island on /nieuwsbrief (the built site: npm run build), double opt-in by the
// mailed link, a vacancy alert when a matching vacancy is published, and unsubscribing; the
// public forms without JavaScript and on a phone.

const EMAIL = 'lisa@example.test';
/** The first link in a mail to the newsletter page, Dutch or English (/nieuwsbrief, /en/alerts). */
const linkIn = (text: string) => /https?:\/\/\S+\/(?:nieuwsbrief|en\/alerts)\?\S+/.exec(text)?.[0] ?? '';

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return box;
}

/** The notice that the form needs JavaScript: its text, where it ends, and where the form's first field starts. */
async function noticeAndField(page: Page, firstField: string): Promise<{ text: string | null; noticeBottom: number; fieldTop: number }> {
  const notice = page.locator('form .application-noscript');
  await notice.waitFor();
  const [noticeBox, fieldBox] = [await boxOf(notice), await boxOf(page.getByLabel(firstField, { exact: true }))];
  return { text: await notice.textContent(), noticeBottom: noticeBox.y + noticeBox.height, fieldTop: fieldBox.y };
}

describe('the newsletter in chromium', { timeout: 90_000 }, () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_SEED: 'demo' } });
  const browser = useBrowser(server, { signedIn: true });

  it('signs up with alerts for one department, confirms by the mailed link, gets an alert, and unsubscribes', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/nieuwsbrief`);
    await page.getByLabel('Voornaam').fill('Lisa');
    await page.getByLabel('Achternaam').fill('de Boer');
    await page.getByLabel('E-mailadres').fill(EMAIL);
    await page.getByLabel('Mail me ook nieuwe vacatures').check();
    await page.getByRole('group', { name: 'Afdelingen' }).getByLabel('Engineering').check();
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await page.getByText('Bijna klaar').waitFor({ timeout: 30_000 });

    // Nothing but the confirmation before the link is followed.
    const confirmation = await waitForMail(server.t.dataDir, EMAIL, /Bevestig/);
    expect((await readOutbox(server.t.dataDir)).filter((m) => m.to.includes(EMAIL))).toHaveLength(1);
    const pending = await browser.admin.get<Envelope & { items: { email: string; status: string; departments: string[] }[] }>('/api/blokwerk/newsletter/list');
    expect(pending.body.items).toEqual([expect.objectContaining({ email: EMAIL, status: 'pending', departments: ['Engineering'] })]);

    // The link only shows a button: fetching it changes nothing.
    const confirmLink = linkIn(confirmation.text).replace(/^https?:\/\/[^/]+/, server.t.url);
    await page.goto(confirmLink);
    expect((await browser.admin.get<Envelope & { items: { status: string }[] }>('/api/blokwerk/newsletter/list')).body.items[0]?.status).toBe('pending');
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.getByText('Je aanmelding is bevestigd.').waitFor();
    expect((await browser.admin.get<Envelope & { items: { status: string }[] }>('/api/blokwerk/newsletter/list')).body.items[0]?.status).toBe('confirmed');

    // A Sales vacancy alerts nobody; an Engineering one alerts Lisa, once.
    const publish = async (title: string, department: string) => {
      const { createPage } = await gql<{ createPage: { pageID: number } }>(
        browser.admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        {
          input: {
            title,
            slug: title.toLowerCase().replaceAll(' ', '-'),
            type: 'vacancy',
            locale: 'nl',
            typeData: {
              hoursMin: 40,
              department,
              locality: 'Utrecht',
              employmentType: 'FULL_TIME',
              workplace: 'onsite',
              datePosted: new Date().toISOString().slice(0, 10),
            },
          },
        },
      );
      await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
      return createPage.pageID;
    };
    await publish('Verkoper buitendienst', 'Sales');
    const engineer = await publish('Embedded engineer', 'Engineering');
    const alert = await waitForMail(server.t.dataDir, EMAIL, /Nieuwe vacature: Embedded engineer/);
    expect(alert.text).toContain('/vacatures/embedded-engineer');
    // Offline and published again: no second alert.
    await gql(browser.admin, 'mutation($id: Int!) { unpublishPage(id: $id) { page { id } } }', { id: engineer });
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: engineer });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const toLisa = (await readOutbox(server.t.dataDir)).filter((m) => m.to.includes(EMAIL)).map((m) => m.subject);
    expect(toLisa.filter((s) => s.startsWith('Nieuwe vacature'))).toEqual(['Nieuwe vacature: Embedded engineer']);

    // Every mail's unsubscribe link works without signing in, and deletes her.
    await page.goto(linkIn(alert.text.slice(alert.text.indexOf('Afmelden'))).replace(/^https?:\/\/[^/]+/, server.t.url));
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await page.getByText('Je bent afgemeld').waitFor();
    expect((await browser.admin.get<Envelope & { totalItems: number }>('/api/blokwerk/newsletter/list')).body.totalItems).toBe(0);
    expect(errors).toEqual([]);
  });

  it('signs up on the English page: the mail is in English, its link leads back to the English page', async () => {
    const email = 'sam@example.test';
    const page = await browser.freshPage({ locale: 'en-GB' });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/en/alerts`);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Jones');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Almost there').waitFor({ timeout: 30_000 });

    const confirmation = await waitForMail(server.t.dataDir, email, /Confirm your sign-up/);
    expect(confirmation.text).toContain('Hello Sam,');
    const confirmLink = linkIn(confirmation.text);
    expect(new URL(confirmLink).pathname).toBe('/en/alerts');
    // Confirming there comes back to the English page, which leads on to the English overview.
    await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, server.t.url));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Your sign-up is confirmed.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/alerts');
    expect(await page.getByRole('link', { name: 'See all vacancies' }).getAttribute('href')).toBe('/en/vacancies');
    expect(errors).toEqual([]);
  });

  it('refuses a sign-up without a name, with a bad address or without a solved bot check, with catalogue codes', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const refused = async (body: Record<string, unknown>) => {
      const answer = await visitor.post<Envelope>('/api/blokwerk/newsletter/subscribe', {
        firstName: 'Piet',
        lastName: 'Bos',
        email: 'piet@example.test',
        altcha: 'x',
        ...body,
      });
      expect(answer.status).toBe(400);
      return answer.body.Errors.map((e) => `${e.code} ${e.property}`);
    };
    expect(await refused({ firstName: '' })).toContain('V_16 firstName');
    expect(await refused({ email: 'piet@' })).toContain('V_02 email');
    expect(await refused({})).toEqual(['V_04 altcha']);
    expect(await refused({ colour: 'red' })).toContain('V_12 colour');
    expect((await readOutbox(server.t.dataDir)).filter((m) => m.to.includes('piet@'))).toEqual([]);
  });

  it('exports the subscribers as CSV for manage-newsletter only, and refuses a forged link', async () => {
    const csv = await fetch(`${server.t.url}/api/blokwerk/newsletter/export`, { headers: { cookie: browser.admin.cookieHeader } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'id,first name,last name,email,status,alerts,departments,places,employment types,frequency,created,confirmed',
    );
    expect((await fetch(`${server.t.url}/api/blokwerk/newsletter/export`)).status).toBe(401);

    const page = await browser.freshPage({ locale: 'nl-NL' });
    await page.goto(`${server.t.url}/nieuwsbrief?actie=afmelden&id=1&token=${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await page.getByText('Deze link is niet (meer) geldig.').waitFor();
  });

  it('says first, above the fields, that the application and newsletter forms need JavaScript when it is off', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL', javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    for (const [path, firstField] of [
      ['/solliciteren', 'Naam'],
      ['/nieuwsbrief', 'Voornaam'],
    ] as const) {
      await page.goto(`${server.t.url}${path}`);
      const { text, noticeBottom, fieldTop } = await noticeAndField(page, firstField);
      expect(text, path).toContain('JavaScript');
      // Said first: the notice ends above the first field.
      expect(noticeBottom, path).toBeLessThanOrEqual(fieldTop);
    }
  });

  it('keeps each newsletter checkbox beside its label at 390 px, links the privacy statement, and shows no form once confirmed', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/nieuwsbrief`);
    expect(await page.getByRole('link', { name: 'Lees de privacyverklaring' }).getAttribute('href')).toBe('/privacyverklaring');
    // With JavaScript the notice is not shown.
    expect(await page.locator('form .application-noscript').count()).toBe(0);
    const alerts = page.getByLabel('Mail me ook nieuwe vacatures');
    await alerts.check();
    const choices = page.locator('.newsletter-choice');
    await choices.first().waitFor();
    const pairs: [Locator, Locator][] = [[alerts, page.getByText('Mail me ook nieuwe vacatures')]];
    for (const choice of await choices.all()) pairs.push([choice.locator('input'), choice.locator('span')]);
    expect(pairs.length).toBeGreaterThan(3);
    for (const [box, label] of pairs) {
      const [b, l] = [await boxOf(box), await boxOf(label)];
      // On one line: the same top (within a few pixels), the box before its label.
      expect(Math.abs(b.y - l.y), (await label.textContent()) ?? '').toBeLessThanOrEqual(4);
      expect(b.x + b.width).toBeLessThanOrEqual(l.x);
    }
    await page.goto(`${server.t.url}/nieuwsbrief?status=bevestigd`);
    await page.getByText('Je aanmelding is bevestigd.').waitFor();
    expect(await page.getByLabel('Voornaam').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Aanmelden' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Bekijk alle vacatures' }).getAttribute('href')).toBe('/vacatures');
    expect(errors).toEqual([]);
  });
});
