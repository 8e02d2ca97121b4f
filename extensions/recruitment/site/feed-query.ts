import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { FeedVacancy } from '../server/vacancies/feed';
import type { VacancySearchVariables } from './vacancy-search';

export type { FeedVacancy };

/** Every field of a FeedVacancy (server/vacancies/graphql.ts), for the feeds' queries. */
export const FEED_VACANCY_FIELDS = `
  pageID slug title hoursMin hoursMax department locality employmentType workplace datePosted isNew newUntil highlighted
  salary { min max unit currency } street postalCode region country reference closingDate descriptionHtml
`;

// The extension's own field (server/vacancies/graphql.ts).
export const VacancyFeedQuery: TypedDocumentNode<{ vacancyFeed: FeedVacancy[] }, Omit<VacancySearchVariables, 'page'>> = parse(`
  query VacancyFeed($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String) {
    vacancyFeed(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType) { ${FEED_VACANCY_FIELDS} }
  }
`);
