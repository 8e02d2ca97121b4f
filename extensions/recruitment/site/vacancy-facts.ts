/** What a vacancy page lists under its title besides hours, department and place: the facts JobPosting carries too. */
import type { SiteText } from '@blokwerk/site/extension';
import { employmentTypeName, labelIn, WORKPLACES } from '../server/vacancy';
import { salaryText } from './salary-text';
import type { Vacancy } from './vacancy';

export interface VacancyFact {
  /** The fact's class name (`vacancy-fact-<name>`). */
  name: 'employment' | 'workplace' | 'salary' | 'closing';
  term: string;
  value: string;
}

/** The employment type, workplace, salary (when given) and closing date (when set), in the page's locale. */
export function vacancyFacts(t: SiteText, vacancy: Vacancy, locale: string): VacancyFact[] {
  const salary = salaryText(t, vacancy.salary, locale);
  // A calendar day: formatted in UTC so no time zone moves it.
  const closing =
    vacancy.closingDate && new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${vacancy.closingDate}T00:00:00Z`));
  return [
    { name: 'employment', term: t('recruitment.fact.employmentType'), value: employmentTypeName(vacancy.employmentType, locale) },
    { name: 'workplace', term: t('recruitment.fact.workplace'), value: labelIn(WORKPLACES, vacancy.workplace, locale) },
    ...(salary ? [{ name: 'salary' as const, term: t('recruitment.fact.salary'), value: salary }] : []),
    ...(closing ? [{ name: 'closing' as const, term: t('recruitment.fact.closingDate'), value: closing }] : []),
  ];
}
