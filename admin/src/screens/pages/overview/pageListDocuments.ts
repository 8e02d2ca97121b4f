import { graphql } from '../../../gql';

/** What a page overview needs before it can ask for pages: the content locales and the page types, labelled in the interface language. */
export const PageListSetupQuery = graphql(`
  query PageListSetup($locale: String) {
    settings {
      availableLocales
      defaultLocale
    }
    contentModel {
      pageTypes {
        id
        label(locale: $locale)
        slugPrefix
      }
    }
  }
`);

export const PageListFields = graphql(`
  fragment PageListFields on Page {
    id
    title
    slug
    locale
    type
    publishedVersionID
    hasUnpublishedChanges
    pendingPublicationRequests
    outOfDate
    updatedAt
  }
`);

export const PagesListQuery = graphql(`
  query PagesList(
    $type: String
    $locale: String
    $status: String
    $outOfDate: Boolean
    $tag: String
    $pageIndex: Int
    $pageSize: Int
    $searchTerm: String
    $columnToSort: String
    $sortOrder: String
    $after: String
    $before: String
  ) {
    pages(
      type: $type
      locale: $locale
      status: $status
      outOfDate: $outOfDate
      tag: $tag
      pageIndex: $pageIndex
      pageSize: $pageSize
      searchTerm: $searchTerm
      columnToSort: $columnToSort
      sortOrder: $sortOrder
      after: $after
      before: $before
    ) {
      totalItems
      nextCursor
      previousCursor
      items {
        ...PageListFields
      }
    }
  }
`);

export const PageLinkedFromQuery = graphql(`
  query PageLinkedFrom($id: Int!) {
    pageLinkedFrom(id: $id) {
      id
      title
      locale
      slug
    }
  }
`);

export const DeletePageMutation = graphql(`
  mutation DeletePage($id: Int!) {
    deletePage(id: $id) {
      id
    }
  }
`);

/** One level of the slug tree: the children of `parent` ("" or none for the top). */
export const PageTreeQuery = graphql(`
  query PageTree($locale: String!, $parent: String, $type: String) {
    pageTree(locale: $locale, parent: $parent, type: $type) {
      slug
      segment
      pageID
      title
      hasChildren
    }
  }
`);
