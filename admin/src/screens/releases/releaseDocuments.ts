import { graphql } from '../../gql';

export const ReleaseFields = graphql(`
  fragment ReleaseFields on Release {
    id
    name
    description
    status
    scheduledAt
    outcome
    feedback
    itemCount
    createdAt
    publishedAt
    createdBy {
      id
      name
    }
    reviewedBy {
      id
      name
    }
  }
`);

export const ReleaseDetailFields = graphql(`
  fragment ReleaseDetailFields on ReleaseDetail {
    release {
      ...ReleaseFields
    }
    items {
      id
      pageID
      pageTitle
      pageLocale
      pageType
      pageVersionID
      versionRevision
      applied
      conflicts
      movedOn
      problems {
        ...ContentCheckProblemFields
      }
    }
  }
`);

export const ReleasesQuery = graphql(`
  query Releases($status: String) {
    releases(status: $status) {
      totalItems
      items {
        ...ReleaseFields
      }
    }
  }
`);

export const ReleaseQuery = graphql(`
  query Release($id: Int!) {
    release(id: $id) {
      ...ReleaseDetailFields
    }
  }
`);

export const CreateReleaseMutation = graphql(`
  mutation CreateRelease($name: String!, $description: String!) {
    createRelease(name: $name, description: $description) {
      release {
        id
      }
    }
  }
`);

export const AddReleaseItemMutation = graphql(`
  mutation AddReleaseItem($id: Int!, $pageId: Int!) {
    addReleaseItem(id: $id, pageId: $pageId) {
      ...ReleaseDetailFields
    }
  }
`);

export const RemoveReleaseItemMutation = graphql(`
  mutation RemoveReleaseItem($id: Int!, $itemId: Int!) {
    removeReleaseItem(id: $id, itemId: $itemId) {
      ...ReleaseDetailFields
    }
  }
`);

export const RepinReleaseItemMutation = graphql(`
  mutation RepinReleaseItem($id: Int!, $itemId: Int!) {
    repinReleaseItem(id: $id, itemId: $itemId) {
      ...ReleaseDetailFields
    }
  }
`);

export const RequestReleaseReviewMutation = graphql(`
  mutation RequestReleaseReview($id: Int!) {
    requestReleaseReview(id: $id) {
      ...ReleaseDetailFields
    }
  }
`);

export const ReviewReleaseMutation = graphql(`
  mutation ReviewRelease($id: Int!, $decision: String!, $feedback: String!) {
    reviewRelease(id: $id, decision: $decision, feedback: $feedback) {
      ...ReleaseDetailFields
    }
  }
`);

export const PublishReleaseMutation = graphql(`
  mutation PublishRelease($id: Int!) {
    publishRelease(id: $id) {
      ...ReleaseDetailFields
    }
  }
`);

export const ScheduleReleaseMutation = graphql(`
  mutation ScheduleRelease($id: Int!, $at: String!) {
    scheduleRelease(id: $id, at: $at) {
      ...ReleaseDetailFields
    }
  }
`);

export const UnscheduleReleaseMutation = graphql(`
  mutation UnscheduleRelease($id: Int!) {
    unscheduleRelease(id: $id) {
      ...ReleaseDetailFields
    }
  }
`);

export const RollbackReleaseMutation = graphql(`
  mutation RollbackRelease($id: Int!, $force: Boolean!) {
    rollbackRelease(id: $id, force: $force) {
      ...ReleaseDetailFields
    }
  }
`);

export const ReleasePageSearchQuery = graphql(`
  query ReleasePageSearch($searchTerm: String!) {
    searchPages(searchTerm: $searchTerm) {
      id
      title
      locale
      type
      slug
    }
  }
`);
