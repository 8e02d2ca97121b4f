import { graphql } from '../../gql';

export const PageEditorQuery = graphql(`
  query PageEditor($id: Int!) {
    page(id: $id) {
      page {
        ...PublicationPageFields
        type
      }
      pageVersion {
        id
        title
        hasPublicationRequest
      }
    }
  }
`);
