import { graphql } from './gql';
import type { FeedVacancyFieldsFragment } from './gql/graphql';

/** A vacancy as the feeds write it: every field of a FeedVacancy (server/vacancies/graphql.ts). */
export type FeedVacancy = FeedVacancyFieldsFragment;

graphql(`
  fragment FeedVacancyFields on FeedVacancy {
    pageID
    slug
    title
    hoursMin
    hoursMax
    department
    locality
    employmentType
    workplace
    datePosted
    isNew
    newUntil
    highlighted
    salary {
      min
      max
      unit
      currency
    }
    street
    postalCode
    region
    country
    reference
    closingDate
    descriptionHtml
  }
`);

// The extension's own field (server/vacancies/graphql.ts), typed by codegen from ../schema.graphql.
export const VacancyFeedQuery = graphql(`
  query VacancyFeed($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $tag: String) {
    vacancyFeed(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, tag: $tag) {
      ...FeedVacancyFields
    }
  }
`);
