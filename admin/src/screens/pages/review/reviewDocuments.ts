import { graphql } from '../../../gql';

export const PublicationRequestFields = graphql(`
  fragment PublicationRequestFields on PublicationRequest {
    id
    pageID
    pageTitle
    pageLocale
    pageSlug
    pageVersionID
    replacedVersionID
    comment
    requestedAt
    ageSeconds
    requestedBy {
      id
      name
    }
  }
`);

/** The requested version against what was live, with the block types' labels to name them. */
export const RequestComparisonQuery = graphql(`
  query RequestComparison($from: Int!, $to: Int!) {
    compareVersions(from: $from, to: $to) {
      ...VersionChangeSummaryFields
    }
    contentModel {
      blockTypes {
        id
        label
      }
    }
  }
`);

export const AcceptPublicationMutation = graphql(`
  mutation AcceptPublication($versionId: Int!, $feedback: String!) {
    acceptPublication(versionId: $versionId, feedback: $feedback) {
      page {
        ...PublicationPageFields
      }
    }
  }
`);

export const RejectPublicationMutation = graphql(`
  mutation RejectPublication($versionId: Int!, $feedback: String!) {
    rejectPublication(versionId: $versionId, feedback: $feedback) {
      page {
        ...PublicationPageFields
      }
    }
  }
`);
