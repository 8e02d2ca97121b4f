import type { APIRoute } from 'astro';
import { create } from 'xmlbuilder2';
import { query } from '@blokwerk/site/extension';
import { COUNTRIES, labelIn } from '../../server/vacancy';
import type { FeedVacancy } from '../feed-query';
import { graphql } from '../gql';
import { boardFeed, xmlResponse, type BoardFeed } from './board-request';
import type { RouteLocale } from './route-locale';

/** LinkedIn's job types for schema.org's employment types (none for OTHER: the element is left out). */
const JOB_TYPES: Readonly<Record<string, string>> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACTOR: 'CONTRACT',
  TEMPORARY: 'TEMPORARY',
  INTERN: 'INTERNSHIP',
  VOLUNTEER: 'VOLUNTEER',
  PER_DIEM: 'TEMPORARY',
};
const WORKPLACE_TYPES: Readonly<Record<string, string>> = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' };
const PERIODS: Readonly<Record<string, string>> = { HOUR: 'HOURLY', MONTH: 'MONTHLY', YEAR: 'YEARLY' };

/** The pay range as LinkedIn's `salaries` element: the base salary's low and high end, currency and period. */
function addSalaries(job: ReturnType<typeof create>, vacancy: FeedVacancy) {
  const { salary } = vacancy;
  if (!salary || salary.min === null || salary.max === null) return;
  const element = job.ele('salaries').ele('salary');
  for (const [end, amount] of [
    ['highEnd', salary.max],
    ['lowEnd', salary.min],
  ] as const) {
    const bound = element.ele(end);
    bound.ele('amount').dat(String(amount));
    bound.ele('currencyCode').dat(salary.currency);
  }
  element.ele('period').dat(PERIODS[salary.unit] ?? 'MONTHLY');
  element.ele('type').dat('BASE_SALARY');
}

/**
 * LinkedIn's XML job wrapping feed (learn.microsoft.com, LinkedIn Talent "XML Feeds Development
 * Guide"): `source` with one `job` per vacancy. `partnerJobId` is the page's id (stable, under
 * 40 characters); the title is the page's title (LinkedIn keeps the first one it saw); the
 * description has at least 100 characters of text (boards/rules.ts); `workplaceTypes` always;
 * `posterEmail`, which the guide requires, is the recruitment settings' recruiter address (without
 * one the server leaves every vacancy out).
 */
export function linkedInDocument({ vacancies, organisation, origin, urlOf, posterEmail }: BoardFeed & { posterEmail: string }) {
  const source = create({ version: '1.0', encoding: 'UTF-8' }).ele('source');
  source.ele('lastBuildDate').txt(new Date().toUTCString());
  source.ele('publisherUrl').txt(`${origin}/`);
  source.ele('publisher').txt(organisation.name);
  source.ele('expectedJobCount').txt(String(vacancies.length));
  for (const vacancy of vacancies) {
    const job = source.ele('job');
    const field = (name: string, value: string) => job.ele(name).dat(value);
    const country = labelIn(COUNTRIES, vacancy.country, 'en');
    field('partnerJobId', String(vacancy.pageID));
    field('company', organisation.name);
    field('title', vacancy.title);
    field('description', vacancy.descriptionHtml);
    field('applyUrl', urlOf(vacancy));
    field('posterEmail', posterEmail);
    field('location', `${vacancy.locality}, ${country}`);
    field('city', vacancy.locality);
    if (vacancy.region) field('state', vacancy.region);
    field('country', vacancy.country);
    if (vacancy.postalCode) field('postalCode', vacancy.postalCode);
    field('workplaceTypes', WORKPLACE_TYPES[vacancy.workplace] ?? 'On-site');
    const jobType = JOB_TYPES[vacancy.employmentType];
    if (jobType) field('jobtype', jobType);
    addSalaries(job, vacancy);
  }
  return source.doc();
}

// The extension's own field (server/boards/graphql.ts).
const PosterEmailQuery = graphql(`
  query JobBoardPosterEmail {
    jobBoardPosterEmail
  }
`);

/** /vacatures/linkedin.xml and /en/vacancies/linkedin.xml: the vacancies posted to boards that LinkedIn takes (server/boards/rules.ts). */
export const linkedInRoute =
  (served: RouteLocale): APIRoute =>
  async (context) => {
    const [feed, { jobBoardPosterEmail }] = await Promise.all([boardFeed(context, served, 'linkedin'), query(context.locals, PosterEmailQuery)]);
    return xmlResponse(linkedInDocument({ ...feed, posterEmail: jobBoardPosterEmail ?? '' }));
  };
