import { graphql } from '../../../gql';

export const VersionSummaryFields = graphql(`
  fragment VersionSummaryFields on VersionSummary {
    id
    revision
    title
    authorName
    createdAt
    ageSeconds
    restoredFromRevision
    previousID
    isHead
    isPublished
  }
`);

/** Newest first: the server's order for history, which has no other sort and no search. */
export const PageHistoryQuery = graphql(`
  query PageHistory($id: Int!, $pageIndex: Int, $pageSize: Int) {
    pageHistory(id: $id, pageIndex: $pageIndex, pageSize: $pageSize, sortOrder: "desc") {
      totalItems
      headVersionID
      items {
        ...VersionSummaryFields
      }
    }
  }
`);

/** What a list of changes between two versions names (the review dialog's and the compare dialog's summary). */
export const VersionChangeSummaryFields = graphql(`
  fragment VersionChangeSummaryFields on VersionComparison {
    from {
      id
      title
    }
    to {
      id
      title
    }
    changedFields
    blocks {
      key
      type
      change
      changedProps
    }
  }
`);

/** Both versions in full (as the editor reads a version), with what changed between them. */
export const VersionComparisonQuery = graphql(`
  query VersionComparison($from: Int!, $to: Int!) {
    compareVersions(from: $from, to: $to) {
      ...VersionChangeSummaryFields
      from {
        ...EditorVersionFields
        createdAt
      }
      to {
        ...EditorVersionFields
        createdAt
      }
    }
  }
`);

/** The compared page's type names its page fields (typeData). */
export const ComparedPageTypeQuery = graphql(`
  query ComparedPageType($id: Int!) {
    page(id: $id) {
      page {
        id
        type
      }
    }
  }
`);

export const RestorePageVersionMutation = graphql(`
  mutation RestorePageVersion($id: Int!, $revision: Int!) {
    restorePageVersion(id: $id, revision: $revision) {
      revision
      pageVersion {
        id
        pageID
        revision
        title
        restoredFrom
      }
    }
  }
`);
