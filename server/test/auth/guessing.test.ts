import { describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURES, ADDRESS_FAILURES } from '../../src/modules/auth/lockout.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { ApiClient } from '../support/api-client.js';
import { useTestServer } from '../support/test-server.js';

describe('password guessing is counted before it is paid for', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const outcomes = async (where: string, value: string) => {
    const { rows } = await server.t.database.pool.query<{ outcome: string; n: string }>(
      `select "outcome", count(*) as n from "login_attempt" where ${where} = $1 group by "outcome" order by "outcome"`,
      [value],
    );
    return Object.fromEntries(rows.map((r) => [r.outcome, Number(r.n)]));
  };

  it('checks one address trying many accounts at once against its lock before verifying each password', async () => {
    // The address's earlier failures, recorded as a login records them; each one sent would cost an argon2 verification.
    // The last 10 before the lock come at once with 10 more: only those 10 may be verified.
    await server.t.database.pool.query(
      `insert into "login_attempt" ("account", "ip", "outcome", "at")
        select 'stuffed-earlier-' || n || '@example.test', '127.0.0.1', 'failure', now() - n * interval '1 second' from generate_series(1, $1) as n`,
      [ADDRESS_FAILURES - 10],
    );
    const visitor = await new ApiClient(server.t.url).prime();
    const attempts = Array.from({ length: 20 }, (_, n) =>
      visitor.post('/api/blokwerk/auth/login', { email: `stuffed-${n}@example.test`, password: 'Not-the-password-1' }),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await outcomes('"ip"', '127.0.0.1')).toEqual({ failure: ADDRESS_FAILURES, locked: 10 });
    await server.t.database.pool.query(`delete from "login_attempt"`);
  });

  it('counts wrong current passwords when changing one as failed logins: five lock the account', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const { client: editor } = await activatedUser(server.t, admin, 'raden@example.test', 'Editor', 'Editor-password-1');
    const change = (currentPassword: string) =>
      editor.post('/api/blokwerk/auth/change-password', { currentPassword, password: 'Other-password-2', confirm: 'Other-password-2' });
    for (let n = 0; n < ACCOUNT_FAILURES; n++) {
      const wrong = await change(`Guess-${n}-password`);
      expect([wrong.status, wrong.body.Errors.map((e) => e.code)]).toEqual([400, ['AUTH_02']]);
    }
    const locked = await change('Editor-password-1');
    expect([locked.status, locked.body.Errors.map((e) => e.code)]).toEqual([429, ['AUTH_03']]);
    const login = await (
      await new ApiClient(server.t.url).prime()
    ).post('/api/blokwerk/auth/login', { email: 'raden@example.test', password: 'Editor-password-1' });
    expect(login.status).toBe(429);
    expect(await outcomes('"account"', 'raden@example.test')).toMatchObject({ failure: ACCOUNT_FAILURES });
  });
});
