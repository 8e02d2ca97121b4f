import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { VacancySearchResult } from './vacancy-search';

type Card = VacancySearchResult['vacancies']['items'][number];

// The extension's own field (server/highlights/graphql.ts).
export const HighlightedVacanciesQuery: TypedDocumentNode<{ highlightedVacancies: Card[] }, { locale: string }> = parse(`
  query HighlightedVacancies($locale: String!) {
    highlightedVacancies(locale: $locale) { pageID slug title hoursMin hoursMax department locality employmentType workplace datePosted isNew highlighted }
  }
`);
