import { describe, expect, it } from 'vitest';
import { coreModules } from '../../src/modules/index.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { snapshot } from '../support/test-database.js';
import { useTestServer } from '../support/test-server.js';

/** JSON that parses but is not one object: a list of what would be valid fields, an empty list, a list of values. */
const NOT_AN_OBJECT = [[{ locale: 'nl', searchTerm: 'a', pageIndex: 0, pageSize: 10 }], [], ['nl', 1]];
const volatile = ['http_session', 'login_attempt'];

describe('a REST body that is not an object', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);

  it('is refused on every route that reads a body with 400 V_12 on "body", and changes nothing', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const routes = coreModules.flatMap((m) => m.routes ?? []).filter((r) => r.method !== 'get');
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/page/list', '/search/search', '/auth/login']));
    const before = await snapshot(server.t.database.pool, volatile);
    const answered: string[] = [];
    for (const route of routes) {
      const path = `/api/blokwerk${route.path.replaceAll(/:[a-zA-Z]+/g, '1')}`;
      for (const body of NOT_AN_OBJECT) {
        const res = await admin.request(route.method.toUpperCase(), path, body);
        const errors = JSON.stringify(res.body?.Errors?.map(({ code, property }) => ({ code, property })));
        if (res.status !== 400 || errors !== '[{"code":"V_12","property":"body"}]') {
          answered.push(`${route.method} ${route.path} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
      }
    }
    expect(answered).toEqual([]);
    expect(await snapshot(server.t.database.pool, volatile)).toBe(before);
  });
});
