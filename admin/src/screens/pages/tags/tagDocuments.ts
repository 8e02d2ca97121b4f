import { graphql } from '../../../gql';

export const PublicTagSearch = graphql(`
  query PublicTagSearch($term: String) {
    tags(term: $term)
  }
`);

export const PrivateTagSearch = graphql(`
  query PrivateTagSearch($term: String) {
    privateTags(term: $term)
  }
`);

export const ValidatePageTag = graphql(`
  mutation ValidatePageTag($tag: String!, $private: Boolean!) {
    validateTag(tag: $tag, private: $private) {
      tag
      created
    }
  }
`);
