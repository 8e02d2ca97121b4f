import { graphql } from '../gql';

// The extension's own field (server/similar/graphql.ts), typed by codegen from ../../schema.graphql.
export const SimilarVacanciesQuery = graphql(`
  query SimilarVacancies($locale: String!, $pageID: Int!, $department: String!, $locality: String!) {
    similarVacancies(locale: $locale, pageID: $pageID, department: $department, locality: $locality) {
      ...VacancyCardFields
    }
  }
`);
