import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { dueDigest } from '../server/newsletter/digest.js';
import { preferencesLink } from '../server/newsletter/tokens.js';
import { ADMIN, ApiClient, gql, readOutbox, signedIn, useTestServer, waitForMail, type Envelope, type OutboxMail } from '@blokwerk/testing';
import { firstPublished, publishVacancy, runDigest } from './support/alerts.js';
import { solvedBotCheck } from './support/applying.js';

// Alerts people manage: employment types and the frequency at sign-up, the signed preferences
// link of every alert mail (read and changed without an account), instant alerts against the
// weekly digest, and the digest itself: grouped, in the subscriber's language, once.

describe('alert preferences and the weekly digest', () => {
  const server = useTestServer({ extensions: [recruitment] });
  let admin: ApiClient;
  let visitor: ApiClient;
  const query = <T extends object>(sql: string, params: unknown[] = []) =>
    server.t.database.pool.query<T & Record<string, unknown>>(sql, params).then((r) => r.rows);
  const mailsTo = async (email: string) => (await readOutbox(server.t.dataDir)).filter((m) => m.to.includes(email));
  /** The mails to `email` other than the sign-up's confirmation. */
  const alertsTo = async (email: string) => (await mailsTo(email)).filter((m) => !/Bevestig/.test(m.subject));
  const header = async (mail: OutboxMail, name: string) => {
    const raw = await readFile(path.join(server.t.dataDir, 'outbox', mail.file), 'utf8');
    return new RegExp(`^${name}: (.*)$`, 'im').exec(raw.slice(0, raw.indexOf('\n\n')).replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
  };

  /** A confirmed subscriber with these alert choices; answers its id. */
  const subscriber = async (email: string, choices: Record<string, unknown>, locale = 'nl') => {
    // This file signs up more than one address may in an hour (SUBSCRIBES_PER_ADDRESS): the limit counts these rows.
    await query(`delete from "newsletter_signup_attempt"`);
    const res = await visitor.post<Envelope>('/api/blokwerk/newsletter/subscribe', {
      firstName: 'Iris',
      lastName: 'Visser',
      email,
      alerts: true,
      locale,
      ...choices,
      altcha: await solvedBotCheck(server.t.url),
    });
    expect(res.status).toBe(200);
    const [row] = await query<{ id: number }>(
      `update "newsletter_subscriber" set "status" = 'confirmed', "confirmed_at" = now() where "email" = $1 returning "id"`,
      [email],
    );
    return row?.id ?? 0;
  };
  const linkOf = (id: number, email: string, locale = 'nl') => new URL(preferencesLink({ services: server.t.server.services }, { id, email, locale }));
  const preferencesOf = (id: number, token: string) =>
    gql<{ newsletterPreferences: Record<string, unknown> | null }>(
      visitor,
      'query($id: Int!, $token: String!) { newsletterPreferences(id: $id, token: $token) { email alerts departments localities employmentTypes ' +
        'locale frequency } }',
      { id, token },
    ).then((r) => r.newsletterPreferences);
  /** The preferences page's form post, as a browser sends it from the site's own page. */
  const postForm = (fields: [string, string][]) =>
    fetch(`${server.t.url}/api/blokwerk/newsletter/preferences`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.t.url).prime();
  });

  it('stores employment types and the frequency at sign-up (instant unless chosen), and refuses an unknown employment type', async () => {
    await subscriber('types@example.test', { employmentTypes: ['PART_TIME', 'INTERN'], frequency: 'weekly' });
    await subscriber('plain@example.test', {});
    expect(
      await query('select "email", "employment_types", "frequency" from "newsletter_subscriber" where "email" in ($1, $2) order by "email"', [
        'plain@example.test',
        'types@example.test',
      ]),
    ).toEqual([
      { email: 'plain@example.test', employment_types: [], frequency: 'instant' },
      { email: 'types@example.test', employment_types: ['PART_TIME', 'INTERN'], frequency: 'weekly' },
    ]);
    const refused = await visitor.post<Envelope>('/api/blokwerk/newsletter/subscribe', {
      firstName: 'X',
      lastName: 'Y',
      email: 'x@example.test',
      employmentTypes: ['ASTRONAUT'],
      frequency: 'daily',
      altcha: 'x',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.Errors.map((e) => e.code)).toEqual(expect.arrayContaining(['V_12']));
  });

  it('shows the preferences only for a valid token: not a tampered one, another purpose’s or another subscriber’s', async () => {
    const id = await subscriber('reader@example.test', { departments: ['Service'] });
    const other = await subscriber('other@example.test', {});
    const link = linkOf(id, 'reader@example.test');
    expect(link.pathname).toBe('/nieuwsbrief/voorkeuren');
    expect(linkOf(id, 'reader@example.test', 'en').pathname).toBe('/en/alerts/preferences');
    const token = link.searchParams.get('token') ?? '';
    expect(await preferencesOf(id, token)).toEqual({
      email: 'reader@example.test',
      alerts: true,
      departments: ['Service'],
      localities: [],
      employmentTypes: [],
      locale: 'nl',
      frequency: 'instant',
    });
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await preferencesOf(id, tampered)).toBeNull();
    expect(await preferencesOf(other, token)).toBeNull();
    const confirmToken = /token=([\w-]+)/.exec((await waitForMail(server.t.dataDir, 'reader@example.test', /Bevestig/)).text)?.[1] ?? '';
    expect(await preferencesOf(id, confirmToken)).toBeNull();
    // The form with a bad token changes nothing and says so.
    const refused = await postForm([
      ['id', String(id)],
      ['token', tampered],
      ['alerts', 'on'],
      ['frequency', 'weekly'],
      ['locale', 'nl'],
      ['taal', 'nl'],
    ]);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/nieuwsbrief/voorkeuren?status=ongeldig');
    expect(await query('select "frequency" from "newsletter_subscriber" where "id" = $1', [id])).toEqual([{ frequency: 'instant' }]);
  });

  it('changes every preference with the page’s form and comes back to the page of its language', async () => {
    const email = 'changer@example.test';
    const id = await subscriber(email, { departments: ['Service'] });
    const token = linkOf(id, email).searchParams.get('token') ?? '';
    const saved = await postForm([
      ['id', String(id)],
      ['token', token],
      ['alerts', 'on'],
      ['departments', 'Sales'],
      ['departments', 'Engineering'],
      ['localities', 'Zwolle'],
      ['employmentTypes', 'PART_TIME'],
      ['locale', 'en'],
      ['frequency', 'weekly'],
      ['taal', 'en'],
    ]);
    expect(saved.status).toBe(303);
    const location = new URL(saved.headers.get('location') ?? '', server.t.url);
    expect(location.pathname).toBe('/en/alerts/preferences');
    expect(Object.fromEntries(location.searchParams)).toEqual({ status: 'opgeslagen', id: String(id), token });
    expect(await preferencesOf(id, token)).toEqual({
      email,
      alerts: true,
      departments: ['Sales', 'Engineering'],
      localities: ['Zwolle'],
      employmentTypes: ['PART_TIME'],
      locale: 'en',
      frequency: 'weekly',
    });
    // No box ticked: alerts off, every choice emptied.
    await postForm([
      ['id', String(id)],
      ['token', token],
      ['locale', 'nl'],
      ['frequency', 'instant'],
      ['taal', 'nl'],
    ]);
    expect(await preferencesOf(id, token)).toEqual({
      email,
      alerts: false,
      departments: [],
      localities: [],
      employmentTypes: [],
      locale: 'nl',
      frequency: 'instant',
    });
    // A post from another site is refused before anything runs.
    const foreign = await fetch(`${server.t.url}/api/blokwerk/newsletter/preferences`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: `id=${id}&token=${token}&alerts=on&locale=nl&frequency=weekly`,
    });
    expect(foreign.status).toBe(403);
    expect((await preferencesOf(id, token))?.frequency).toBe('instant');
  });

  it('mails instant subscribers at once, with the preferences link; weekly ones and other employment types get nothing then', async () => {
    await subscriber('instant@example.test', { departments: ['Montage'] });
    await subscriber('weekly@example.test', { departments: ['Montage'], frequency: 'weekly' });
    await subscriber('intern@example.test', { departments: ['Montage'], employmentTypes: ['INTERN'] });
    const pageId = await publishVacancy(admin, { title: 'Monteur dakwerk', department: 'Montage' });
    const alert = await waitForMail(server.t.dataDir, 'instant@example.test', /Nieuwe vacature: Monteur dakwerk/);
    const link = new URL(/https?:\/\/\S+\/nieuwsbrief\/voorkeuren\?\S+/.exec(alert.text)?.[0] ?? '');
    expect(await preferencesOf(Number(link.searchParams.get('id')), link.searchParams.get('token') ?? '')).toMatchObject({ email: 'instant@example.test' });
    expect(await header(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Every subscriber is mailed in one pass once the vacancy is claimed: by now the others would have theirs.
    await firstPublished(server.t, [pageId]);
    expect(await alertsTo('weekly@example.test')).toEqual([]);
    expect(await alertsTo('intern@example.test')).toEqual([]);
  });

  it('sends one digest a week: the matching vacancies of the week before Monday 08:00, grouped by department, once across concurrent runs', async () => {
    // The clock: the digest of Monday 30 November 2026, 08:00 in Amsterdam (07:00 UTC) takes the vacancies first published from the Monday before.
    const monday = new Date('2026-11-30T07:30:00Z');
    const nl = await subscriber('digest@example.test', { departments: ['Onderhoud', 'Installatie'], frequency: 'weekly' });
    await subscriber('digest-en@example.test', { departments: ['Maintenance'], frequency: 'weekly' }, 'en');
    await subscriber('nothing@example.test', { departments: ['Marketing'], frequency: 'weekly' });
    const pages = [
      await publishVacancy(admin, { title: 'Storingsmonteur', department: 'Onderhoud', locality: 'Zwolle', hoursMin: 32, hoursMax: 40 }),
      await publishVacancy(admin, { title: 'Installateur', department: 'Installatie', locality: 'Utrecht', hoursMin: 40 }),
      await publishVacancy(admin, { title: 'Onderhoudsplanner', department: 'Onderhoud', locality: 'Utrecht', hoursMin: 24, hoursMax: 32 }),
      await publishVacancy(admin, { title: 'Verkoper', department: 'Sales' }),
      await publishVacancy(admin, { title: 'Oude monteur', department: 'Onderhoud' }),
      await publishVacancy(admin, { title: 'Maintenance engineer', department: 'Maintenance', locale: 'en' }),
    ];
    await firstPublished(server.t, pages);
    const at = ['2026-11-24T09:00:00Z', '2026-11-26T12:00:00Z', '2026-11-30T06:59:00Z', '2026-11-25T09:00:00Z', '2026-11-10T09:00:00Z', '2026-11-27T09:00:00Z'];
    for (const [i, page] of pages.entries()) await query('update "vacancy_alert" set "sent_at" = $2 where "page_id" = $1', [page, at[i]]);

    // Before Monday 08:00 the digest due is the week before's, which has none of these.
    expect(await runDigest(server.t, new Date('2026-11-30T06:59:00Z'))).toBe(0);
    await Promise.all([runDigest(server.t, monday), runDigest(server.t, monday)]);
    const digest = await waitForMail(server.t.dataDir, 'digest@example.test', /nieuwe vacatures deze week/);
    expect(digest.subject).toBe('3 nieuwe vacatures deze week');
    const lines = digest.text.split('\n');
    const from = lines.indexOf('Installatie');
    expect(lines.slice(from, from + 6)).toEqual([
      'Installatie',
      expect.stringMatching(/^- Installateur, Utrecht, 40 uur: https?:\/\/\S+\/vacatures\/installateur$/),
      '',
      'Onderhoud',
      expect.stringMatching(/^- Onderhoudsplanner, Utrecht, 24–32 uur: \S+\/vacatures\/onderhoudsplanner$/),
      expect.stringMatching(/^- Storingsmonteur, Zwolle, 32–40 uur: \S+\/vacatures\/storingsmonteur$/),
    ]);
    expect(digest.text).not.toMatch(/Oude monteur|Verkoper|Maintenance/);
    expect(digest.text).toMatch(/\/nieuwsbrief\/voorkeuren\?id=\d+&token=/);
    expect(await header(digest, 'List-Unsubscribe')).toMatch(/^<https?:\/\/\S+\/api\/blokwerk\/newsletter\/one-click\?id=\d+&token=[\w-]+>$/);
    expect(await header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The English subscriber gets the English vacancy, in English.
    const english = await waitForMail(server.t.dataDir, 'digest-en@example.test', /this week/);
    expect(english.subject).toBe('One new vacancy this week');
    expect(english.text).toContain('- Maintenance engineer, Utrecht, 40 hours:');

    // Once: the two runs and a later one in the same week sent one digest; no match, no mail.
    await runDigest(server.t, new Date('2026-12-02T10:00:00Z'));
    expect((await mailsTo('digest@example.test')).filter((m) => /deze week/.test(m.subject))).toHaveLength(1);
    expect(await query('select "subscriber_id", "week" from "vacancy_digest" where "subscriber_id" = $1', [nl])).toEqual([
      { subscriber_id: nl, week: '2026-W49' },
    ]);
    expect((await mailsTo('nothing@example.test')).filter((m) => /deze week/.test(m.subject))).toEqual([]);
  });

  it('is due from Monday 08:00 in Amsterdam, in winter and in summer time', () => {
    expect(dueDigest(new Date('2026-11-30T06:59:59Z'))?.week).toBe('2026-W48');
    expect(dueDigest(new Date('2026-11-30T07:00:00Z'))).toEqual({
      week: '2026-W49',
      since: new Date('2026-11-23T07:00:00Z'),
      until: new Date('2026-11-30T07:00:00Z'),
    });
    expect(dueDigest(new Date('2026-12-06T22:59:00Z'))?.week).toBe('2026-W49');
    // The first Monday of summer time: 08:00 is 06:00 UTC, the week before began in winter time.
    expect(dueDigest(new Date('2026-03-30T05:59:00Z'))?.week).toBe('2026-W13');
    expect(dueDigest(new Date('2026-03-30T06:00:00Z'))).toEqual({
      week: '2026-W14',
      since: new Date('2026-03-23T07:00:00Z'),
      until: new Date('2026-03-30T06:00:00Z'),
    });
    expect(dueDigest(new Date('2027-01-04T07:00:00Z'))?.week).toBe('2027-W01');
    expect(dueDigest(new Date('2026-12-28T07:00:00Z'))?.week).toBe('2026-W53');
  });
});
