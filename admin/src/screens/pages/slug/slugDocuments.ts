import { graphql } from '../../../gql';

/** Whether a slug is free in a locale, as it would be stored (the type's prefix added). */
export const SlugAvailableQuery = graphql(`
  query SlugAvailable($pageId: Int, $type: String, $locale: String!, $slug: String!) {
    slugAvailable(pageId: $pageId, type: $type, locale: $locale, slug: $slug) {
      available
      slug
    }
  }
`);
