import { graphql } from './gql';
import type { VacancyCardFieldsFragment } from './gql/graphql';

/** A vacancy as its card shows it (VacancyCard.astro): the overview, the highlights and similar vacancies select it. */
export type VacancyCard = VacancyCardFieldsFragment;

graphql(`
  fragment VacancyCardFields on VacancyCard {
    pageID
    slug
    title
    hoursMin
    hoursMax
    department
    locality
    employmentType
    workplace
    salary {
      min
      max
      unit
      currency
    }
    datePosted
    isNew
    newUntil
    highlighted
  }
`);
