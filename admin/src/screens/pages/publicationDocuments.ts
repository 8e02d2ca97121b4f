import { graphql } from '../../gql';

/** What the publication toolbar reads of a page (and what its mutations answer). */
export const PublicationPageFields = graphql(`
  fragment PublicationPageFields on Page {
    id
    title
    slug
    locale
    revision
    headVersionID
    publishedVersionID
    hasUnpublishedChanges
    pendingPublicationRequests
  }
`);

export const PublishPageMutation = graphql(`
  mutation PublishPage($id: Int!, $revision: Int) {
    publishPage(id: $id, revision: $revision) {
      page {
        ...PublicationPageFields
      }
    }
  }
`);

export const UnpublishPageMutation = graphql(`
  mutation UnpublishPage($id: Int!) {
    unpublishPage(id: $id) {
      page {
        ...PublicationPageFields
      }
    }
  }
`);

export const RequestPublicationMutation = graphql(`
  mutation RequestPublication($id: Int!, $comment: String!) {
    requestPublication(id: $id, comment: $comment) {
      id
      pageVersionID
      status
      comment
    }
  }
`);

export const PendingRequestQuery = graphql(`
  query PendingRequest($versionId: Int!) {
    publicationRequestOfVersion(versionId: $versionId) {
      ...PublicationRequestFields
      status
    }
  }
`);
