import type { JobPosting, WithContext } from 'schema-dts';
import type { JsonLdSource } from '@blokwerk/site/extension';
import { descriptionHtml, escapeHtml } from '../server/description';
import { amsterdamDateTime } from './feeds/amsterdam-time';
import { organisationOf } from './organisation';
import { isClosed, vacancyOf } from './vacancy';

type Posting = Exclude<JobPosting, string>;

/** The end of the closing day in Amsterdam, with that day's offset (+01:00 in winter, +02:00 in summer). */
const endOfDay = (date: string): string => amsterdamDateTime(date, '23:59:59');

/**
 * schema.org JobPosting for an open vacancy, from its typeData and its text (Google's required
 * properties and the recommended ones the vacancy has); none once it has closed.
 */
export async function jobPostingJsonLd(source: JsonLdSource): Promise<Omit<WithContext<Posting>, '@context'> | undefined> {
  const vacancy = vacancyOf(source.version.typeData);
  if (isClosed(vacancy)) return undefined;
  const organisation = await organisationOf(source.locals);
  const { salary } = vacancy;
  return {
    '@type': 'JobPosting',
    title: source.version.title,
    description: descriptionHtml(source.version.blocks) || escapeHtml(source.version.seoDescription || source.version.title),
    datePosted: vacancy.datePosted,
    ...(vacancy.closingDate ? { validThrough: endOfDay(vacancy.closingDate) } : {}),
    employmentType: vacancy.employmentType,
    hiringOrganization: { '@type': 'Organization', name: organisation.name, sameAs: organisation.url },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(vacancy.street ? { streetAddress: vacancy.street } : {}),
        addressLocality: vacancy.locality,
        ...(vacancy.region ? { addressRegion: vacancy.region } : {}),
        ...(vacancy.postalCode ? { postalCode: vacancy.postalCode } : {}),
        addressCountry: vacancy.country,
      },
    },
    ...(vacancy.workplace === 'remote' ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: vacancy.country } } : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.min !== null ? { minValue: salary.min } : {}),
              ...(salary.max !== null ? { maxValue: salary.max } : {}),
              unitText: salary.unit,
            },
          },
        }
      : {}),
    ...(vacancy.reference ? { identifier: { '@type': 'PropertyValue', name: organisation.name, value: vacancy.reference } } : {}),
    // Reached only while the vacancy is open, which is exactly when its page carries the application form (VacancyPage's ApplicationSection).
    directApply: true,
    url: source.url,
  };
}
