import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import {
  ADMIN,
  pageIndexBesideCursors,
  queryString,
  refuseBadCursors,
  signedIn,
  useTestServer,
  walkByCursors,
  type ApiClient,
  type CursorList,
  type ListAnswer,
} from '@blokwerk/testing';

/** Keyset cursors of the subscriber list (GET newsletter/list) beside pageIndex, with many equal sort keys. */
describe('newsletter subscribers: keyset cursors', () => {
  const server = useTestServer({ extensions: [recruitment] });
  let admin: ApiClient;
  const subscribers = (): CursorList => ({
    name: 'subscribers',
    call: (input) => admin.get<ListAnswer>(`/api/blokwerk/newsletter/list?${queryString(input)}`),
    idOf: (item) => item['id'],
    sorts: ['createdAt', 'email', 'lastName', 'status'],
  });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    // Equal keys in groups, at the millisecond precision the server writes them with.
    await server.t.database.pool.query(`insert into "newsletter_subscriber" ("first_name", "last_name", "email", "status", "locale", "created_at")
      select 'Voor ' || g, case when g % 3 = 0 then 'Gelijk' else 'Achter ' || (g % 4) end, 'lezer-' || g || '@example.org',
        case when g % 2 = 0 then 'pending' else 'confirmed' end, 'nl', timestamptz '2026-02-01 08:00:00.123+00' + (g / 4) * interval '1 second'
      from generate_series(1, 14) g`);
  });

  it('meets every row once walking forward by `after` and back by `before`, in each sort order', async () => {
    expect(await walkByCursors(subscribers())).toBe(8);
  });

  it('answers pageIndex as before, with the cursors of its neighbours', async () => {
    expect(await pageIndexBesideCursors(subscribers())).toHaveLength(4);
  });

  it('refuses a bad cursor with V_12', async () => {
    expect(await refuseBadCursors(subscribers())).toBe(5);
  });
});
