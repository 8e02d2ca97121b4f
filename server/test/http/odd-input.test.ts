import { describe, expect, it } from 'vitest';
import { coreModules } from '../../src/modules/index.js';
import { ADMIN_ENV, useAdminAndVisitor } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

const ODD_IDS = ['-1', '99999999999', 'a%00b'];
const ODD = ['\u0000', 'x'.repeat(5000), -1, 1e300, true, null, [], { nested: ['\u0000'] }];
/** The field names the operations take, all given one odd value at a time. */
const FIELDS = [
  'id',
  'pageID',
  'pageVersionID',
  'revision',
  'title',
  'slug',
  'locale',
  'newLocale',
  'type',
  'email',
  'name',
  'role',
  'term',
  'path',
  'newPath',
  'directory',
  'fileName',
  'blocks',
  'content',
  'typeData',
  'tag',
  'comment',
  'feedback',
  'password',
  'token',
  'width',
  'height',
  'pageIndex',
  'pageSize',
  'count',
  'offset',
  'availableLocales',
  'defaultLocale',
];

describe('every REST route against odd input', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const callers = useAdminAndVisitor(server);

  it('answers with a status below 500, refusing every odd body with a catalogue code', async () => {
    const routes = coreModules.flatMap((m) => m.routes ?? []).filter((r) => !/logout|delete|remove-all/.test(r.path));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const paths = route.path.includes(':') ? ODD_IDS.map((id) => route.path.replaceAll(/:[a-zA-Z]+/g, id)) : [route.path];
      for (const path of paths) {
        const bodies: unknown[] = [[], 'text', ...ODD.map((value) => Object.fromEntries(FIELDS.map((field) => [field, value])))];
        for (const body of route.method === 'get' ? [undefined] : bodies) {
          for (const [who, client] of callers) {
            const answer = await client.request(route.method.toUpperCase(), `/api/blokwerk${path}`, body);
            if (who === 'admin') statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.status >= 500) failures.push(`${who}: ${route.method} ${path} ${JSON.stringify(body).slice(0, 80)}: ${answer.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Every odd body the administrator sent was refused by validation (404: an odd id in the path); reads answered.
    expect(new Set(statuses.keys())).toEqual(new Set([200, 400, 404]));
    expect(statuses.get(400)).toBeGreaterThan(routes.length * ODD.length);
  });
});
