import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { ACCOUNT_FAILURES, ACCOUNT_FAILURES_EVERYWHERE, ADDRESS_FAILURES } from '../../src/modules/auth/lockout.js';
import { ADMIN, ADMIN_ENV } from '../support/accounts.js';
import { ApiClient } from '../support/api-client.js';
import { useTestServer } from '../support/test-server.js';

const trustProxy = (value: string) => loadConfig({ BLOKWERK_TRUST_PROXY: value }).trustProxy;

/** A client whose every request arrives through the simulated proxy in front, on behalf of `address`. */
function behindProxy(baseUrl: string, forwardedFor: string): ApiClient {
  const client = new ApiClient(baseUrl);
  const request = client.request.bind(client);
  client.request = (method, path, body, options = {}) =>
    request(method, path, body, { ...options, headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https', ...options.headers } });
  return client;
}

describe('BLOKWERK_TRUST_PROXY', () => {
  it('reads hop counts, true/false and address lists, and refuses anything else at start-up', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('loopback, 10.0.0.0/8,fd00::/8, 192.168.1.0/255.255.255.0')).toBe('loopback,10.0.0.0/8,fd00::/8,192.168.1.0/255.255.255.0');
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.internal', '1.5']) {
      expect(() => trustProxy(wrong), wrong).toThrow(ConfigError);
    }
  });

  describe('behind one proxy (BLOKWERK_TRUST_PROXY=1)', { timeout: 120_000 }, () => {
    const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_TRUST_PROXY: '1' });

    it('takes the client address the proxy forwards: one address failing locks itself out, not everyone', async () => {
      // The address the proxy appended is the client's; anything left of it is the client's own claim.
      const attacker = await behindProxy(server.t.url, '198.51.100.1, 203.0.113.5').prime();
      // All but the last two failures recorded directly (each sent would cost an argon2 verification); the two sent
      // complete the lock only when recorded for the forwarded address.
      await server.t.database.pool.query(
        `insert into "login_attempt" ("account", "ip", "outcome", "at")
          select 'earlier-' || n || '@example.test', '203.0.113.5', 'failure', now() - n * interval '1 second' from generate_series(1, $1) as n`,
        [ADDRESS_FAILURES - 2],
      );
      for (let n = 0; n < 2; n++) {
        const res = await attacker.post('/api/blokwerk/auth/login', { email: `nobody-${n}@example.test`, password: 'Not-the-password-1' });
        expect(res.status).toBe(401);
      }
      const locked = await attacker.post('/api/blokwerk/auth/login', ADMIN);
      expect(locked.status).toBe(429);
      expect(locked.body.Errors).toEqual([expect.objectContaining({ code: 'AUTH_03' })]);

      const colleague = await behindProxy(server.t.url, '203.0.113.6').prime();
      const res = await colleague.post('/api/blokwerk/auth/login', ADMIN);
      expect(res.status).toBe(200);
      const { rows } = await server.t.database.pool.query<{ ip: string; n: string }>(
        'select "ip", count(*) as n from "login_attempt" group by "ip" order by "ip"',
      );
      expect(rows).toEqual([
        { ip: '203.0.113.5', n: String(ADDRESS_FAILURES + 1) },
        { ip: '203.0.113.6', n: '1' },
      ]);
    });

    it('locks an account for the address that failed it five times, not for its holder elsewhere', async () => {
      const guesser = await behindProxy(server.t.url, '203.0.113.20').prime();
      for (let n = 0; n < ACCOUNT_FAILURES; n++)
        expect((await guesser.post('/api/blokwerk/auth/login', { ...ADMIN, password: `Guess-${n}-password` })).status).toBe(401);
      const locked = await guesser.post('/api/blokwerk/auth/login', ADMIN);
      expect([locked.status, locked.body.Errors.map((e) => e.code)]).toEqual([429, ['AUTH_03']]);
      expect((await (await behindProxy(server.t.url, '203.0.113.21').prime()).post('/api/blokwerk/auth/login', ADMIN)).status).toBe(200);
      // Many addresses together (each below its own limit) still lock the account: distributed guessing is bounded.
      await server.t.database.pool.query(
        `insert into "login_attempt" ("account", "ip", "outcome", "at")
          select 'everywhere@example.test', '198.51.100.' || (n % 25), 'failure', now() from generate_series(1, $1) as n`,
        [ACCOUNT_FAILURES_EVERYWHERE],
      );
      const fresh = await behindProxy(server.t.url, '203.0.113.22').prime();
      expect((await fresh.post('/api/blokwerk/auth/login', { email: 'everywhere@example.test', password: 'Any-password-1' })).status).toBe(429);
    });

    it('marks the cookies Secure when the proxy says the client used https', async () => {
      const client = behindProxy(server.t.url, '203.0.113.7');
      const first = await client.get('/api/blokwerk/settings/get');
      expect(first.headers.getSetCookie().find((c) => c.startsWith('blokwerk_csrf='))).toMatch(/;\s*Secure/i);
      // The shared page query's cookie too, written ahead of express (http/visitor-answer.ts).
      const shared = await behindProxy(server.t.url, '203.0.113.8').get('/api/blokwerk/page/get-by-slug-query?slug=nergens');
      expect(shared.headers.getSetCookie().find((c) => c.startsWith('blokwerk_csrf='))).toMatch(/;\s*Secure/i);
      const plain = await new ApiClient(server.t.url).get('/api/blokwerk/page/get-by-slug-query?slug=nergens');
      expect(plain.headers.getSetCookie().find((c) => c.startsWith('blokwerk_csrf='))).not.toMatch(/Secure/i);
      const login = await client.post('/api/blokwerk/auth/login', ADMIN);
      expect(login.headers.getSetCookie().find((c) => c.startsWith('blokwerk_session='))).toMatch(/;\s*Secure/i);
    });
  });

  describe('trusting any proxy (BLOKWERK_TRUST_PROXY=true)', () => {
    const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_TRUST_PROXY: 'true' });

    it('starts, and takes the left-most forwarded address', async () => {
      const client = await behindProxy(server.t.url, '198.51.100.9, 203.0.113.5').prime();
      expect((await client.post('/api/blokwerk/auth/login', { ...ADMIN, password: 'Not-the-password-1' })).status).toBe(401);
      const { rows } = await server.t.database.pool.query<{ ip: string }>('select "ip" from "login_attempt"');
      expect(rows).toEqual([{ ip: '198.51.100.9' }]);
    });
  });
});
