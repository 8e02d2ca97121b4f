import { graphql } from '../../gql';

export const SearchIndexStatusFields = graphql(`
  fragment SearchIndexStatusFields on SearchIndexStatus {
    pages
    bytes
    lastRebuildAt
    lastRebuildError
    rebuilding
    rebuildDone
    rebuildTotal
  }
`);

export const SearchIndexStatusQuery = graphql(`
  query SearchIndexStatus {
    searchIndexStatus {
      ...SearchIndexStatusFields
    }
  }
`);

export const IndexAllPagesMutation = graphql(`
  mutation IndexAllPages {
    indexAllPages {
      ...SearchIndexStatusFields
    }
  }
`);

export const RemoveAllPagesMutation = graphql(`
  mutation RemoveAllPages {
    removeAllPages {
      ...SearchIndexStatusFields
    }
  }
`);
