import { graphql } from '../../../gql';

export const TranslationSourceFields = graphql(`
  fragment TranslationSourceFields on Page {
    id
    outOfDate
    translationSource {
      pageID
      locale
      versionID
    }
  }
`);

/** Whether the page is a translation and whether its source moved on (the editor's banner). */
export const TranslationSourceStateQuery = graphql(`
  query TranslationSourceState($id: Int!) {
    page(id: $id) {
      page {
        ...TranslationSourceFields
      }
    }
  }
`);

/** The source versions to compare: the one last brought up to date from, and the head to mark. */
export const SourceChangesQuery = graphql(`
  query SourceChanges($id: Int!) {
    sourceChanges(pageID: $id) {
      headVersionID
      outOfDate
      source {
        pageID
        locale
        versionID
      }
    }
  }
`);

export const MarkTranslationUpToDateMutation = graphql(`
  mutation MarkTranslationUpToDate($id: Int!, $sourceVersionID: Int!) {
    markTranslationUpToDate(pageID: $id, sourceVersionID: $sourceVersionID) {
      page {
        ...TranslationSourceFields
      }
    }
  }
`);

/** Every locale of the page's translation group with its status (the Translations section). */
export const TranslationStatusQuery = graphql(`
  query TranslationStatus($id: Int!) {
    translationStatus(pageID: $id) {
      pageID
      locale
      title
      slug
      isSource
      published
      hasUnpublishedChanges
      pendingRequest
      outOfDate
      status
    }
  }
`);
