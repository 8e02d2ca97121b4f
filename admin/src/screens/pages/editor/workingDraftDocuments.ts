import { graphql } from '../../../gql';

export const WorkingDraftQuery = graphql(`
  query WorkingDraft($pageID: Int!) {
    workingDraft(pageID: $pageID) {
      baseVersionID
      baseRevision
      updatedAt
      title
      blocks
      typeData
      seoTitle
      seoDescription
      seoKeywords
      seoImage
      tags
      privateTags
    }
  }
`);

export const DiscardWorkingDraftMutation = graphql(`
  mutation DiscardWorkingDraft($pageID: Int!) {
    discardWorkingDraft(pageID: $pageID) {
      discarded
    }
  }
`);
