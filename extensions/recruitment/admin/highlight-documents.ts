import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

export interface VacancyOption {
  id: number;
  title: string;
}

// The extension's own fields (server/highlights/graphql.ts) and core's publishedPages, typed here:
// core's codegen reads core's schema only.
export const HighlightSettingsQuery: TypedDocumentNode<
  { vacancyHighlights: number[]; settings: { defaultLocale: string } },
  Record<string, never>
> = gql`
  query HighlightSettings {
    vacancyHighlights
    settings {
      defaultLocale
    }
  }
`;

export const PublishedVacanciesQuery: TypedDocumentNode<
  { publishedPages: { page: { id: number }; pageVersion: { title: string } }[] },
  { locale: string }
> = gql`
  query PublishedVacancies($locale: String!) {
    publishedPages(locale: $locale, type: "vacancy", limit: 100) {
      page {
        id
      }
      pageVersion {
        title
      }
    }
  }
`;

/** Why the site cannot show a highlighted vacancy (server/highlights/operations.ts); null while it is open. */
export type HighlightProblem = 'unpublished' | 'closed' | null;

export const HighlightStatesQuery: TypedDocumentNode<
  { vacancyHighlightStates: { pageID: number; title: string; problem: HighlightProblem }[] },
  { pageIDs: number[] }
> = gql`
  query VacancyHighlightStates($pageIDs: [Int!]!) {
    vacancyHighlightStates(pageIDs: $pageIDs) {
      pageID
      title
      problem
    }
  }
`;

export const SetHighlightsMutation: TypedDocumentNode<{ setVacancyHighlights: number[] }, { pageIDs: number[] }> = gql`
  mutation SetVacancyHighlights($pageIDs: [Int!]!) {
    setVacancyHighlights(pageIDs: $pageIDs)
  }
`;
