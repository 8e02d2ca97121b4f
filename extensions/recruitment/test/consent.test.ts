import { beforeEach, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import {
  ADMIN,
  ApiClient,
  pageIndexBesideCursors,
  queryString,
  refuseBadCursors,
  signedIn,
  useTestServer,
  walkByCursors,
  within,
  type CursorList,
  type Envelope,
  type ListAnswer,
} from '@blokwerk/testing';
import { CONSENT_LOG_DAYS } from '../server/consent/index.js';
import { CONSENT_LOGS_PER_ADDRESS, type ConsentLogEntry } from '../server/consent/operations.js';

const LOG = '/api/blokwerk/consent/log';
const CONSENT_ID = '0b6f3c1e-8c1d-4c55-9a4e-2f0a4f1d2b3c';
const valid = { consentId: CONSENT_ID, categories: ['necessary', 'statistics'], revision: 1 };

describe('the cookie consent log', () => {
  // The cleaning runs on core's retention timer: often, here.
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_RETENTION_INTERVAL_MS: '200' } });
  /** A choice logged `daysAgo` days ago, written straight into the log. */
  const logged = (id: string, daysAgo: number) =>
    server.t.database.pool.query(
      `insert into "cookie_consent" ("consent_id", "categories", "revision", "created_at") values ($1, '{necessary}', 1, now() - make_interval(days => $2))`,
      [id, daysAgo],
    );

  it('logs a visitor’s choice with the server’s time, for administrators to read', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const before = Date.now();
    const res = await visitor.post(LOG, { ...valid, categories: ['statistics', 'necessary'] });
    expect(res.status).toBe(200);
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const list = await admin.get<Envelope & { items: ConsentLogEntry[]; totalItems: number }>(`/api/blokwerk/consent/list?consentId=${CONSENT_ID}`);
    expect(list.body.items).toEqual([expect.objectContaining({ consentId: CONSENT_ID, categories: ['necessary', 'statistics'], revision: 1 })]);
    expect(Date.parse(list.body.items[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // The log and the policy are not the visitor's to read or change.
    expect((await visitor.get('/api/blokwerk/consent/list')).status).toBe(401);
    expect((await visitor.post('/api/blokwerk/consent/policy', { revision: 5 })).status).toBe(401);
    expect((await visitor.get<Envelope & { revision: number }>('/api/blokwerk/consent/policy')).body.revision).toBe(1);
  });

  // Every test comes from 127.0.0.1: each starts with a fresh window of the rate limit.
  beforeEach(async () => {
    await server.t.database.pool.query('delete from "consent_log_attempt"');
  });
  const rowsOf = async (ids: readonly string[]) =>
    (await server.t.database.pool.query<{ n: number }>('select count(*)::int as "n" from "cookie_consent" where "consent_id" = any($1::uuid[])', [ids])).rows[0]
      ?.n;

  it('keeps one row per visitor and revision: a changed choice replaces the earlier one', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const id = '3b6f3c1e-8c1d-4c55-9a4e-2f0a4f1d2b3c';
    expect((await visitor.post(LOG, { ...valid, consentId: id, categories: ['necessary', 'statistics', 'marketing'] })).status).toBe(200);
    expect((await visitor.post(LOG, { ...valid, consentId: id, categories: ['necessary'] })).status).toBe(200);
    const { rows } = await server.t.database.pool.query<{ categories: string[] }>('select "categories" from "cookie_consent" where "consent_id" = $1', [id]);
    expect(rows).toEqual([{ categories: ['necessary'] }]);
  });

  it('refuses a revision that is not the policy’s (400 V_12, no row)', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const id = '4b6f3c1e-8c1d-4c55-9a4e-2f0a4f1d2b3c';
    const res = await visitor.post(LOG, { ...valid, consentId: id, revision: 999 });
    expect(res.status).toBe(400);
    expect(res.body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'revision' })]);
    expect(await rowsOf([id])).toBe(0);
  });

  it(`refuses a flood from one address after ${CONSENT_LOGS_PER_ADDRESS} requests (429 AUTH_03, Retry-After), adding no rows beyond`, async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const ids = Array.from({ length: CONSENT_LOGS_PER_ADDRESS + 10 }, (_, i) => `5b6f3c1e-8c1d-4c55-9a4e-${String(i).padStart(12, '0')}`);
    const answers = [];
    for (const id of ids) answers.push(await visitor.post(LOG, { ...valid, consentId: id }));
    expect(answers.slice(0, CONSENT_LOGS_PER_ADDRESS).map((a) => a.status)).toEqual(Array(CONSENT_LOGS_PER_ADDRESS).fill(200));
    const refused = answers.slice(CONSENT_LOGS_PER_ADDRESS);
    expect(refused.map((a) => a.status)).toEqual(Array(10).fill(429));
    expect(refused[0]?.body.Errors[0]?.code).toBe('AUTH_03');
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowsOf(ids)).toBe(CONSENT_LOGS_PER_ADDRESS);
  });

  it('refuses a request without the CSRF headers', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    expect((await visitor.post(LOG, valid, { withoutCsrf: true })).status).toBe(403);
    expect((await visitor.post(LOG, valid, { withoutRequestedWith: true })).status).toBe(403);
  });

  it.each([
    ['an array', [valid], { code: 'V_12', property: 'body' }],
    ['no consent id', { ...valid, consentId: undefined }, { code: 'V_01', property: 'consentId' }],
    ['a consent id that is no UUID', { ...valid, consentId: 'abc' }, { code: 'V_12', property: 'consentId' }],
    ['an unknown category', { ...valid, categories: ['necessary', 'tracking'] }, { code: 'V_12', property: 'categories.1' }],
    ['no necessary category', { ...valid, categories: ['statistics'] }, { code: 'V_12', property: 'categories' }],
    ['a category twice', { ...valid, categories: ['necessary', 'necessary'] }, { code: 'V_12', property: 'categories' }],
    ['categories as a string', { ...valid, categories: 'necessary' }, { code: 'V_12', property: 'categories' }],
    ['a negative revision', { ...valid, revision: -1 }, { code: 'V_12', property: 'revision' }],
    ['a fractional revision', { ...valid, revision: 1.5 }, { code: 'V_12', property: 'revision' }],
    ['no revision', { ...valid, revision: undefined }, { code: 'V_01', property: 'revision' }],
    ['an unknown field', { ...valid, time: '2020-01-01' }, { code: 'V_12', property: 'time' }],
  ])('answers 400 to %s', async (_what, body, error) => {
    const visitor = await new ApiClient(server.t.url).prime();
    const res = await visitor.post(LOG, body);
    expect(res.status).toBe(400);
    expect(res.body.Errors).toEqual([expect.objectContaining(error)]);
  });

  it('answers 400 to a body that is no JSON', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const res = await visitor.post(LOG, undefined, { rawBody: '{"consentId":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.Errors[0]?.code).toBe('V_12');
  });

  it(`forgets choices after ${CONSENT_LOG_DAYS} days and keeps younger ones`, async () => {
    const old = '1b6f3c1e-8c1d-4c55-9a4e-2f0a4f1d2b3c';
    const young = '2b6f3c1e-8c1d-4c55-9a4e-2f0a4f1d2b3c';
    await logged(old, CONSENT_LOG_DAYS + 1);
    await logged(young, CONSENT_LOG_DAYS - 1);
    const left = async () =>
      (
        await server.t.database.pool.query<{ consent_id: string }>(`select "consent_id" from "cookie_consent" where "consent_id" in ($1, $2)`, [old, young])
      ).rows.map((r) => r.consent_id);
    await within(5000, left, (ids) => !ids.includes(old));
    expect(await left()).toEqual([young]);
  });

  it('pages the log by cursor beside pageIndex, both ways, and refuses a cursor of another list (V_12)', async () => {
    await server.t.database.pool.query(
      `insert into "cookie_consent" ("consent_id", "categories", "revision") select gen_random_uuid(), '{necessary}', 1 from generate_series(1, 14)`,
    );
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const list: CursorList = {
      name: 'consent log',
      call: (input) => admin.get<ListAnswer>(`/api/blokwerk/consent/list?${queryString(input)}`),
      idOf: (item) => item['id'],
    };
    expect(await walkByCursors(list)).toBe(2);
    expect(await pageIndexBesideCursors(list)).toHaveLength(4);
    expect(await refuseBadCursors(list)).toBe(5);
  });

  it('remembers the policy revision per process until a content event, its own or another process’s', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const revision = async () => (await visitor.get<Envelope & { revision: number }>('/api/blokwerk/consent/policy')).body.revision;
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    expect((await admin.post('/api/blokwerk/consent/policy', { revision: 2 })).status).toBe(200);
    // Its own change: the event clears the remembered revision before the change answers.
    expect(await revision()).toBe(2);
    // A change that tells no one is not seen; the next event of any process brings it.
    await server.t.database.pool.query('update "cookie_consent_policy" set "revision" = 3');
    expect(await revision()).toBe(2);
    await server.t.database.pool.query(`select pg_notify('blokwerk_content', $1)`, [
      JSON.stringify({ type: 'site.changed', pageId: null, at: new Date().toISOString(), origin: 'another-process' }),
    ]);
    await within(1000, revision, (value) => value === 3);
  });
});
