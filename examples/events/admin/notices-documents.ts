import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

export interface EventOption {
  page: { id: number };
  pageVersion: { title: string };
}

export interface Notice {
  id: number;
  text: string;
}

/** The site's content locales (core's field). */
export const SiteLocalesQuery: TypedDocumentNode<{ settings: { availableLocales: string[]; defaultLocale: string } }, Record<string, never>> = gql`
  query SiteLocalesForNotices {
    settings {
      availableLocales
      defaultLocale
    }
  }
`;

/** The published events of a locale (core's field), typed by hand. */
export const EventsQuery: TypedDocumentNode<{ publishedPages: EventOption[] }, { locale: string }> = gql`
  query EventsForNotices($locale: String!) {
    publishedPages(type: "event", locale: $locale, limit: 100) {
      page {
        id
      }
      pageVersion {
        title
      }
    }
  }
`;

export const NoticesQuery: TypedDocumentNode<{ eventNotices: Notice[] }, { pageID: number }> = gql`
  query EventNoticesForEditing($pageID: Int!) {
    eventNotices(pageID: $pageID) {
      id
      text
    }
  }
`;

export const AddNoticeMutation: TypedDocumentNode<{ addEventNotice: Notice }, { pageID: number; text: string }> = gql`
  mutation AddEventNotice($pageID: Int!, $text: String!) {
    addEventNotice(pageID: $pageID, text: $text) {
      id
      text
    }
  }
`;

export const RemoveNoticeMutation: TypedDocumentNode<{ removeEventNotice: number }, { id: number }> = gql`
  mutation RemoveEventNotice($id: Int!) {
    removeEventNotice(id: $id)
  }
`;
