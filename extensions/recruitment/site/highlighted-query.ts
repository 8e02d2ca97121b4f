import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { VacancyCard } from '../server/vacancies/search';

// The extension's own field (server/highlights/graphql.ts).
export const HighlightedVacanciesQuery: TypedDocumentNode<{ highlightedVacancies: VacancyCard[] }, { locale: string }> = parse(`
  query HighlightedVacancies($locale: String!) {
    highlightedVacancies(locale: $locale) { pageID slug title hoursMin hoursMax department locality employmentType workplace salary { min max unit currency } datePosted isNew newUntil highlighted }
  }
`);
