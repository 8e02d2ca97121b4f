import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { pageIndexBesideCursors, refuseBadCursors, walkByCursors, queryString, type CursorList, type ListAnswer } from '../support/cursor-lists.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

/**
 * Keyset cursors of the lists beside the page overview: users, the media file search, a page's
 * version history. Many rows share their sort keys (equal times, names, sizes; logins never made):
 * walking the cursors forward and back meets every row exactly once, as the pageIndex list orders them.
 */
describe('API lists: keyset cursors beside pageIndex', () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  let pageID = 0;

  const lists: CursorList[] = [
    {
      name: 'users',
      call: (input) => admin.get<ListAnswer>(`/api/blokwerk/user/list?${queryString(input)}`),
      idOf: (item) => item['id'],
      sorts: ['createdAt', 'updatedAt', 'name', 'email', 'lastLoginAt'],
    },
    {
      name: 'media files',
      call: (input) => admin.post<ListAnswer>('/api/blokwerk/medialib/search-files', input),
      idOf: (item) => item['id'],
      sorts: ['fileName', 'createdAt', 'updatedAt', 'size'],
      filter: { searchTerm: 'beeld' },
    },
    {
      name: 'version history',
      call: (input) => admin.get<ListAnswer>(`/api/blokwerk/page/${pageID}/history?${queryString(input)}`),
      idOf: (item) => item['id'],
      sorts: ['createdAt'],
    },
  ];

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const created = await admin.post<Envelope & { pageID: number }>('/api/blokwerk/page/create', {
      title: 'Historie',
      slug: 'historie',
      type: 'page',
      locale: 'nl',
    });
    pageID = created.body.pageID;
    const { pool } = server.t.database;
    // Equal keys in groups, at the millisecond precision the server writes them with.
    await pool.query(`insert into "app_user" ("email", "status", "role_id", "name", "created_at", "updated_at", "last_login_at")
      select 'gebruiker-' || g || '@example.org', 'active', (select "role_id" from "app_user" order by "id" limit 1),
        case when g % 3 = 0 then 'Gelijk' else 'Naam ' || (g % 4) end,
        timestamptz '2026-02-01 08:00:00.123+00' + (g / 3) * interval '1 second', timestamptz '2026-03-01 12:00:00.5+00',
        case when g % 2 = 0 then null else timestamptz '2026-03-02 09:00:00+00' + (g % 3) * interval '1 millisecond' end
      from generate_series(1, 13) g`);
    await pool.query(`insert into "media_file" ("folder_id", "file_name", "hash", "version", "size", "mime_type", "created_at", "updated_at")
      select (select "id" from "media_folder" where "path" = '/'), 'beeld-' || g || '.jpg', repeat('a', 64), repeat('a', 16), 1000 * (g % 4), 'image/jpeg',
        timestamptz '2026-02-01 08:00:00.123+00' + (g / 4) * interval '1 second', timestamptz '2026-03-01 12:00:00.5+00'
      from generate_series(1, 14) g`);
    await pool.query(
      `insert into "page_version" ("page_id", "revision", "title", "blocks", "type_data", "created_at")
      select "page_id", g, "title", "blocks", "type_data", "created_at" from "page_version", generate_series(2, 12) g where "page_id" = $1`,
      [pageID],
    );
  });

  // One test per list: each walks some hundred calls.
  for (const list of lists) {
    it(`${list.name}: meets every row once walking forward by \`after\` and back by \`before\`, in each sort order`, async () => {
      expect(await walkByCursors(list)).toBe((list.sorts?.length ?? 1) * 2);
    });
  }

  it('answers pageIndex as before, with the cursors of its neighbours', async () => {
    for (const list of lists) expect(await pageIndexBesideCursors(list), list.name).toHaveLength(4);
  });

  it('refuses a cursor that is no cursor, of another order, with a bad key, or beside pageIndex: V_12, never a 500', async () => {
    for (const list of lists) expect(await refuseBadCursors(list), list.name).toBe(5);
  });
});
