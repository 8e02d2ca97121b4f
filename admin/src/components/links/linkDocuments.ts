import { graphql } from '../../gql';
import type { LinkedPageFieldsFragment } from '../../gql/graphql';

graphql(`
  fragment LinkedPageFields on Page {
    id
    title
    slug
    locale
  }
`);

/** What a link shows of the page it points to. */
export type LinkedPage = LinkedPageFieldsFragment;

export const LinkPageSearch = graphql(`
  query LinkPageSearch($locale: String, $searchTerm: String!) {
    searchPages(locale: $locale, searchTerm: $searchTerm) {
      ...LinkedPageFields
    }
  }
`);

export const LinkTargetPages = graphql(`
  query LinkTargetPages($ids: [Int!]!) {
    pagesByIds(ids: $ids) {
      ...LinkedPageFields
    }
  }
`);
