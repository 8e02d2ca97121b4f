import type { APIContext } from 'astro';
import type { create } from 'xmlbuilder2';
import { localeHref, query } from '@blokwerk/site/extension';
import type { Board } from '../../server/boards/rules';
import type { FeedVacancy } from '../feed-query';
import { graphql } from '../gql';
import { organisationOf } from '../organisation';
import { feedRequest, type RouteLocale } from './route-locale';

// The extension's own field (server/boards/graphql.ts).
const BoardFeedQuery = graphql(`
  query JobBoardFeed($board: String!, $locale: String!) {
    jobBoardFeed(board: $board, locale: $locale) {
      ...FeedVacancyFields
    }
  }
`);

/** What a job-board feed is written from: the vacancies, the employer, and each vacancy's address. */
export interface BoardFeed {
  vacancies: FeedVacancy[];
  organisation: { name: string; url: string };
  origin: string;
  urlOf(vacancy: FeedVacancy): string;
}

/** A board's feed of the locale a route serves: the vacancies the server found valid for that board (server/boards/rules.ts). */
export async function boardFeed(context: Pick<APIContext, 'locals' | 'url'>, served: RouteLocale, board: Board): Promise<BoardFeed> {
  const { locale, defaultLocale, origin } = await feedRequest(context, served);
  const [{ jobBoardFeed }, organisation] = await Promise.all([query(context.locals, BoardFeedQuery, { board, locale }), organisationOf(context.locals)]);
  return { vacancies: jobBoardFeed, organisation, origin, urlOf: vacancyUrls(origin, locale, defaultLocale) };
}

/** Each vacancy's address in a locale (its page's, under that locale's prefix). */
export const vacancyUrls = (origin: string, locale: string, defaultLocale: string) => (vacancy: FeedVacancy) =>
  `${origin}${localeHref(locale, defaultLocale, vacancy.slug)}`;

/** An XML document as the feeds answer it. */
export const xmlResponse = (document: ReturnType<typeof create>) =>
  new Response(document.end({ prettyPrint: true }), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });

/** A salary as job boards read it in one text: '€3100 - €4000 per month'; undefined without one. */
export function salaryText(vacancy: FeedVacancy): string | undefined {
  if (!vacancy.salary) return undefined;
  const { min, max, unit, currency } = vacancy.salary;
  const money = new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0, useGrouping: false });
  const range = min !== null && max !== null && min !== max ? `${money.format(min)} - ${money.format(max)}` : money.format(min ?? max ?? 0);
  return `${range} ${SALARY_PERIODS[unit] ?? 'per month'}`;
}

const SALARY_PERIODS: Readonly<Record<string, string>> = { HOUR: 'per hour', MONTH: 'per month', YEAR: 'per year' };
