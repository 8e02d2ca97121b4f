import type { APIRoute } from 'astro';
import { create } from 'xmlbuilder2';
import { query } from '@blokwerk/site/lib/graphql';
import { localeHref } from '@blokwerk/site/lib/site-path';
import { VacancyFeedQuery, type FeedVacancy } from '../feed-query';
import { organisationOf } from '../organisation';
import { feedRequest, type RouteLocale } from './route-locale';

/** Job boards' words for schema.org's employment types. */
const JOB_TYPES: Record<string, string> = {
  FULL_TIME: 'fulltime', PART_TIME: 'parttime', CONTRACTOR: 'contract', TEMPORARY: 'temporary',
  INTERN: 'internship', VOLUNTEER: 'volunteer', PER_DIEM: 'perdiem', OTHER: 'other',
};
const UNITS: Record<string, string> = { HOUR: 'per hour', MONTH: 'per month', YEAR: 'per year' };

function salaryOf(vacancy: FeedVacancy): string | undefined {
  const { salaryMin: min, salaryMax: max } = vacancy;
  if (min === null && max === null) return undefined;
  const range = min !== null && max !== null && min !== max ? `€${min}-€${max}` : `€${min ?? max}`;
  return `${range} ${UNITS[vacancy.salaryUnit] ?? 'per month'}`;
}

/**
 * The open vacancies of a locale for job aggregators, in the fields Indeed's XML feed reads
 * (title, date, reference, url, company, city, country, description, job type, salary); the
 * overview's query string narrows it like the overview.
 */
export function jobsRoute(served: RouteLocale): APIRoute {
  return async (context) => {
    const { search, locale, defaultLocale, origin } = await feedRequest(context, served);
    const { vacancyFeed } = await query(context.locals, VacancyFeedQuery, search);
    const organisation = await organisationOf(context.locals);
    const source = create({ version: '1.0', encoding: 'UTF-8' }).ele('source');
    source.ele('publisher').txt(organisation.name);
    source.ele('publisherurl').txt(`${origin}/`);
    for (const vacancy of vacancyFeed) {
      const job = source.ele('job');
      job.ele('title').dat(vacancy.title);
      job.ele('date').dat(new Date(`${vacancy.datePosted}T00:00:00Z`).toUTCString());
      job.ele('referencenumber').dat(vacancy.reference || String(vacancy.pageID));
      job.ele('url').dat(`${origin}${localeHref(locale, defaultLocale, vacancy.slug)}`);
      job.ele('company').dat(organisation.name);
      job.ele('city').dat(vacancy.locality);
      job.ele('postalcode').dat(vacancy.postalCode);
      job.ele('country').dat(vacancy.country);
      job.ele('description').dat(vacancy.descriptionHtml);
      job.ele('jobtype').dat(JOB_TYPES[vacancy.employmentType] ?? 'other');
      job.ele('category').dat(vacancy.department);
      if (vacancy.workplace === 'remote') job.ele('remotetype').dat('Fully remote');
      const salary = salaryOf(vacancy);
      if (salary) job.ele('salary').dat(salary);
    }
    return new Response(source.end({ prettyPrint: true }), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
  };
}
