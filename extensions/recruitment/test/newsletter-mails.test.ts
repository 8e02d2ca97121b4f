import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { CONFIRMATION_RESEND_MINUTES } from '../server/newsletter/operations.js';
import { ADMIN, ApiClient, gql, mailAfter, readOutbox, signedIn, useTestServer, type Envelope, type OutboxMail } from '@blokwerk/testing';
import { solvedBotCheck } from './support/applying.js';

// The mails around the newsletter and the site's mail sender: who they come from, how often a
// pending sign-up is mailed, and the alerts' RFC 8058 one-click unsubscribe.

const SENDER = { name: 'Werken bij Blokwerk', address: 'vacatures@blokwerk.example' };

describe('newsletter mails', () => {
  const server = useTestServer({ extensions: [recruitment] });
  let admin: ApiClient;
  let visitor: ApiClient;
  const query = <T extends object>(sql: string, params: unknown[] = []) =>
    server.t.database.pool.query<T & Record<string, unknown>>(sql, params).then((r) => r.rows);
  /** A header of the mail as written to the outbox (folded lines unfolded). */
  const header = async (mail: OutboxMail, name: string) => {
    const raw = await readFile(path.join(server.t.dataDir, 'outbox', mail.file), 'utf8');
    const head = raw.slice(0, raw.indexOf('\n\n')).replace(/\r?\n[ \t]+/g, ' ');
    return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
  };
  const signUp = async (email: string, firstName: string, alerts = false) => {
    const res = await visitor.post('/api/blokwerk/newsletter/subscribe', {
      firstName,
      lastName: 'de Boer',
      email,
      alerts,
      altcha: await solvedBotCheck(server.t.url),
    });
    expect(res.status).toBe(200);
  };
  const mailsTo = async (email: string) => (await readOutbox(server.t.dataDir)).filter((m) => m.to.includes(email));

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.t.url).prime();
  });

  it('sends every mail from the site settings’ sender: core’s password mails and the extension’s', async () => {
    const before = await mailAfter(server.t.dataDir, ADMIN.email, /password/i, () =>
      visitor.post('/api/blokwerk/auth/forgot-password', { email: ADMIN.email }),
    );
    expect(await header(before, 'From')).toBe('Blokwerk <no-reply@blokwerk.local>');
    const saved = await gql<{ updateSiteSettings: { mailSender: typeof SENDER } }>(
      admin,
      'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { mailSender { name address } } }',
      {
        input: { siteName: [], footerText: [], footerLinks: [], social: [], fontPair: 'system', homePages: [], notFoundPages: [], mailSender: SENDER },
      },
    );
    expect(saved.updateSiteSettings.mailSender).toEqual(SENDER);
    const reset = await mailAfter(server.t.dataDir, ADMIN.email, /password/i, () => visitor.post('/api/blokwerk/auth/forgot-password', { email: ADMIN.email }));
    expect(await header(reset, 'From')).toBe(`${SENDER.name} <${SENDER.address}>`);
    const confirmation = await mailAfter(server.t.dataDir, 'from@example.test', /Bevestig/, () => signUp('from@example.test', 'Fenna'));
    expect(await header(confirmation, 'From')).toBe(`${SENDER.name} <${SENDER.address}>`);
    // A sender that would add a header is refused, and nothing changes.
    const refused = await admin.post('/api/blokwerk/settings/site/update', { mailSender: { name: 'Evil\r\nBcc: x@example.test', address: SENDER.address } });
    expect(refused.status).toBe(400);
    expect((await admin.get<Envelope & { mailSender: unknown }>('/api/blokwerk/settings/site/get-for-editing')).body.mailSender).toEqual(SENDER);
  });

  it(`mails a pending sign-up again at most once in ${CONFIRMATION_RESEND_MINUTES} minutes; an unconfirmed request changes none of its details`, async () => {
    const email = 'pending@example.test';
    await mailAfter(server.t.dataDir, email, /Bevestig/, () => signUp(email, 'Pieter'));
    await signUp(email, 'Mallory', true);
    await signUp(email, 'Mallory', true);
    const [row] = await query<{ first_name: string; alerts: boolean }>('select "first_name", "alerts" from "newsletter_subscriber" where "email" = $1', [
      email,
    ]);
    expect(row).toEqual({ first_name: 'Pieter', alerts: false });
    // After the interval one more mail goes, still with the first details.
    await query(`update "newsletter_subscriber" set "confirmation_mailed_at" = now() - make_interval(mins => $2) where "email" = $1`, [
      email,
      CONFIRMATION_RESEND_MINUTES + 1,
    ]);
    const again = await mailAfter(server.t.dataDir, email, /Bevestig/, () => signUp(email, 'Mallory', true));
    expect(again.text).toContain('Hallo Pieter,');
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('gives alert mails List-Unsubscribe headers whose one-click POST unsubscribes, with no cookie or CSRF header', async () => {
    const email = 'alerts@example.test';
    await signUp(email, 'Anna', true);
    await query(`update "newsletter_subscriber" set "status" = 'confirmed', "confirmed_at" = now() where "email" = $1`, [email]);
    const alert = await mailAfter(server.t.dataDir, email, /Nieuwe vacature/, async () => {
      const { createPage } = await gql<{ createPage: { pageID: number } }>(
        admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        {
          input: {
            title: 'Monteur',
            slug: 'monteur',
            type: 'vacancy',
            locale: 'nl',
            typeData: { hoursMin: 40, department: 'Service', locality: 'Utrecht', employmentType: 'FULL_TIME', workplace: 'onsite', datePosted: '2026-11-01' },
          },
        },
      );
      await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
    });
    expect(await header(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec((await header(alert, 'List-Unsubscribe')) ?? '')?.[1] ?? '';
    const url = new URL(oneClick);
    expect(url.pathname).toBe('/api/blokwerk/newsletter/one-click');
    const post = (search: string) =>
      fetch(`${server.t.url}${url.pathname}${search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    // A forged token unsubscribes nobody.
    const forged = new URLSearchParams(url.search);
    forged.set('token', 'x'.repeat(43));
    expect((await post(`?${forged}`)).status).toBe(400);
    expect(await query('select 1 from "newsletter_subscriber" where "email" = $1', [email])).toHaveLength(1);
    expect((await post(url.search)).status).toBe(200);
    expect(await query('select 1 from "newsletter_subscriber" where "email" = $1', [email])).toHaveLength(0);
  });
});
