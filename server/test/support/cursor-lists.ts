import { expect } from 'vitest';
import type { Envelope } from './api-client.js';

export interface ListAnswer extends Envelope {
  items: Record<string, unknown>[];
  totalItems: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

/** One list of the API that pages by pageIndex and by cursor (operations/keyset-list.ts). */
export interface CursorList {
  name: string;
  /** The call of one page with these inputs. */
  call: (input: Record<string, unknown>) => Promise<{ status: number; body: ListAnswer }>;
  /** How an item is told apart from the others. */
  idOf: (item: Record<string, unknown>) => unknown;
  /** Its columnToSort values; none: a list in one order, ascending or descending (sortOrder only). */
  sorts?: string[];
  /** Inputs every call of the walk carries (a filter of the list). */
  filter?: Record<string, unknown>;
}

/** A list input as a query string (the GET lists). */
export const queryString = (input: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)])).toString();

async function page(list: CursorList, input: Record<string, unknown>): Promise<ListAnswer> {
  const res = await list.call({ ...list.filter, ...input });
  expect(res.status, `${list.name} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/**
 * Walks the list forward by `after` and back by `before` in each sort order: every row once, as the
 * pageIndex list orders them. Answers the sort orders walked.
 */
export async function walkByCursors(list: CursorList): Promise<number> {
  let walked = 0;
  const ids = (answer: ListAnswer) => answer.items.map(list.idOf);
  for (const columnToSort of list.sorts ?? [undefined]) {
    for (const sortOrder of ['asc', 'desc']) {
      const sort = columnToSort === undefined ? { sortOrder } : { columnToSort, sortOrder };
      const label = `${list.name} ${JSON.stringify(sort)}`;
      const all = await page(list, { ...sort, pageSize: 100 });
      expect(all.items.length, label).toBeGreaterThan(10);
      expect([all.nextCursor, all.previousCursor], label).toEqual([null, null]);

      const pages = [await page(list, { ...sort, pageSize: 4 })];
      for (let last = pages[0]; last?.nextCursor; last = pages.at(-1)) pages.push(await page(list, { ...sort, pageSize: 4, after: last.nextCursor }));
      expect(pages.flatMap(ids), label).toEqual(ids(all));
      expect(
        pages.every((answer) => answer.totalItems === all.totalItems),
        label,
      ).toBe(true);

      for (let i = pages.length - 1; i > 0; i--) {
        const previous = await page(list, { ...sort, pageSize: 4, before: pages[i]?.previousCursor });
        expect(ids(previous), label).toEqual(ids(pages[i - 1] ?? previous));
        expect(Boolean(previous.previousCursor), label).toBe(i > 1);
      }
      walked++;
    }
  }
  return walked;
}

/** A pageIndex answers as before, with the cursors of its neighbours. Answers the second page's rows. */
export async function pageIndexBesideCursors(list: CursorList): Promise<unknown[]> {
  const ids = (answer: ListAnswer) => answer.items.map(list.idOf);
  const all = ids(await page(list, { pageSize: 100 }));
  const second = await page(list, { pageSize: 4, pageIndex: 1 });
  expect(ids(second), list.name).toEqual(all.slice(4, 8));
  expect(second.totalItems, list.name).toBe(all.length);
  expect(ids(await page(list, { pageSize: 4, before: second.previousCursor })), list.name).toEqual(all.slice(0, 4));
  expect(ids(await page(list, { pageSize: 4, after: second.nextCursor })), list.name).toEqual(all.slice(8, 12));
  return ids(second);
}

/** A cursor that is no cursor, of another order, with a bad key, or beside pageIndex: V_12, never a 500. Answers how many were refused. */
export async function refuseBadCursors(list: CursorList): Promise<number> {
  // Of the descending list, whichever order the list's default is.
  const desc = { sortOrder: 'desc' };
  const cursor = (await page(list, { ...desc, pageSize: 2 })).nextCursor ?? '';
  const tampered = (key: string) => {
    const [version, of, , id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    return Buffer.from(JSON.stringify([version, of, key, id])).toString('base64url');
  };
  const refused: [Record<string, unknown>, string][] = [
    [{ ...desc, after: 'nonsense' }, 'after'],
    [{ sortOrder: 'asc', before: cursor }, 'before'],
    [{ ...desc, after: tampered('2026-02-01\u0000') }, 'after'],
    [{ ...desc, after: cursor, before: cursor }, 'before'],
    [{ ...desc, after: cursor, pageIndex: 1 }, 'pageIndex'],
  ];
  for (const [input, property] of refused) {
    const res = await list.call({ ...list.filter, ...input });
    expect(res.status, `${list.name} ${JSON.stringify(input)}`).toBe(400);
    expect(res.body.Errors, `${list.name} ${JSON.stringify(input)}`).toEqual([expect.objectContaining({ code: 'V_12', property })]);
  }
  return refused.length;
}

/** A page of the list as its GraphQL query answers it (items with the field `idOf` reads). */
export type GraphQLPage = Pick<ListAnswer, 'items' | 'nextCursor' | 'previousCursor'>;

/** The GraphQL query pages alike: after the first page's cursor, the rows and cursors of pageIndex 1 over REST. Answers that page's rows. */
export async function graphQLAlike(
  list: CursorList,
  query: (input: { pageSize: number; after: string | null }) => Promise<GraphQLPage | undefined>,
): Promise<unknown[]> {
  const first = await page(list, { pageSize: 4 });
  const second = await page(list, { pageSize: 4, pageIndex: 1 });
  const answer = await query({ pageSize: 4, after: first.nextCursor });
  expect(answer?.items.map(list.idOf), list.name).toEqual(second.items.map(list.idOf));
  expect([answer?.nextCursor, answer?.previousCursor], list.name).toEqual([second.nextCursor, second.previousCursor]);
  return second.items.map(list.idOf);
}
