import { keysetTimestampSql, listFingerprint, type KeyKind } from './keyset.js';
import { cursorWindow, keysetCondition, windowCursors, type CursorPaging } from './keyset-list.js';

/** What a list read with raw SQL sorts by: an expression over its query's rows (never null) and their id. */
export interface SqlSort {
  /** The sort key as SQL: a column or an expression (`lower("a"."name")`). */
  expression: string;
  kind: KeyKind;
  /** The rows' id as SQL: the tie-breaker among equal keys. */
  id: string;
  direction: 'asc' | 'desc';
}

/** The columns `SqlKeyset.columns` adds to each row: its keyset position. */
export interface KeysetRow {
  keysetKey: string;
  keysetId: number | string;
}

/** The text of a key as cursors carry it (operations/keyset.ts), per kind. */
const KEY_TEXT: Record<KeyKind, (expression: string) => string> = {
  timestamp: keysetTimestampSql,
  text: (expression) => expression,
  integer: (expression) => `(${expression})::text`,
};

const positionOf = (row: KeysetRow | undefined) => (row ? { key: row.keysetKey, id: Number(row.keysetId) } : undefined);

/** The pieces a raw-SQL list's page query puts in place, and the page made of the rows it read. */
export interface SqlKeyset {
  /** To select beside the row's own columns. */
  columns: string;
  /** To AND into the query's condition ('true' without a cursor); its `params` follow the condition's place. */
  condition: string;
  params: (string | number)[];
  /** The ORDER BY list, in the direction the rows are read. */
  orderBy: string;
  limit: number;
  offset: number;
  /** The rows read, in the list's order and without their position columns, with the cursors beside them. */
  page<R extends KeysetRow>(rows: readonly R[]): { items: Omit<R, keyof KeysetRow>[]; nextCursor: string | null; previousCursor: string | null };
}

/**
 * Keyset paging for a list read with raw SQL (operations/keyset-list.ts does it for entities):
 * by pageIndex an offset, by cursor a range start on an index of (expression, id), read
 * backwards for `before`. The cursor belongs to `list` (its filters) in this sort; one row more
 * than the page tells whether more lie beyond.
 */
export function sqlKeyset(sort: SqlSort, paging: CursorPaging, list: unknown): SqlKeyset {
  const fingerprint = listFingerprint([sort.expression, sort.direction, list]);
  const window = cursorWindow(paging, fingerprint, sort.kind);
  const position = 'after' in window ? window.after : 'before' in window ? window.before : undefined;
  const backwards = 'before' in window;
  const read = backwards === (sort.direction === 'asc') ? 'desc' : 'asc';
  return {
    columns: `${KEY_TEXT[sort.kind](sort.expression)} as "keysetKey", ${sort.id} as "keysetId"`,
    condition: position ? keysetCondition(sort.expression, sort.id, sort.kind, read) : 'true',
    params: position ? [position.key, position.id] : [],
    orderBy: `${sort.expression} ${read}, ${sort.id} ${read}`,
    limit: paging.pageSize + 1,
    offset: 'offset' in window ? window.offset : 0,
    page(rows) {
      const more = rows.length > paging.pageSize;
      const kept = more ? rows.slice(0, paging.pageSize) : rows;
      const ordered = backwards ? kept.toReversed() : kept;
      const cursors = windowCursors(fingerprint, { first: positionOf(ordered[0]), last: positionOf(ordered.at(-1)), more }, window);
      return { items: ordered.map(({ keysetKey: _key, keysetId: _id, ...item }) => item), ...cursors };
    },
  };
}
