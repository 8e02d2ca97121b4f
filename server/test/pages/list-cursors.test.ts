import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { DEEP_OFFSET } from '../../src/modules/pages/list-cursors.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

interface ListAnswer extends Envelope {
  items: { id: number; slug: string }[];
  totalItems: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

const ids = (answer: ListAnswer) => answer.items.map((item) => item.id);
const SORTS = ['updatedAt', 'createdAt', 'title'].flatMap((columnToSort) => ['asc', 'desc'].map((sortOrder) => ({ columnToSort, sortOrder })));
const FILTERS: Record<string, unknown>[] = [
  { locale: 'nl' },
  { locale: 'nl', searchTerm: 'GELIJK' },
  { type: 'landing-page' },
  { locale: 'nl', status: 'draft' },
];

/**
 * Keyset paging of the page overview (POST page/list and GraphQL `pages`): `after` and `before`
 * beside pageIndex. Many pages share their sort keys (timestamps a microsecond apart, which a JS
 * Date cannot tell apart, and equal titles): walking the cursors meets every row exactly once,
 * in every sort order and under every filter.
 */
describe('page list: keyset cursors', () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;

  const list = async (body: Record<string, unknown>) => {
    const res = await admin.post<ListAnswer>('/api/blokwerk/page/list', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    for (let i = 0; i < 22; i++) {
      const res = await admin.post('/api/blokwerk/page/create', {
        title: i % 3 ? `Pagina ${i}` : 'Gelijk',
        slug: `p-${i}`,
        type: 'page',
        locale: i < 18 ? 'nl' : 'en',
      });
      if (res.status !== 200) throw new Error(`create p-${i}: ${res.status}`);
    }
    // Equal sort keys in groups: four pages per updated instant, a microsecond between instants;
    // creation times pairwise equal; a third of the titles "Gelijk"; some pages of another type.
    await server.t.database.pool.query(`update "page" set
      "updated_at" = timestamptz '2026-03-01 12:00:00+00' + (("id" % 5) * interval '1 microsecond'),
      "created_at" = timestamptz '2026-02-01 08:00:00.123456+00' + (("id" / 2) * interval '1 second'),
      "type" = case when "id" % 4 = 0 then 'landing-page' else "type" end`);
  });

  it('meets every row once walking forward by `after` and back by `before`, in each sort order and filter', async () => {
    for (const filter of FILTERS) {
      for (const sort of SORTS) {
        const label = JSON.stringify({ ...filter, ...sort });
        const all = await list({ ...filter, ...sort, pageSize: 100 });
        expect(all.items.length, label).toBeGreaterThan(3);
        expect(all.nextCursor, label).toBeNull();
        expect(all.previousCursor, label).toBeNull();

        const forward: number[] = [];
        let page = await list({ ...filter, ...sort, pageSize: 3 });
        const pages = [page];
        forward.push(...ids(page));
        while (page.nextCursor) {
          page = await list({ ...filter, ...sort, pageSize: 3, after: page.nextCursor });
          expect(page.totalItems, label).toBe(all.totalItems);
          pages.push(page);
          forward.push(...ids(page));
        }
        expect(forward, label).toEqual(ids(all));

        // Back from the last page: each `before` answers exactly the page that came before it.
        for (let i = pages.length - 1; i > 0; i--) {
          const cursor = pages[i]?.previousCursor;
          expect(cursor, label).toBeTruthy();
          const previous = await list({ ...filter, ...sort, pageSize: 3, before: cursor });
          expect(ids(previous), label).toEqual(ids(pages[i - 1] ?? previous));
          expect(Boolean(previous.previousCursor), label).toBe(i > 1);
        }
      }
    }
  });

  it('keeps its place when a page is added above it, where pageIndex would show a row twice', async () => {
    const first = await list({ locale: 'nl', pageSize: 4 });
    const created = await admin.post<Envelope & { pageID: number }>('/api/blokwerk/page/create', {
      title: 'Nieuwste',
      slug: 'nieuwste',
      type: 'page',
      locale: 'nl',
    });
    const byCursor = await list({ locale: 'nl', pageSize: 4, after: first.nextCursor });
    const byIndex = await list({ locale: 'nl', pageSize: 4, pageIndex: 1 });
    const full = ids(await list({ locale: 'nl', pageSize: 100 })).filter((id) => id !== created.body.pageID);
    expect(ids(byCursor)).toEqual(full.slice(4, 8));
    expect(ids(byIndex)).toEqual(full.slice(3, 7));
  });

  it('answers pageIndex as before, with the cursors beside it', async () => {
    const all = ids(await list({ locale: 'nl', columnToSort: 'title', sortOrder: 'asc', pageSize: 100 }));
    const second = await list({ locale: 'nl', columnToSort: 'title', sortOrder: 'asc', pageSize: 5, pageIndex: 1 });
    expect(ids(second)).toEqual(all.slice(5, 10));
    expect(second.totalItems).toBe(all.length);
    expect(ids(await list({ locale: 'nl', columnToSort: 'title', sortOrder: 'asc', pageSize: 5, before: second.previousCursor }))).toEqual(all.slice(0, 5));
    expect(ids(await list({ locale: 'nl', columnToSort: 'title', sortOrder: 'asc', pageSize: 5, after: second.nextCursor }))).toEqual(all.slice(10, 15));
  });

  it('refuses a cursor that is no cursor, of another list or order, or tampered with: V_12, never a 500', async () => {
    const byDate = await list({ locale: 'nl', pageSize: 2 });
    const cursor = byDate.nextCursor ?? '';
    const tampered = (change: (parts: unknown[]) => unknown[]) =>
      Buffer.from(JSON.stringify(change(JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[]))).toString('base64url');
    const refused: [Record<string, unknown>, string][] = [
      [{ locale: 'nl', after: 'nonsense' }, 'after'],
      [{ locale: 'nl', before: Buffer.from('{"a":1}').toString('base64url') }, 'before'],
      [{ locale: 'en', after: cursor }, 'after'],
      [{ locale: 'nl', sortOrder: 'asc', after: cursor }, 'after'],
      [{ locale: 'nl', columnToSort: 'title', after: cursor }, 'after'],
      [{ locale: 'nl', after: tampered(([v, of, , id]) => [v, of, '2026-02-30T12:00:00.000000Z', id]) }, 'after'],
      [{ locale: 'nl', after: tampered(([v, of, key]) => [v, of, key, 'x']) }, 'after'],
      [{ locale: 'nl', after: cursor, before: cursor }, 'before'],
      [{ locale: 'nl', after: cursor, pageIndex: 2 }, 'pageIndex'],
    ];
    for (const [body, property] of refused) {
      const res = await admin.post('/api/blokwerk/page/list', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Errors, JSON.stringify(body)).toEqual([expect.objectContaining({ code: 'V_12', property })]);
    }
  });

  it('reads a deep pageIndex in the second half from the end: the rows of the offset, a last page only partly full', async () => {
    const { pool } = server.t.database;
    const total = DEEP_OFFSET + 10;
    await pool.query(
      `insert into "page" ("translation_group", "locale", "slug", "type", "title", "revision", "created_at", "updated_at")
      select -g, 'xx', 'diep-' || g, 'page', 'Diep ' || (g / 4), 1, now(), timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 second'
      from generate_series(1, $1::int) g`,
      [total],
    );
    const byOffset = async (order: string, offset: number, limit: number) =>
      (await pool.query<{ id: number }>(`select "id" from "page" where "locale" = 'xx' order by ${order} offset $1 limit $2`, [offset, limit])).rows.map(
        (row) => row.id,
      );
    for (const [sort, order] of [
      [{}, '"updated_at" desc, "id" desc'],
      [{ columnToSort: 'title', sortOrder: 'asc' }, '"title" asc, "id" asc'],
    ] as const) {
      // Page size 6: page 1,667 starts 10,002 rows down (a full page, read from the end), page 1,668 holds the last 2.
      const deep = await list({ locale: 'xx', ...sort, pageSize: 6, pageIndex: 1667 });
      const last = await list({ locale: 'xx', ...sort, pageSize: 6, pageIndex: 1668 });
      expect(ids(deep)).toEqual(await byOffset(order, 1667 * 6, 6));
      expect(ids(last)).toEqual(await byOffset(order, 1668 * 6, 6));
      expect(last.items).toHaveLength(2);
      expect(last.totalItems).toBe(total);
      expect(last.nextCursor).toBeNull();
      expect(ids(await list({ locale: 'xx', ...sort, pageSize: 6, after: deep.nextCursor }))).toEqual(ids(last));
      expect(ids(await list({ locale: 'xx', ...sort, pageSize: 6, before: last.previousCursor }))).toEqual(ids(deep));
    }
  });

  it('pages by cursor through GraphQL as the admin asks, and refuses a bad one with V_12', async () => {
    const query = 'query($after: String) { pages(locale: "nl", pageSize: 2, after: $after) { totalItems nextCursor previousCursor items { id } } }';
    type Pages = { pages: { totalItems: number; nextCursor: string | null; previousCursor: string | null; items: { id: number }[] } };
    const first = await admin.graphql<Pages>(query);
    const next = await admin.graphql<Pages>(query, { after: first.body.data?.pages.nextCursor });
    const rest = await list({ locale: 'nl', pageSize: 2, pageIndex: 1 });
    expect(next.body.data?.pages.items.map((item) => item.id)).toEqual(ids(rest));
    expect(next.body.data?.pages.previousCursor).toBeTruthy();
    const bad = await admin.graphql<Pages>(query, { after: 'nonsense' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('V_12');
  });
});
