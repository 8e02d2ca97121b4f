import { graphql } from '../../../gql';

export const NewPageSlugAvailableQuery = graphql(`
  query NewPageSlugAvailable($type: String, $locale: String!, $slug: String!) {
    slugAvailable(type: $type, locale: $locale, slug: $slug) {
      available
      slug
    }
  }
`);

export const CreatePageMutation = graphql(`
  mutation CreatePage($input: CreatePageInput!) {
    createPage(input: $input) {
      pageID
    }
  }
`);
