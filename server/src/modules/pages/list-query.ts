import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { keysetTimestampSql, type KeyKind, type KeysetPosition } from '../../operations/keyset.js';
import { containsPattern } from '../../operations/pagination.js';
import { OUT_OF_DATE_SQL, SOURCE_COLUMNS_SQL } from './translation-source.js';
import { pageViewOf, type PageRecord, type PageView } from './views.js';

/** The overview's status filter: where a page stands in the publication workflow (docs/features.md, "Publication workflow"). */
export const PAGE_STATUSES = ['draft', 'published', 'changed', 'pending', 'scheduled'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export interface PageFilter {
  type?: string | undefined;
  locale?: string | undefined;
  /** Matched case-insensitively against title and slug. */
  searchTerm?: string | undefined;
  status?: PageStatus | undefined;
  /** Translations whose source changed since they were brought up to date. */
  outOfDate?: boolean | undefined;
  /** A public or private tag of the head version, in any case. */
  tag?: string | undefined;
}

export interface PageOrder {
  column: 'updatedAt' | 'createdAt' | 'title';
  direction: 'asc' | 'desc';
}

const ORDER_COLUMNS: Record<PageOrder['column'], string> = { updatedAt: 'updated_at', createdAt: 'created_at', title: 'title' };

/** How each sort column's keyset key is written (as text, see operations/keyset.ts) and compared. */
const ORDER_KEYS: Record<PageOrder['column'], { kind: KeyKind; select: string; param: string }> = {
  updatedAt: { kind: 'timestamp', select: keysetTimestampSql('p."updated_at"'), param: '?::timestamptz' },
  createdAt: { kind: 'timestamp', select: keysetTimestampSql('p."created_at"'), param: '?::timestamptz' },
  title: { kind: 'text', select: 'p."title"', param: '?' },
};

export const pageKeyKind = (column: PageOrder['column']): KeyKind => ORDER_KEYS[column].kind;

/**
 * Which rows of the ordered list: from an offset (pageIndex); ending `fromEnd` rows before the
 * list's end (a deep pageIndex read from the other end); or right after or before a row's keyset position.
 */
export type PageWindow = { offset: number } | { fromEnd: number } | { after: KeysetPosition } | { before: KeysetPosition };

const PENDING_REQUEST = `exists (select 1 from "publication_request" r where r."page_id" = "page"."id" and r."status" = 'pending')`;

/** Each status as a condition on a "page" row; "waiting for review" and "scheduled" may hold beside the others. */
const STATUS_CONDITIONS: Record<PageStatus, string> = {
  draft: `"published_version_id" is null and not ${PENDING_REQUEST}`,
  published: `"published_version_id" is not null and "head_version_id" = "published_version_id"`,
  changed: `"published_version_id" is not null and "head_version_id" is distinct from "published_version_id"`,
  pending: PENDING_REQUEST,
  scheduled: `exists (select 1 from "publication_schedule" s where s."page_id" = "page"."id" and s."status" = 'pending')`,
};

function whereClause(filter: PageFilter): { sql: string; params: string[] } {
  const conditions: [sql: string, ...params: string[]][] = [];
  if (filter.type) conditions.push(['"type" = ?', filter.type]);
  if (filter.locale) conditions.push(['"locale" = ?', filter.locale]);
  if (filter.searchTerm) conditions.push(['"search_text" like lower(?)', containsPattern(filter.searchTerm)]);
  if (filter.status) conditions.push([STATUS_CONDITIONS[filter.status]]);
  if (filter.outOfDate !== undefined) conditions.push([`${filter.outOfDate ? '' : 'not '}${OUT_OF_DATE_SQL('"page"')}`]);
  if (filter.tag) conditions.push([HEAD_TAGGED, filter.tag]);
  return {
    sql: conditions.length ? `where ${conditions.map(([sql]) => `(${sql})`).join(' and ')}` : '',
    params: conditions.flatMap(([, ...params]) => params),
  };
}

/** The head version carries the tag (`?`) in either set. */
const HEAD_TAGGED = `exists (select 1 from "page_version" v, jsonb_array_elements_text(v."tags" || v."private_tags") t
  where v."id" = "page"."head_version_id" and lower(t) = lower(?))`;

const GENERATION = `(select "generation" from "list_generation" where "topic" = 'page')`;

/** Timestamps arrive as epoch milliseconds: the driver hands raw SQL timestamps over as PostgreSQL's text, which is no ISO 8601. */
type PageRow = Omit<PageRecord, 'createdAt' | 'updatedAt'> & {
  createdAt: number | string;
  updatedAt: number | string;
  listGeneration: string;
  countedTotal: number | null;
  sortKey: string;
};

/** A filter whose total the kept counts answer (no search term, status, out-of-date or tag filter). */
export const countable = (filter: PageFilter) => !filter.searchTerm && !filter.status && filter.outOfDate === undefined && !filter.tag;

/** The sum of the kept counts (`page_count`, moved in the same transaction as the pages) a filter selects. */
function countedTotalSql({ type, locale }: PageFilter): { sql: string; params: string[] } {
  const where = whereClause({ type, locale });
  return { sql: `(select coalesce(sum("pages"), 0)::int from "page_count" ${where.sql})`, params: where.params };
}

/** One page of the list, with the keyset positions of its first and last rows and whether rows lie beyond it. */
export interface PageRows {
  pages: PageView[];
  generation: string | undefined;
  total: number | undefined;
  first: KeysetPosition | undefined;
  last: KeysetPosition | undefined;
  /** A row lies past the page in the direction read: after it for an offset or `after`, before it for `before` or `fromEnd`. */
  more: boolean;
}

/**
 * One page of pages in one statement: the ids are chosen on an index (a keyset position is a
 * range start there; an offset walks past the skipped rows without reading them), then only
 * the chosen rows are read, straight into views (no entities: hydrating 100 of them costs
 * more than the query). One row more than asked tells whether more lie beyond. The list
 * generation comes along, from the same snapshot, and for a countable filter its total.
 */
export async function pageRows(em: EntityManager, filter: PageFilter, order: PageOrder, limit: number, window: PageWindow = { offset: 0 }): Promise<PageRows> {
  const where = whereClause(filter);
  const counted = countable(filter) ? countedTotalSql(filter) : { sql: 'null', params: [] };
  const column = ORDER_COLUMNS[order.column];
  const key = ORDER_KEYS[order.column];
  const direction = order.direction === 'asc' ? 'asc' : 'desc';
  const backwards = 'before' in window || 'fromEnd' in window;
  // Rows before a position (or near the end) are read in the opposite order and put back in order below.
  const read = backwards === (direction === 'asc') ? 'desc' : 'asc';
  const position = 'after' in window ? window.after : 'before' in window ? window.before : undefined;
  const keyset = position ? `("${column}", "id") ${read === 'asc' ? '>' : '<'} (${key.param}, ?)` : '';
  const conditions = keyset ? `${where.sql ? `${where.sql} and` : 'where'} ${keyset}` : where.sql;
  const rows = await em.execute<PageRow[]>(
    `select p."id", p."translation_group" as "translationGroup", p."locale", p."slug", p."type", p."title",
       p."head_version_id" as "headVersionID", p."published_version_id" as "publishedVersionID", p."revision",
       extract(epoch from p."created_at") * 1000 as "createdAt", extract(epoch from p."updated_at") * 1000 as "updatedAt",
       ${GENERATION} as "listGeneration", ${counted.sql} as "countedTotal",
       ${key.select} as "sortKey",
       (select count(*)::int from "publication_request" r where r."page_id" = p."id" and r."status" = 'pending') as "pendingPublicationRequests",
       ${SOURCE_COLUMNS_SQL('p')}
     from (select "id" from "page" ${conditions} order by "${column}" ${read}, "id" ${read} limit ? offset ?) chosen
     join "page" p using ("id")
     order by p."${column}" ${direction}, p."id" ${direction}`,
    [
      ...counted.params,
      ...where.params,
      ...(position ? [position.key, position.id] : []),
      limit + 1,
      'offset' in window ? window.offset : 'fromEnd' in window ? window.fromEnd : 0,
    ],
  );
  const more = rows.length > limit;
  const shown = more ? (backwards ? rows.slice(1) : rows.slice(0, limit)) : rows;
  const pages = shown.map(({ listGeneration: _generation, countedTotal: _total, sortKey: _key, createdAt, updatedAt, ...record }) =>
    pageViewOf({ ...record, createdAt: new Date(Number(createdAt)), updatedAt: new Date(Number(updatedAt)) }),
  );
  const positionOf = (row: PageRow | undefined) => (row ? { key: row.sortKey, id: row.id } : undefined);
  return {
    pages,
    generation: rows[0]?.listGeneration,
    total: rows[0]?.countedTotal ?? undefined,
    first: positionOf(shown[0]),
    last: positionOf(shown.at(-1)),
    more,
  };
}

/**
 * Exact list totals. Without a search term or status, a sum of the kept counts (pageRows
 * brings it along, so only a page past the end asks here).
 * With a search term, remembered per filter until the page list generation moves (a page
 * created, deleted, renamed, moved or retyped, in any process): counting 100,000 rows costs
 * more than the whole budget of a list call; paging through a list or coming back to it
 * recounts nothing.
 */
const totals = new LRUCache<string, { generation: string; total: number }>({ max: 2000 });

export async function pageTotal(em: EntityManager, filter: PageFilter, generation: string | undefined): Promise<number> {
  if (countable(filter)) {
    const counted = countedTotalSql(filter);
    const [row] = await em.execute<{ total: number }[]>(`select ${counted.sql} as "total"`, counted.params);
    return row?.total ?? 0;
  }
  const key = JSON.stringify([filter.type ?? '', filter.locale ?? '', filter.searchTerm?.toLowerCase() ?? '']);
  // Publishing, requests, schedules and stores do not move the generation: a status, out-of-date or tag filter's total is counted afresh.
  const fresh = Boolean(filter.status) || filter.outOfDate !== undefined || Boolean(filter.tag);
  const known = fresh ? undefined : totals.get(key);
  if (known && known.generation === generation) return known.total;
  const where = whereClause(filter);
  const [row] = await em.execute<{ total: number; generation: string }[]>(
    `select count(*)::int as "total", ${GENERATION} as "generation" from "page" ${where.sql}`,
    where.params,
  );
  if (!row) return 0;
  if (!fresh) totals.set(key, { generation: row.generation, total: row.total });
  return row.total;
}

/** One node of the slug tree: a path segment, the page at that path (if any) and whether deeper paths exist. */
export interface PageTreeNode {
  /** The full slug of the node ("about/team"). */
  slug: string;
  /** The last segment ("team"). */
  segment: string;
  pageID: number | null;
  title: string | null;
  hasChildren: boolean;
}

/** A level holds at most this many nodes; beyond, the list's search finds the rest. */
export const TREE_LEVEL_LIMIT = 500;

/**
 * The children of `parent` in the slug tree of one locale (Wagtail's explorer, by path): each next
 * segment once, with the page at exactly that path, if there is one. A level is asked for when
 * it is opened, so the whole tree of a big site is never read.
 */
export async function pageTreeLevel(em: EntityManager, filter: { locale: string; type?: string | undefined }, parent: string): Promise<PageTreeNode[]> {
  const prefix = parent === '' ? '' : `${parent}/`;
  const typeCondition = filter.type ? 'and "type" = ?' : '';
  return em.execute<PageTreeNode[]>(
    `select ? || "segment" as "slug", "segment",
       (array_agg("id" order by "id") filter (where "rest" = ''))[1] as "pageID",
       (array_agg("title" order by "id") filter (where "rest" = ''))[1] as "title",
       bool_or("rest" <> '') as "hasChildren"
     from (select "id", "title", split_part(substr("slug", ?), '/', 1) as "segment",
             substr("slug", ? + length(split_part(substr("slug", ?), '/', 1))) as "rest"
           from "page" where "locale" = ? ${typeCondition} and left("slug", ?) = ? and "slug" <> ?) level
     group by "segment" order by "segment" limit ?`,
    [
      prefix,
      prefix.length + 1,
      prefix.length + 1,
      prefix.length + 1,
      filter.locale,
      ...(filter.type ? [filter.type] : []),
      prefix.length,
      prefix,
      parent,
      TREE_LEVEL_LIMIT,
    ],
  );
}
