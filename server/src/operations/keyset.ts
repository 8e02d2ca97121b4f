import { createHash } from 'node:crypto';
import { z } from 'zod';
import { domainErrorWith } from '../errors.js';

/**
 * Keyset paging: a list continues after (or before) the sort key and id of a row it answered,
 * so page 2,000 costs what page 1 costs (an offset walks past every row before it).
 */
export interface KeysetPosition {
  /** The row's sort key as text: a timestamp as ISO 8601 in UTC with microseconds, or the text itself. */
  key: string;
  /** The tie-breaker among equal keys. */
  id: number;
}

/** What a list sorts by: a timestamp column, a text column or an integer column. */
export type KeyKind = 'timestamp' | 'text' | 'integer';

/** A timestamp key as PostgreSQL writes it with `keysetTimestampSql`. */
const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The SQL that turns a timestamptz column into its key: microseconds kept (a JS Date has milliseconds only). */
export const keysetTimestampSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A real date: the shape alone would let 2026-02-30 through to PostgreSQL, which refuses it (a 500, not a V_12). */
function isTimestampKey(key: string): boolean {
  if (!TIMESTAMP_KEY.test(key)) return false;
  const milliseconds = `${key.slice(0, 23)}Z`;
  const date = new Date(milliseconds);
  return !Number.isNaN(date.getTime()) && date.toISOString() === milliseconds;
}

/**
 * A key PostgreSQL takes for its kind: anything else would fail the query (a 500, not a V_12).
 * 'infinity' is a nullable timestamp's null (operations/keyset-list.ts).
 */
const KEY_CHECKS: Record<KeyKind, (key: string) => boolean> = {
  timestamp: (key) => key === 'infinity' || isTimestampKey(key),
  text: (key) => !key.includes('\u0000'),
  integer: (key) => /^-?\d{1,18}$/.test(key),
};

const cursorShape = z.tuple([z.literal(1), z.string(), z.string().max(1000), z.number().int().min(1).max(2_147_483_647)]);

/**
 * The fingerprint of one list (its sort and filters): a cursor of another list, or of the same
 * list in another order, is refused rather than answered with rows from some other place.
 */
export function listFingerprint(list: unknown): string {
  return createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 12);
}

/** An opaque cursor: base64url of `[1, fingerprint, key, id]`. */
export function encodeCursor(fingerprint: string, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([1, fingerprint, position.key, position.id])).toString('base64url');
}

/** Why a cursor is refused, for the client's developer (the code stays V_12). */
const refused = (property: string, reason: string) => domainErrorWith('V_12', property, 400, { reason });

/** Reads a cursor of the list `fingerprint`; anything else is V_12 on `property`, never a failing query. */
export function decodeCursor(cursor: string, fingerprint: string, kind: KeyKind, property: string): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused(property, 'Not a cursor of this list: pass nextCursor or previousCursor as the last answer gave them.');
  }
  const shape = cursorShape.safeParse(parsed);
  if (!shape.success) throw refused(property, 'Not a cursor of this list: pass nextCursor or previousCursor as the last answer gave them.');
  const [, listOf, key, id] = shape.data;
  if (listOf !== fingerprint) throw refused(property, 'The cursor belongs to another sort order, filter or search: start again without a cursor.');
  if (!KEY_CHECKS[kind](key)) throw refused(property, 'The cursor holds no valid sort key.');
  return { key, id };
}

/** The cursor inputs of a list, beside pageIndex: at most one of them. */
export const keysetInput = {
  after: z.string().max(2000).optional(),
  before: z.string().max(2000).optional(),
};
