import { graphql } from '../../../gql';

/** A field of the content model; queries nest it three levels deep for list fields inside list fields. */
export const ContentFieldParts = graphql(`
  fragment ContentFieldParts on ContentField {
    name
    label(locale: $locale)
    type
    required
    help(locale: $locale)
    minLength
    maxLength
    multiline
    min
    max
    integer
    options {
      value
      label(locale: $locale)
    }
    default
    itemLabel(locale: $locale)
    multiple
    crop
    minItems
    maxItems
  }
`);

export const EditorContentModelQuery = graphql(`
  query EditorContentModel($locale: String) {
    contentModel {
      pageTypes {
        id
        label(locale: $locale)
        slugPrefix
        allowedBlocks
        fields {
          ...ContentFieldParts
          fields {
            ...ContentFieldParts
            fields {
              ...ContentFieldParts
            }
          }
        }
      }
      blockTypes {
        id
        label(locale: $locale)
        description(locale: $locale)
        keywords(locale: $locale)
        icon
        category
        summaryField
        fields {
          ...ContentFieldParts
          fields {
            ...ContentFieldParts
            fields {
              ...ContentFieldParts
            }
          }
        }
      }
      blockCategories {
        id
        label(locale: $locale)
      }
    }
    settings {
      availableLocales
      defaultLocale
    }
  }
`);

export const EditorVersionFields = graphql(`
  fragment EditorVersionFields on PageVersion {
    id
    pageID
    revision
    title
    blocks
    typeData
    seoTitle
    seoDescription
    seoKeywords
    seoImage
    tags
    privateTags
    hasPublicationRequest
  }
`);

export const PageEditorQuery = graphql(`
  query PageEditor($id: Int!) {
    page(id: $id) {
      page {
        ...PublicationPageFields
        type
        translationGroup
      }
      pageVersion {
        ...EditorVersionFields
      }
    }
  }
`);

export const StorePageVersionMutation = graphql(`
  mutation StorePageVersion($input: StorePageVersionInput!) {
    storePageVersion(input: $input) {
      revision
      pageVersion {
        ...EditorVersionFields
      }
    }
  }
`);

export const SavePageSlugMutation = graphql(`
  mutation SavePageSlug($id: Int!, $slug: String!, $shouldUpdateLinks: Boolean!) {
    savePage(id: $id, slug: $slug, shouldUpdateLinks: $shouldUpdateLinks) {
      page {
        ...PublicationPageFields
      }
    }
  }
`);

export const AnchorAvailableQuery = graphql(`
  query AnchorAvailable($blocks: JSON!, $blockKey: String, $anchorName: String!) {
    anchorAvailable(blocks: $blocks, blockKey: $blockKey, anchorName: $anchorName)
  }
`);

export const CreateTranslationMutation = graphql(`
  mutation CreateTranslation($input: CopyPageInput!) {
    createTranslation(input: $input) {
      pageID
      pageVersionID
    }
  }
`);

export const DuplicatePageMutation = graphql(`
  mutation DuplicatePage($input: CopyPageInput!) {
    duplicatePage(input: $input) {
      pageID
      pageVersionID
    }
  }
`);
