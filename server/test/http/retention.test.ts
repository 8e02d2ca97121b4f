import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { within } from '../support/poll.js';
import { useTestServer } from '../support/test-server.js';

describe('retention: audit entries, login attempts and spent tokens are deleted on schedule', () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_AUDIT_RETENTION_DAYS: '90', BLOKWERK_RETENTION_INTERVAL_MS: '300' });

  it('deletes rows past their keeping time and keeps the rest', async () => {
    const pool = server.t.database.pool;
    await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const {
      rows: [user],
    } = await pool.query<{ id: number }>('select "id" from "app_user" limit 1');
    await pool.query(`insert into "audit_entry" ("at", "action") values (now() - interval '91 days', 'old.entry'), (now() - interval '89 days', 'kept.entry')`);
    await pool.query(
      `insert into "login_attempt" ("account", "ip", "outcome", "at")
        values ('old@example.test', '192.0.2.1', 'failure', now() - interval '31 days'),
          ('kept@example.test', '192.0.2.1', 'failure', now() - interval '29 days')`,
    );
    await pool.query(
      `insert into "one_time_token" ("user_id", "purpose", "token_hash", "expires_at", "created_at")
        values ($1, 'password-reset', 'a', now() - interval '8 days', now() - interval '8 days'),
          ($1, 'password-reset', 'b', now() - interval '6 days', now() - interval '6 days')`,
      [user?.id],
    );
    const left = async () => {
      const audit = await pool.query<{ action: string }>(`select "action" from "audit_entry" where "action" like '%.entry' order by "action"`);
      const attempts = await pool.query<{ account: string }>(`select "account" from "login_attempt" where "ip" = '192.0.2.1'`);
      const tokens = await pool.query<{ token_hash: string }>(`select "token_hash" from "one_time_token" where "token_hash" in ('a', 'b')`);
      return { audit: audit.rows.map((r) => r.action), attempts: attempts.rows.map((r) => r.account), tokens: tokens.rows.map((r) => r.token_hash) };
    };
    const expected = { audit: ['kept.entry'], attempts: ['kept@example.test'], tokens: ['b'] };
    expect(await within(5000, left, (now) => JSON.stringify(now) === JSON.stringify(expected))).toEqual(expected);
    // Today's sign-in is on record still.
    const { rows } = await pool.query(`select 1 from "login_attempt" where "account" = $1`, [ADMIN.email]);
    expect(rows.length).toBeGreaterThan(0);
  });
});
