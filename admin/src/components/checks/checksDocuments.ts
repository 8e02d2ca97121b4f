import { graphql } from '../../gql';

export const ContentCheckProblemFields = graphql(`
  fragment ContentCheckProblemFields on ContentCheckProblem {
    check
    severity
    blockKey
    field
    params
  }
`);

export const ContentChecksOfDraftQuery = graphql(`
  query ContentChecksOfDraft($pageID: Int!, $draft: ContentChecksDraftInput!) {
    contentChecksOfDraft(pageID: $pageID, draft: $draft) {
      ...ContentCheckProblemFields
    }
  }
`);

export const ContentCheckCatalogueQuery = graphql(`
  query ContentCheckCatalogue($locale: String) {
    contentCheckCatalogue(locale: $locale) {
      id
      label
      severity
      blocking
    }
  }
`);

export const SetBlockingContentChecksMutation = graphql(`
  mutation SetBlockingContentChecks($ids: [String!]!) {
    setBlockingContentChecks(ids: $ids)
  }
`);

export const RequestProblemsQuery = graphql(`
  query RequestProblems($versionId: Int!) {
    publicationRequestOfVersion(versionId: $versionId) {
      id
      problems {
        ...ContentCheckProblemFields
      }
    }
  }
`);
