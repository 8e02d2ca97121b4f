import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { ApiClient } from '../support/api-client.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

describe('two processes on one DATABASE_URL', () => {
  let database: TestDatabase;
  let a: SpawnedServer;
  let b: SpawnedServer;

  beforeAll(async () => {
    // An empty database: both processes race to migrate it, serialised by the advisory lock.
    database = await createTestDatabase({ migrated: false });
    [a, b] = await Promise.all([spawnServer({ DATABASE_URL: database.url, ...ADMIN_ENV }), spawnServer({ DATABASE_URL: database.url, ...ADMIN_ENV })]);
  });

  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
    await database?.drop();
  });

  it('both start, and the schema is migrated exactly once', async () => {
    const applied = [...a.logs, ...b.logs].filter((l) => l.msg === 'migrations applied');
    expect(applied).toHaveLength(1);
    const { rows } = await database.pool.query<{ n: string }>('SELECT count(*) AS n FROM mikro_orm_migrations');
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    for (const server of [a, b]) {
      const res = await new ApiClient(server.url).get('/api/blokwerk/settings/get');
      expect(res.body).toMatchObject({ Success: true, defaultLocale: 'nl' });
    }
  });

  it('a session created through one process is valid on the other', async () => {
    const onA = await signedIn(a.url, ADMIN.email, ADMIN.password);
    expect(onA.sessionCookie).toBeTruthy();
    const onB = onA.withSessionOn(b.url);

    // Same session on B: B hands out the very token A issued, and accepts it on a POST.
    const viaB = await onB.get('/api/blokwerk/settings/get');
    expect(viaB.headers.get('x-csrf-token')).toBe(onA.csrfToken);
    const post = await onB.post('/api/blokwerk/settings/update', { availableLocales: ['nl', 'en'], defaultLocale: 'nl', customSlugLocales: [] });
    expect(post.status).toBe(200);

    // Control: a stranger's session on B gets its own token, which A's token does not match.
    const stranger = await new ApiClient(b.url).prime();
    expect(stranger.csrfToken).not.toBe(onA.csrfToken);
    stranger.csrfToken = onA.csrfToken;
    expect((await stranger.post('/api/blokwerk/settings/update', {})).status).toBe(403);
  });

  it('takes a visitor token from one process on the other (stateless: nothing to store first)', async () => {
    for (let i = 0; i < 10; i++) {
      // fetch resolves on the headers: the body may still be under way.
      const first = await fetch(`${a.url}/api/blokwerk/settings/get`);
      const token = first.headers.get('x-csrf-token') ?? '';
      const cookie = first.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const res = await fetch(`${b.url}/api/blokwerk/settings/update`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(401);
      await Promise.all([first.body?.cancel(), res.body?.cancel()]);
    }
  });

  it('signs cookies with one secret kept in the database', async () => {
    const { rows } = await database.pool.query<{ n: string }>("SELECT count(*) AS n FROM app_secret WHERE key = 'session'");
    expect(rows[0]?.n).toBe('1');
  });
});
