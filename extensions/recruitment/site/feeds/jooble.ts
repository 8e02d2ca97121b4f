import type { APIRoute } from 'astro';
import { create } from 'xmlbuilder2';
import { boardFeed, salaryText, xmlResponse, type BoardFeed } from './board-request';
import type { RouteLocale } from './route-locale';

/** Jooble's job types for schema.org's employment types. */
const JOB_TYPES: Readonly<Record<string, string>> = {
  FULL_TIME: 'full-time',
  PART_TIME: 'part-time',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
  VOLUNTEER: 'volunteer',
  PER_DIEM: 'temporary',
  OTHER: 'other',
};

/** A YYYY-MM-DD date as Jooble reads it: DD.MM.YYYY. */
export const joobleDate = (date: string) => date.split('-').toReversed().join('.');

/**
 * Jooble's XML feed: `jobs` with one `job id="…"` per vacancy (link, name, region, salary,
 * description, company, pubdate, expire, jobtype), dates as DD.MM.YYYY; only vacancies posted in
 * the last 45 days (boards/rules.ts).
 */
export function joobleDocument({ vacancies, organisation, urlOf }: BoardFeed) {
  const jobs = create({ version: '1.0', encoding: 'UTF-8' }).ele('jobs');
  for (const vacancy of vacancies) {
    const job = jobs.ele('job', { id: String(vacancy.pageID) });
    const field = (name: string, value: string) => job.ele(name).dat(value);
    field('link', urlOf(vacancy));
    field('name', vacancy.title);
    field('region', vacancy.region ? `${vacancy.locality}, ${vacancy.region}` : vacancy.locality);
    const salary = salaryText(vacancy);
    if (salary) field('salary', salary);
    field('description', vacancy.descriptionHtml);
    field('company', organisation.name);
    field('pubdate', joobleDate(vacancy.datePosted));
    if (vacancy.closingDate) field('expire', joobleDate(vacancy.closingDate));
    field('jobtype', JOB_TYPES[vacancy.employmentType] ?? 'other');
  }
  return jobs.doc();
}

/** /vacatures/jooble.xml and /en/vacancies/jooble.xml: the vacancies posted to boards that Jooble takes (server/boards/rules.ts). */
export const joobleRoute =
  (served: RouteLocale): APIRoute =>
  async (context) =>
    xmlResponse(joobleDocument(await boardFeed(context, served, 'jooble')));
