import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { FeedVacancy } from '../server/vacancies/feed';
import type { VacancySearchVariables } from './vacancy-search';

export type { FeedVacancy };

// The extension's own field (server/vacancies/graphql.ts).
export const VacancyFeedQuery: TypedDocumentNode<{ vacancyFeed: FeedVacancy[] }, Omit<VacancySearchVariables, 'page'>> = parse(`
  query VacancyFeed($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String) {
    vacancyFeed(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType) {
      pageID slug title hoursMin hoursMax department locality employmentType workplace datePosted isNew newUntil highlighted
      postalCode country reference salaryMin salaryMax salaryUnit descriptionHtml
    }
  }
`);
