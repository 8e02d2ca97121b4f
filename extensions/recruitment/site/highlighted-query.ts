import { graphql } from './gql';

// The extension's own field (server/highlights/graphql.ts), typed by codegen from ../schema.graphql.
export const HighlightedVacanciesQuery = graphql(`
  query HighlightedVacancies($locale: String!) {
    highlightedVacancies(locale: $locale) {
      ...VacancyCardFields
    }
  }
`);
