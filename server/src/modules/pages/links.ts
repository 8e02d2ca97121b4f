import type { EntityManager } from '@mikro-orm/postgresql';

export interface LinkingPage {
  id: number;
  title: string;
  locale: string;
  slug: string;
}

/**
 * Pages whose head or published version links to the page: a rich-text link naming it
 * (`data-page-id`) or a link field of kind `internal`. One query, on the JSON text.
 */
export async function pagesLinkingTo(em: EntityManager, pageId: number): Promise<LinkingPage[]> {
  return em.getConnection().execute<LinkingPage[]>(
    `select distinct p."id", p."title", p."locale", p."slug"
     from "page" p join "page_version" v on v."id" in (p."head_version_id", p."published_version_id")
     where p."id" <> ? and (v."blocks"::text like ? or jsonb_path_exists(v."blocks", ?::jsonpath))
     order by p."title"`,
    [pageId, `%data-page-id=\\\\"${pageId}\\\\"%`, `$.** ? (@.kind == "internal" && @.pageId == ${pageId})`],
    'all',
    em.getTransactionContext(),
  );
}
