/** What the sign-up and the preferences page offer to choose alerts from, in the page's language. */
import { EMPLOYMENT_TYPES, employmentTypeName } from '../../server/vacancy';
import type { VacancySearchQuery } from '../gql/graphql';
import type { AlertOptions } from './AlertChoices';

/** The departments and places open vacancies are in now, and every employment type. */
export function alertOptions(vacancies: Pick<VacancySearchQuery['vacancies'], 'departments' | 'localities'>, locale: string): AlertOptions {
  return {
    departments: vacancies.departments.map((f) => f.value),
    localities: vacancies.localities.map((f) => f.value),
    employmentTypes: EMPLOYMENT_TYPES.map((type) => ({ value: type.value, label: employmentTypeName(type.value, locale) })),
  };
}
