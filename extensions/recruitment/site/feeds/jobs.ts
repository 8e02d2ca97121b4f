import type { APIRoute } from 'astro';
import { query } from '@blokwerk/site/extension';
import { VacancyFeedQuery } from '../feed-query';
import { organisationOf } from '../organisation';
import { vacancyUrls, xmlResponse } from './board-request';
import { indeedDocument } from './indeed';
import { feedRequest, type RouteLocale } from './route-locale';

/**
 * The open vacancies of a locale in Indeed's XML shape (the job feed from before the per-board
 * feeds, kept at its address), narrowed by the overview's query string like the overview: every
 * open vacancy, whatever it lacks or its 'Post to job boards' says.
 */
export function jobsRoute(served: RouteLocale): APIRoute {
  return async (context) => {
    const { search, locale, defaultLocale, origin } = await feedRequest(context, served);
    const [{ vacancyFeed }, organisation] = await Promise.all([query(context.locals, VacancyFeedQuery, search), organisationOf(context.locals)]);
    return xmlResponse(indeedDocument({ vacancies: vacancyFeed, organisation, origin, urlOf: vacancyUrls(origin, locale, defaultLocale) }));
  };
}
