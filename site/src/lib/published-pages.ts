import { graphql } from '../gql';
import type { PublishedPagesOfTypeQuery } from '../gql/graphql';
import { query } from './graphql';

const PublishedPagesOfType = graphql(`
  query PublishedPagesOfType($type: String!, $locale: String!, $limit: Int) {
    publishedPages(type: $type, locale: $locale, limit: $limit) {
      page {
        id
        locale
        slug
      }
      pageVersion {
        title
        seoDescription
      }
    }
  }
`);

export type PublishedPageSummary = PublishedPagesOfTypeQuery['publishedPages'][number];

/** The newest published pages of a type in a locale (the page-list block). */
export async function publishedPagesOfType(locals: App.Locals, type: string, locale: string, limit: number): Promise<PublishedPageSummary[]> {
  return (await query(locals, PublishedPagesOfType, { type, locale, limit })).publishedPages;
}
