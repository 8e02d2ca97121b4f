import { raw, type EntityManager, type EntityName, type FilterQuery, type FindOptions, type Loaded } from '@mikro-orm/postgresql';
import { DomainError } from '../errors.js';
import { decodeCursor, encodeCursor, listFingerprint, type KeyKind, type KeysetPosition } from './keyset.js';
import type { ListPage } from './pagination.js';

/** A list's paging input: a pageIndex (the spec's), or a cursor of an earlier answer. */
export interface CursorPaging {
  pageIndex: number;
  pageSize: number;
  after?: string | undefined;
  before?: string | undefined;
}

/** A list page with the cursors of the pages beside it (null where the list ends). */
export interface CursorListPage<T> extends ListPage<T> {
  nextCursor: string | null;
  previousCursor: string | null;
}

/** Which rows of an ordered list: from an offset, ending `fromEnd` rows before its end, or right after or before a keyset position. */
export type ListWindow = { offset: number } | { fromEnd: number } | { after: KeysetPosition } | { before: KeysetPosition };

/** The window a paging input asks for; a cursor beside a pageIndex, or two cursors, are V_12 (which would win is not obvious). */
export function cursorWindow(paging: CursorPaging, fingerprint: string, kind: KeyKind): ListWindow {
  const { after, before } = paging;
  if (after !== undefined && before !== undefined) throw new DomainError('V_12', 'before');
  if (after === undefined && before === undefined) return { offset: paging.pageIndex * paging.pageSize };
  if (paging.pageIndex > 0) throw new DomainError('V_12', 'pageIndex');
  return after !== undefined ? { after: decodeCursor(after, fingerprint, kind, 'after') } : { before: decodeCursor(before ?? '', fingerprint, kind, 'before') };
}

/** One page read through a window: its first and last rows' positions, and whether a row lies past it in the direction read. */
export interface WindowRows {
  first: KeysetPosition | undefined;
  last: KeysetPosition | undefined;
  more: boolean;
}

/** The cursors of the pages beside the one answered; null where the list ends. */
export function windowCursors(fingerprint: string, rows: WindowRows, window: ListWindow): { nextCursor: string | null; previousCursor: string | null } {
  const cursor = (position: KeysetPosition | undefined, exists: boolean) => (position && exists ? encodeCursor(fingerprint, position) : null);
  // Coming from a position means rows lie on that side (unless deleted meanwhile: that page then answers empty).
  const hasNext = 'before' in window || ('fromEnd' in window ? window.fromEnd > 0 : rows.more);
  const hasPrevious = 'before' in window || 'fromEnd' in window ? rows.more : 'after' in window || window.offset > 0;
  return { nextCursor: cursor(rows.last, hasNext), previousCursor: cursor(rows.first, hasPrevious) };
}

/** How a cursor's key is bound in SQL, per kind. */
const KEY_PARAMS: Record<KeyKind, string> = { timestamp: '?::timestamptz', text: '?', integer: '?::bigint' };

/** The key of a null: PostgreSQL sorts nulls above every value, and so does 'infinity' (a nullable column is compared through coalesce). */
const NULL_KEY = 'infinity';

/** The condition "the row's (key, id) lies past the position" when read in direction `read`; binds the position's key and id. */
export function keysetCondition(key: string, id: string, kind: KeyKind, read: 'asc' | 'desc'): string {
  return `(${key}, ${id}) ${read === 'asc' ? '>' : '<'} (${KEY_PARAMS[kind]}, ?)`;
}

/**
 * The key of an entity's sort value. A Date has milliseconds only: exact for columns the server
 * writes from JavaScript (onCreate/onUpdate, `new Date()`), which every list paged here does.
 */
function keyOf(value: unknown): string {
  if (value === null || value === undefined) return NULL_KEY;
  if (value instanceof Date) return `${value.toISOString().slice(0, 23)}000Z`;
  return String(value);
}

/** What an entity list sorts by: the property, its column and kind; a nullable column only of kind timestamp. */
export interface EntitySort<T> {
  property: keyof T & string;
  column: string;
  /** For a formula property: its SQL over the root alias, in place of the column. */
  expression?: (alias: string) => string;
  kind: KeyKind;
  nullable?: boolean;
  direction: 'asc' | 'desc';
}

/**
 * One page of an entity list by pageIndex or cursor, with its exact total and cursors. The
 * cursor belongs to `list` (the sort and filters, as a fingerprint). A keyset page is a range
 * start on an index of (column, id); one row more than the page tells whether more lie beyond.
 */
export async function findCursorPage<T extends { id: number }, Hint extends string = never, Fields extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  sort: EntitySort<T>,
  paging: CursorPaging,
  list: unknown,
  options: Omit<FindOptions<T, Hint, Fields>, 'orderBy' | 'limit' | 'offset'> = {},
): Promise<CursorListPage<Loaded<T, Hint, Fields>>> {
  const fingerprint = listFingerprint([sort.property, sort.direction, list]);
  const window = cursorWindow(paging, fingerprint, sort.kind);
  const position = 'after' in window ? window.after : 'before' in window ? window.before : undefined;
  const backwards = 'before' in window;
  const read = backwards === (sort.direction === 'asc') ? 'desc' : 'asc';
  const column = (alias: string) =>
    sort.expression ? sort.expression(alias) : sort.nullable ? `coalesce(${alias}."${sort.column}", '${NULL_KEY}'::timestamptz)` : `${alias}."${sort.column}"`;
  const past = position
    ? [{ [raw((alias: string) => keysetCondition(column(alias), `${alias}."id"`, sort.kind, read), [position.key, position.id])]: [] }]
    : [];
  // One after the other: both run on the request's EntityManager (and connection).
  const rows = await em.find(entity, { $and: [where, ...past] } as FilterQuery<T>, {
    ...options,
    orderBy: { [sort.property]: read, id: read } as FindOptions<T, Hint, Fields>['orderBy'],
    limit: paging.pageSize + 1,
    offset: 'offset' in window ? window.offset : 0,
  });
  const totalItems = await em.count(entity, where);
  const more = rows.length > paging.pageSize;
  const kept = more ? rows.slice(0, paging.pageSize) : rows;
  const items = backwards ? kept.toReversed() : kept;
  // A loaded entity is the entity with some of its properties read: the sort property and the id always are (they are in `fields` where it is given).
  const positionOf = (row: Loaded<T, Hint, Fields> | undefined) => {
    const loaded = row as T | undefined;
    return loaded ? { key: keyOf(loaded[sort.property]), id: loaded.id } : undefined;
  };
  return { items, totalItems, ...windowCursors(fingerprint, { first: positionOf(items[0]), last: positionOf(items.at(-1)), more }, window) };
}
