import { graphql } from '../gql';
import type { SiteSearchQuery } from '../gql/graphql';
import { query } from './graphql';

const SiteSearchDocument = graphql(`
  query SiteSearch($term: String!, $locales: [String!], $count: Int, $offset: Int) {
    search(term: $term, locales: $locales, count: $count, offset: $offset) {
      total
      totalIsEstimate
      results {
        pageID
        locale
        slug
        title
        snippet
        tags
      }
    }
  }
`);

/** The site's search page: one locale, a fixed number of results per page. */
export const RESULTS_PER_PAGE = 10;

/** The search page's path: under `/-/`, so it never shadows a page's slug (and is never cached). */
export const SEARCH_PATH = '/-/search';

export type SiteSearchAnswer = SiteSearchQuery['search'];

/** Results `pageNumber` (1-based) of the term in the locale. */
export async function searchSite(locals: App.Locals, term: string, locale: string, pageNumber: number): Promise<SiteSearchAnswer> {
  const { search } = await query(locals, SiteSearchDocument, { term, locales: [locale], count: RESULTS_PER_PAGE, offset: (pageNumber - 1) * RESULTS_PER_PAGE });
  return search;
}

/** A link to another page of the same search. */
export function searchHref(term: string, locale: string, pageNumber = 1): string {
  const params = new URLSearchParams({ q: term, locale });
  if (pageNumber > 1) params.set('page', String(pageNumber));
  return `${SEARCH_PATH}?${params.toString()}`;
}
