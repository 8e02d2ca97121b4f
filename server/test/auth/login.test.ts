import { describe, expect, it } from 'vitest';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

interface UserPayload {
  ID: number;
  Email: string;
  role: { ID: number; name: string; permissions: { name: string }[] };
  profile: { name: string; jobTitle: string; image: string | null };
}
type LoginAnswer = Envelope & { User: UserPayload };

describe('login, session and logout', () => {
  const server = useTestServer(ADMIN_ENV);

  it('signs the seeded administrator in and answers Success, Errors and User', async () => {
    const client = await new ApiClient(server.t.url).prime();
    const anonymousSession = client.sessionCookie;
    const res = await client.post<LoginAnswer>('/api/blokwerk/auth/login', { email: ' Admin@Example.TEST ', password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body.Success).toBe(true);
    expect(res.body.Errors).toEqual([]);
    expect(res.body.User).toMatchObject({ Email: ADMIN.email, role: { name: 'Administrator' }, profile: { name: 'Administrator' } });
    expect(res.body.User.ID).toBeGreaterThan(0);
    // The role carries its ID and permissions (clients read role.permissions).
    expect(Object.keys(res.body.User.role).toSorted()).toEqual(['ID', 'name', 'permissions']);
    expect(res.body.User.role.ID).toBeGreaterThan(0);
    expect(res.body.User.role.permissions.map((p) => p.name)).toContain('manage-users');
    expect(res.body.User).not.toHaveProperty('permissions');
    // A new session id on sign-in: a fixated anonymous id is worth nothing.
    expect(client.sessionCookie).not.toBe(anonymousSession);
    const me = await client.post<LoginAnswer>('/api/blokwerk/auth/user');
    expect(me.body.User.ID).toBe(res.body.User.ID);
    expect((await client.get<LoginAnswer>('/api/blokwerk/user')).body.User.Email).toBe(ADMIN.email);
  });

  it('answers AUTH_01 alike for a wrong password and an unknown address', async () => {
    const client = await new ApiClient(server.t.url).prime();
    const wrong = await client.post('/api/blokwerk/auth/login', { email: ADMIN.email, password: 'Not-the-password-1' });
    const unknown = await client.post('/api/blokwerk/auth/login', { email: 'nobody@example.test', password: 'Not-the-password-1' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ Success: false, Errors: [{ code: 'AUTH_01', message: 'These credentials do not match our records.' }] });
    }
    expect((await client.post('/api/blokwerk/auth/user')).status).toBe(401);
  });

  it('refuses a logged-out session everywhere, also when its cookie is replayed', async () => {
    const client = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const replay = client.withSessionOn(server.t.url);
    expect((await client.post('/api/blokwerk/auth/logout')).body.Success).toBe(true);
    expect((await client.post('/api/blokwerk/auth/user')).status).toBe(401);
    expect((await replay.get('/api/blokwerk/user')).status).toBe(401);
    expect((await replay.graphql('{ me { id } }')).body.errors?.[0]?.extensions?.code).toBe('UM_01');
  });

  it('refresh-session extends the sliding expiry of a signed-in session', async () => {
    const client = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const expiry = async () => {
      const { rows } = await server.t.database.pool.query<{ expire: Date }>(
        `select "expire" from "http_session" where ("sess" ->> 'userId') is not null order by "expire" desc limit 1`,
      );
      return rows[0]?.expire.getTime() ?? 0;
    };
    const before = await expiry();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await client.post('/api/blokwerk/auth/refresh-session')).body.Success).toBe(true);
    expect(await expiry()).toBeGreaterThan(before);
    expect((await new ApiClient(server.t.url).prime().then((c) => c.post('/api/blokwerk/auth/refresh-session'))).status).toBe(401);
  });

  it('signs in through GraphQL too, and `me` answers the user', async () => {
    const client = await new ApiClient(server.t.url).prime();
    const login = await client.graphql<{ login: { email: string; role: { name: string } } }>(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { email role { name } } }',
      { e: ADMIN.email, p: ADMIN.password },
    );
    expect(login.body.data?.login).toEqual({ email: ADMIN.email, role: { name: 'Administrator' } });
    const me = await client.graphql<{ me: { email: string } }>('{ me { email } }');
    expect(me.body.data?.me.email).toBe(ADMIN.email);
    const wrong = await new ApiClient(server.t.url).prime().then((c) => c.graphql('mutation { login(email: "admin@example.test", password: "nope") { id } }'));
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('AUTH_01');
  });

  it('records every attempt and audits sign-ins', async () => {
    const { rows } = await server.t.database.pool.query<{ outcome: string; n: string }>(
      'select "outcome", count(*) as n from "login_attempt" group by "outcome"',
    );
    const counts = Object.fromEntries(rows.map((r) => [r.outcome, Number(r.n)]));
    expect(counts.success).toBeGreaterThanOrEqual(3);
    expect(counts.failure).toBeGreaterThanOrEqual(2);
    const audit = await server.t.database.pool.query<{ action: string }>('select distinct "action" from "audit_entry"');
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['auth.login', 'auth.login.failed', 'auth.logout']));
  });
});

// Real argon2 verifications under a loaded CI machine: give these room.
describe('lockout', { timeout: 90_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const attempt = async (email: string, password: string) => (await new ApiClient(server.t.url).prime()).post('/api/blokwerk/auth/login', { email, password });
  const ageFailures = (minutes: number) => server.t.database.pool.query(`update "login_attempt" set "at" = "at" - interval '${minutes} minutes'`);

  it('locks an account for 10 minutes after 5 failures, even against the right password', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const { client: editor } = await activatedUser(server.t, admin, 'locked@example.test', 'Editor');
    for (let i = 0; i < 4; i++) expect((await attempt('locked@example.test', 'Wrong-password-1')).status).toBe(401);
    expect((await attempt('locked@example.test', 'Editor-password-1')).status).toBe(200); // 4 failures: still open
    expect((await attempt('locked@example.test', 'Wrong-password-1')).status).toBe(401);
    const locked = await attempt('locked@example.test', 'Editor-password-1');
    expect(locked.status).toBe(429);
    expect(locked.body.Errors).toEqual([expect.objectContaining({ code: 'AUTH_03', message: 'Too many login attempts. Try again after 10 minutes.' })]);
    // Another account from the same address is not affected.
    expect((await attempt(ADMIN.email, ADMIN.password)).status).toBe(200);
    // A session that already existed keeps working; the lock is about signing in.
    expect((await editor.get('/api/blokwerk/user')).status).toBe(200);
    await ageFailures(9);
    expect((await attempt('locked@example.test', 'Editor-password-1')).status).toBe(429);
    await ageFailures(2);
    expect((await attempt('locked@example.test', 'Editor-password-1')).status).toBe(200);
  });

  it('200 concurrent wrong logins leave the account locked and never let the right password in during the lock', async () => {
    await server.t.database.pool.query('delete from "login_attempt"');
    const wrong = Array.from({ length: 200 }, () => attempt(ADMIN.email, 'Wrong-password-1'));
    // Right-password attempts racing the storm: each may only succeed before the 5th failure is recorded.
    const racing = Array.from({ length: 10 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, 50 * i)).then(async () => ({ at: Date.now(), res: await attempt(ADMIN.email, ADMIN.password) })),
    );
    const results = await Promise.all(wrong);
    const raced = await Promise.all(racing);
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(results.filter((r) => r.status === 401).length).toBeGreaterThanOrEqual(5);

    const { rows } = await server.t.database.pool.query<{ fifth: Date }>(
      `select "at" as "fifth" from "login_attempt" where "outcome" = 'failure' order by "at" limit 1 offset 4`,
    );
    const lockStart = rows[0]?.fifth.getTime() ?? 0;
    const signedInDuringLock = await server.t.database.pool.query(`select 1 from "login_attempt" where "outcome" = 'success' and "at" > $1`, [
      new Date(lockStart),
    ]);
    expect(signedInDuringLock.rowCount).toBe(0);
    expect(raced.filter(({ res }) => res.status === 200).length).toBeLessThan(raced.length);

    for (let i = 0; i < 3; i++) {
      const res = await attempt(ADMIN.email, ADMIN.password);
      expect(res.status).toBe(429);
      expect(res.body.Errors[0]?.code).toBe('AUTH_03');
    }
  });

  it('locks an address that fails 50 times across accounts (credential stuffing)', async () => {
    await server.t.database.pool.query('delete from "login_attempt"');
    for (let batch = 0; batch < 5; batch++) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(`user${batch * 10 + i}@example.test`, 'Wrong-password-1')));
    }
    const res = await attempt(ADMIN.email, ADMIN.password);
    expect(res.status).toBe(429);
    expect(res.body.Errors[0]?.code).toBe('AUTH_03');
    await ageFailures(11);
    expect((await attempt(ADMIN.email, ADMIN.password)).status).toBe(200);
  });
});
