import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { VacancyCard } from '../../server/vacancies/search';

// The extension's own field (server/similar/graphql.ts).
export const SimilarVacanciesQuery: TypedDocumentNode<{ similarVacancies: VacancyCard[] }, { locale: string; pageID: number; department: string; locality: string }> = parse(`
  query SimilarVacancies($locale: String!, $pageID: Int!, $department: String!, $locality: String!) {
    similarVacancies(locale: $locale, pageID: $pageID, department: $department, locality: $locality) {
      pageID slug title hoursMin hoursMax department locality employmentType workplace salary { min max unit currency } datePosted isNew newUntil highlighted
    }
  }
`);
