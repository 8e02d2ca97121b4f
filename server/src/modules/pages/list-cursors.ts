import type { EntityManager } from '@mikro-orm/postgresql';
import { listFingerprint } from '../../operations/keyset.js';
import { cursorWindow, windowCursors, type CursorPaging } from '../../operations/keyset-list.js';
import { countable, pageKeyKind, pageTotal, type PageFilter, type PageOrder, type PageRows, type PageWindow } from './list-query.js';

/** The overview list's paging input: a pageIndex, or a cursor of an earlier answer (`after` or `before`). */
export type PagePaging = CursorPaging;

/** The list a cursor belongs to: its order and its filters (the search term as it is matched, without case). */
const fingerprintOf = (filter: PageFilter, order: PageOrder) =>
  listFingerprint([
    order.column,
    order.direction,
    filter.type ?? '',
    filter.locale ?? '',
    filter.searchTerm?.toLowerCase() ?? '',
    filter.status ?? '',
    filter.outOfDate ?? '',
    filter.tag?.toLowerCase() ?? '',
  ]);

/**
 * From this many rows down, a pageIndex in the second half of a list whose total is kept (no
 * search, no status) is read from the list's end: the last page costs what the first costs. Above
 * it, the one statement of an offset is cheaper than asking for the total first.
 */
export const DEEP_OFFSET = 10_000;

/** Which rows (and how many) the paging input asks for (operations/keyset-list.ts). */
export async function pageWindow(em: EntityManager, paging: PagePaging, filter: PageFilter, order: PageOrder): Promise<{ window: PageWindow; limit: number }> {
  const window = cursorWindow(paging, fingerprintOf(filter, order), pageKeyKind(order.column));
  if ('offset' in window) return offsetWindow(em, window.offset, paging.pageSize, filter);
  return { window, limit: paging.pageSize };
}

async function offsetWindow(em: EntityManager, offset: number, pageSize: number, filter: PageFilter): Promise<{ window: PageWindow; limit: number }> {
  if (offset < DEEP_OFFSET || !countable(filter)) return { window: { offset }, limit: pageSize };
  // The rows from the page's first to the list's last.
  const rest = (await pageTotal(em, filter, undefined)) - offset;
  if (rest <= 0 || offset <= rest) return { window: { offset }, limit: pageSize };
  // A last page that is not full holds only the rest.
  return { window: { fromEnd: Math.max(0, rest - pageSize) }, limit: Math.min(pageSize, rest) };
}

/** The cursors of the pages beside the one answered; null where the list ends. */
export function pageCursors(
  rows: PageRows,
  window: PageWindow,
  filter: PageFilter,
  order: PageOrder,
): { nextCursor: string | null; previousCursor: string | null } {
  return windowCursors(fingerprintOf(filter, order), rows, window);
}
