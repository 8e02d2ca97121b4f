import { describe, expect, it } from 'vitest';
import { RESET_MAILS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS } from '../../src/modules/auth/account-operations.js';
import { ADMIN, ADMIN_ENV } from '../support/accounts.js';
import { ApiClient } from '../support/api-client.js';
import { readOutbox } from '../support/outbox.js';
import { within } from '../support/poll.js';
import { useTestServer } from '../support/test-server.js';

describe('forgot-password is throttled per account and per requesting address', { timeout: 60_000 }, () => {
  const server = useTestServer(ADMIN_ENV);

  it('mails an account at most five links an hour, answering every request alike', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    for (let n = 0; n < RESET_MAILS_PER_ACCOUNT + 2; n++) {
      const answer = await visitor.post('/api/blokwerk/auth/forgot-password', { email: ADMIN.email });
      expect([answer.status, answer.body]).toEqual([200, { Success: true, Errors: [] }]);
    }
    const mails = () => readOutbox(server.t.dataDir).then((all) => all.filter((m) => m.to.includes(ADMIN.email)).length);
    expect(await within(10_000, mails, (n) => n >= RESET_MAILS_PER_ACCOUNT)).toBe(RESET_MAILS_PER_ACCOUNT);
    // The last two requests were looked at after their answers too: give them the same time, then count again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mails()).toBe(RESET_MAILS_PER_ACCOUNT);
    const { rows } = await server.t.database.pool.query(`select 1 from "audit_entry" where "action" = 'auth.password.resetRequested'`);
    expect(rows).toHaveLength(RESET_MAILS_PER_ACCOUNT + 2);
  });

  it('refuses an address its requests beyond twenty an hour with 429, whatever accounts they name', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const done = (await server.t.database.pool.query(`select 1 from "audit_entry" where "action" = 'auth.password.resetRequested'`)).rows.length;
    for (let n = done; n < RESET_REQUESTS_PER_ADDRESS; n++) {
      expect((await visitor.post('/api/blokwerk/auth/forgot-password', { email: `niemand-${n}@example.test` })).status).toBe(200);
    }
    const refused = await visitor.post('/api/blokwerk/auth/forgot-password', { email: 'nog-een@example.test' });
    expect([refused.status, refused.body.Errors.map((e) => e.code)]).toEqual([429, ['AUTH_03']]);
  });
});
