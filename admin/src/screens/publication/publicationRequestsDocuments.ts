import { graphql } from '../../gql';

export const PublicationRequestsQuery = graphql(`
  query PublicationRequests($pageIndex: Int, $pageSize: Int) {
    publicationRequests(pageIndex: $pageIndex, pageSize: $pageSize) {
      totalItems
      items {
        ...PublicationRequestFields
      }
    }
  }
`);
