import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

describe('absolute session lifetime (BLOKWERK_SESSION_MAX_HOURS)', () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_SESSION_MAX_HOURS: '12' });

  it('ends a session 12 hours after sign-in however active it was, and the caller goes on as a visitor', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    expect((await admin.get('/api/blokwerk/user')).status).toBe(200);
    // Eleven hours on, the session still holds.
    const signedInAgo = (hours: number) =>
      server.t.database.pool.query(`update "http_session" set "sess" = jsonb_set("sess"::jsonb, '{signedInAt}', to_jsonb($1::bigint))::json`, [
        Date.now() - hours * 3_600_000,
      ]);
    await signedInAgo(11);
    expect((await admin.post('/api/blokwerk/auth/refresh-session')).status).toBe(200);
    await signedInAgo(12.01);
    const after = await admin.get('/api/blokwerk/user');
    expect(after.status).toBe(401);
    expect(after.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^blokwerk_session=;/));
    const { rows } = await server.t.database.pool.query('select 1 from "http_session"');
    expect(rows).toEqual([]);
    // The visitor token it was given signs it in again.
    expect((await admin.post('/api/blokwerk/auth/login', ADMIN)).status).toBe(200);
  });
});

describe('a session nothing changes', () => {
  const server = useTestServer(ADMIN_ENV);

  it('is not written again by the requests that read it (its expiry slides at most once a minute)', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const version = async () => (await server.t.database.pool.query<{ xmin: string }>('select xmin::text from "http_session"')).rows.map((row) => row.xmin);
    expect((await admin.get('/api/blokwerk/user')).status).toBe(200);
    const before = await version();
    expect(before).toHaveLength(1);
    for (let i = 0; i < 3; i++) expect((await admin.get('/api/blokwerk/user')).status).toBe(200);
    expect(await version()).toEqual(before);
  });
});
