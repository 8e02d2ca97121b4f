import type { APIRoute } from 'astro';
import { create } from 'xmlbuilder2';
import { amsterdamDateTime } from './amsterdam-time';
import { boardFeed, salaryText, xmlResponse, type BoardFeed } from './board-request';
import type { RouteLocale } from './route-locale';

/** Indeed's words for schema.org's employment types. */
const JOB_TYPES: Readonly<Record<string, string>> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
  VOLUNTEER: 'volunteer',
  PER_DIEM: 'perdiem',
  OTHER: 'other',
};
const REMOTE_TYPES: Readonly<Record<string, string>> = { remote: 'Fully remote', hybrid: 'Hybrid remote' };

/**
 * An Indeed XML feed (docs.indeed.com, "XML feed reference"): `source` with the publisher and one
 * `job` per vacancy, every value in CDATA. The date is the day posted (ISO 8601, Amsterdam), the
 * date the vacancy page shows; the reference number is the page's id, which never changes.
 */
export function indeedDocument({ vacancies, organisation, origin, urlOf }: BoardFeed) {
  const source = create({ version: '1.0', encoding: 'UTF-8' }).ele('source');
  source.ele('publisher').txt(organisation.name);
  source.ele('publisherurl').txt(`${origin}/`);
  source.ele('lastBuildDate').txt(new Date().toISOString());
  for (const vacancy of vacancies) {
    const job = source.ele('job');
    const field = (name: string, value: string) => job.ele(name).dat(value);
    field('title', vacancy.title);
    field('date', amsterdamDateTime(vacancy.datePosted, '00:00:00'));
    field('referencenumber', String(vacancy.pageID));
    field('requisitionid', vacancy.reference || String(vacancy.pageID));
    field('url', urlOf(vacancy));
    field('company', organisation.name);
    field('city', vacancy.locality);
    if (vacancy.region) field('state', vacancy.region);
    field('country', vacancy.country);
    if (vacancy.postalCode) field('postalcode', vacancy.postalCode);
    if (vacancy.street) field('streetaddress', vacancy.street);
    field('description', vacancy.descriptionHtml);
    field('jobtype', JOB_TYPES[vacancy.employmentType] ?? 'other');
    field('category', vacancy.department);
    const remote = REMOTE_TYPES[vacancy.workplace];
    if (remote) field('remotetype', remote);
    const salary = salaryText(vacancy);
    if (salary) field('salary', salary);
    if (vacancy.closingDate) field('expirationdate', amsterdamDateTime(vacancy.closingDate, '23:59:59'));
  }
  return source.doc();
}

/** /vacatures/indeed.xml and /en/vacancies/indeed.xml: the vacancies posted to boards that Indeed takes (server/boards/rules.ts). */
export const indeedRoute =
  (served: RouteLocale): APIRoute =>
  async (context) =>
    xmlResponse(indeedDocument(await boardFeed(context, served, 'indeed')));
