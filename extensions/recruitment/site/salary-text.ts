import type { SiteText } from '@blokwerk/site/extension';
import { labelIn, SALARY_UNITS, type SalaryRange } from '../server/vacancy';

/** A pay range in a locale's currency format: '€ 3.100 – € 4.000 per maand', '£3,100 – £4,000 per month'. */
export function salaryText(t: SiteText, salary: SalaryRange | null, locale: string): string | undefined {
  if (!salary) return undefined;
  const { min, max } = salary;
  // Whole amounts without cents; an hourly wage such as 15.50 keeps them.
  const cents = [min, max].some((amount) => amount !== null && !Number.isInteger(amount));
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: salary.currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
  const unit = labelIn(SALARY_UNITS, salary.unit, locale);
  return min !== null && max !== null && min !== max
    ? t('recruitment.fact.salaryRange', { min: money.format(min), max: money.format(max), unit })
    : t('recruitment.fact.salaryFrom', { amount: money.format(min ?? max ?? 0), unit });
}
