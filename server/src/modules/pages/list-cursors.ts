import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import { decodeCursor, encodeCursor, listFingerprint } from '../../operations/keyset.js';
import { countable, pageKeyKind, pageTotal, type PageFilter, type PageOrder, type PageRows, type PageWindow } from './list-query.js';

/** The overview list's paging input: a pageIndex, or a cursor of an earlier answer (`after` or `before`). */
export interface PagePaging {
  pageIndex: number;
  pageSize: number;
  after?: string | undefined;
  before?: string | undefined;
}

/** The list a cursor belongs to: its order and its filters (the search term as it is matched, without case). */
const fingerprintOf = (filter: PageFilter, order: PageOrder) =>
  listFingerprint([order.column, order.direction, filter.type ?? '', filter.locale ?? '', filter.searchTerm?.toLowerCase() ?? '', filter.status ?? '', filter.outOfDate ?? '']);

/**
 * From this many rows down, a pageIndex in the second half of a list whose total is kept (no
 * search, no status) is read from the list's end: the last page costs what the first costs. Above
 * it, the one statement of an offset is cheaper than asking for the total first.
 */
export const DEEP_OFFSET = 10_000;

/** Which rows (and how many) the paging input asks for; a cursor beside a pageIndex, or two cursors, are V_12 (which would win is not obvious). */
export async function pageWindow(em: EntityManager, paging: PagePaging, filter: PageFilter, order: PageOrder): Promise<{ window: PageWindow; limit: number }> {
  const { after, before, pageSize } = paging;
  if (after !== undefined && before !== undefined) throw new DomainError('V_12', 'before');
  if (after === undefined && before === undefined) return offsetWindow(em, paging.pageIndex * pageSize, pageSize, filter);
  if (paging.pageIndex > 0) throw new DomainError('V_12', 'pageIndex');
  const fingerprint = fingerprintOf(filter, order);
  const kind = pageKeyKind(order.column);
  const window = after !== undefined ? { after: decodeCursor(after, fingerprint, kind, 'after') } : { before: decodeCursor(before ?? '', fingerprint, kind, 'before') };
  return { window, limit: pageSize };
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
export function pageCursors(rows: PageRows, window: PageWindow, filter: PageFilter, order: PageOrder): { nextCursor: string | null; previousCursor: string | null } {
  const fingerprint = fingerprintOf(filter, order);
  const cursor = (position: PageRows['first'], exists: boolean) => (position && exists ? encodeCursor(fingerprint, position) : null);
  // Coming from a position means rows lie on that side (unless deleted meanwhile: that page then answers empty).
  const hasNext = 'before' in window || ('fromEnd' in window ? window.fromEnd > 0 : rows.more);
  const hasPrevious = 'before' in window || 'fromEnd' in window ? rows.more : 'after' in window || window.offset > 0;
  return { nextCursor: cursor(rows.last, hasNext), previousCursor: cursor(rows.first, hasPrevious) };
}
