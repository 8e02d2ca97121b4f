import { graphql } from './gql';
import type { VacancyHighlightStatesQuery as StatesResult } from './gql/graphql';

/** A published vacancy the editor can highlight. */
export interface VacancyOption {
  id: number;
  title: string;
}

// The extension's own fields (server/highlights/graphql.ts) and core's publishedPages, typed by
// codegen from core's schema.graphql plus ../schema.graphql (what this extension adds).
export const HighlightSettingsQuery = graphql(`
  query HighlightSettings {
    vacancyHighlights
    settings {
      defaultLocale
    }
  }
`);

export const PublishedVacanciesQuery = graphql(`
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
`);

/** Why the site cannot show a highlighted vacancy (server/highlights/operations.ts): 'unpublished' or 'closed'; null while it is open. */
export type HighlightProblem = StatesResult['vacancyHighlightStates'][number]['problem'];

export const HighlightStatesQuery = graphql(`
  query VacancyHighlightStates($pageIDs: [Int!]!) {
    vacancyHighlightStates(pageIDs: $pageIDs) {
      pageID
      title
      problem
    }
  }
`);

export const SetHighlightsMutation = graphql(`
  mutation SetVacancyHighlights($pageIDs: [Int!]!) {
    setVacancyHighlights(pageIDs: $pageIDs)
  }
`);
