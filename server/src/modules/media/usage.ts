import type { EntityManager } from '@mikro-orm/postgresql';
import type { CursorListPage, CursorPaging } from '../../operations/keyset-list.js';
import { sqlKeyset, type KeysetRow, type SqlSort } from '../../operations/keyset-sql.js';
import { containsPattern, type ListPage } from '../../operations/pagination.js';
import { USES } from './usage-sql.js';

/** A page some version of which uses a media file (list-pages-by-file). */
export interface MediaUsageView {
  pageID: number;
  title: string;
  slug: string;
  locale: string;
  type: string;
  /** Versions of the page (history included) that use the file. */
  versions: number;
  /** The head version (what editors see) uses it. */
  inHead: boolean;
  /** The published version uses it: visitors see it. */
  inPublished: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface UsageQuery extends CursorPaging {
  searchTerm: string;
  columnToSort: 'updatedAt' | 'createdAt' | 'title';
  sortOrder: 'asc' | 'desc';
}

/** Each sort column's keyset key (operations/keyset-sql.ts): the page's own columns, each with an index ending in the id. */
const SORTS: Record<UsageQuery['columnToSort'], Pick<SqlSort, 'expression' | 'kind'>> = {
  updatedAt: { expression: 'p."updated_at"', kind: 'timestamp' },
  createdAt: { expression: 'p."created_at"', kind: 'timestamp' },
  title: { expression: 'p."title"', kind: 'text' },
};

function searchCondition(term: string): { sql: string; params: string[] } {
  return term ? { sql: 'and p."search_text" like lower(?)', params: [containsPattern(term)] } : { sql: '', params: [] };
}

/** The pages using any of `fileIds`, one list page of them by pageIndex or cursor, with their total. */
export async function pagesUsingFiles(em: EntityManager, fileIds: readonly number[], query: UsageQuery): Promise<CursorListPage<MediaUsageView>> {
  const search = searchCondition(query.searchTerm);
  const ids = `{${fileIds.join(',')}}`;
  const sort = { ...SORTS[query.columnToSort], id: 'p."id"', direction: query.sortOrder };
  const keyset = sqlKeyset(sort, query, [ids, query.searchTerm.toLowerCase()]);
  const uses = `select v."page_id", count(*)::int as "versions", array_agg(v."id") as "ids"
    from "page_version" v where ${USES} group by v."page_id"`;
  const [counted] = await em.execute<{ total: number }[]>(
    `select count(*)::int as "total" from (${uses}) u join "page" p on p."id" = u."page_id" where true ${search.sql}`,
    [ids, ...search.params],
  );
  const rows = await em.execute<(MediaUsageView & KeysetRow)[]>(
    `select p."id" as "pageID", p."title", p."slug", p."locale", p."type", u."versions",
       coalesce(p."head_version_id" = any(u."ids"), false) as "inHead",
       coalesce(p."published_version_id" = any(u."ids"), false) as "inPublished",
       p."created_at" as "createdAt", p."updated_at" as "updatedAt", ${keyset.columns}
     from (${uses}) u join "page" p on p."id" = u."page_id"
     where ${keyset.condition} ${search.sql}
     order by ${keyset.orderBy}
     limit ? offset ?`,
    [ids, ...keyset.params, ...search.params, keyset.limit, keyset.offset],
  );
  return { ...keyset.page(rows), totalItems: counted?.total ?? 0 };
}

/** The first pages using any of `fileIds`, for a delete confirmation. */
export function usageReport(em: EntityManager, fileIds: readonly number[]): Promise<ListPage<MediaUsageView>> {
  if (fileIds.length === 0) return Promise.resolve({ items: [], totalItems: 0 });
  return pagesUsingFiles(em, fileIds, { pageIndex: 0, pageSize: 25, searchTerm: '', columnToSort: 'title', sortOrder: 'asc' });
}
