import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { containsPattern } from '../../operations/pagination.js';
import { pageViewOf, type PageRecord, type PageView } from './views.js';

export interface PageFilter {
  type?: string | undefined;
  locale?: string | undefined;
  /** Matched case-insensitively against title and slug. */
  searchTerm?: string | undefined;
}

export interface PageOrder {
  column: 'updatedAt' | 'createdAt' | 'title';
  direction: 'asc' | 'desc';
}

const ORDER_COLUMNS: Record<PageOrder['column'], string> = { updatedAt: 'updated_at', createdAt: 'created_at', title: 'title' };

function whereClause(filter: PageFilter): { sql: string; params: string[] } {
  const conditions: [sql: string, param: string][] = [];
  if (filter.type) conditions.push(['"type" = ?', filter.type]);
  if (filter.locale) conditions.push(['"locale" = ?', filter.locale]);
  if (filter.searchTerm) conditions.push(['"search_text" like lower(?)', containsPattern(filter.searchTerm)]);
  return {
    sql: conditions.length ? `where ${conditions.map(([sql]) => sql).join(' and ')}` : '',
    params: conditions.map(([, param]) => param),
  };
}

const GENERATION = `(select "generation" from "list_generation" where "topic" = 'page')`;

/** Timestamps arrive as epoch milliseconds: the driver hands raw SQL timestamps over as PostgreSQL's text, which is no ISO 8601. */
type PageRow = Omit<PageRecord, 'createdAt' | 'updatedAt'> & { createdAt: number | string; updatedAt: number | string; listGeneration: string };

/**
 * One page of pages in one statement: the ids are chosen on an index (walking past skipped
 * rows without reading them), then only the chosen rows are read, straight into views (no
 * entities: hydrating 100 of them costs more than the query). The list generation comes
 * along, from the same snapshot.
 */
export async function pageRows(em: EntityManager, filter: PageFilter, order: PageOrder, limit: number, offset = 0): Promise<{ pages: PageView[]; generation: string | undefined }> {
  const where = whereClause(filter);
  const column = ORDER_COLUMNS[order.column];
  const direction = order.direction === 'asc' ? 'asc' : 'desc';
  const rows = await em.execute<PageRow[]>(
    `select p."id", p."translation_group" as "translationGroup", p."locale", p."slug", p."type", p."title",
       p."head_version_id" as "headVersionID", p."published_version_id" as "publishedVersionID", p."revision",
       extract(epoch from p."created_at") * 1000 as "createdAt", extract(epoch from p."updated_at") * 1000 as "updatedAt", ${GENERATION} as "listGeneration",
       (select count(*)::int from "publication_request" r where r."page_id" = p."id" and r."status" = 'pending') as "pendingPublicationRequests"
     from (select "id" from "page" ${where.sql} order by "${column}" ${direction}, "id" ${direction} limit ? offset ?) chosen
     join "page" p using ("id")
     order by p."${column}" ${direction}, p."id" ${direction}`,
    [...where.params, limit, offset],
  );
  const pages = rows.map(({ listGeneration: _generation, createdAt, updatedAt, ...record }) =>
    pageViewOf({ ...record, createdAt: new Date(Number(createdAt)), updatedAt: new Date(Number(updatedAt)) }));
  return { pages, generation: rows[0]?.listGeneration };
}

/**
 * Exact list totals, remembered per filter until the page list generation moves (a page
 * created, deleted, renamed, moved or retyped, in any process). Counting 100,000 rows costs
 * more than the whole budget of a list call; paging through a list or coming back to it
 * recounts nothing.
 */
const totals = new LRUCache<string, { generation: string; total: number }>({ max: 2000 });

export async function pageTotal(em: EntityManager, filter: PageFilter, generation: string | undefined): Promise<number> {
  const key = JSON.stringify([filter.type ?? '', filter.locale ?? '', filter.searchTerm?.toLowerCase() ?? '']);
  const known = totals.get(key);
  if (known && known.generation === generation) return known.total;
  const where = whereClause(filter);
  const [row] = await em.execute<{ total: number; generation: string }[]>(
    `select count(*)::int as "total", ${GENERATION} as "generation" from "page" ${where.sql}`,
    where.params,
  );
  if (!row) return 0;
  totals.set(key, { generation: row.generation, total: row.total });
  return row.total;
}
