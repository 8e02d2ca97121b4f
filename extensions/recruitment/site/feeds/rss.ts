import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { loadSiteIdentity, localeHref, query, siteText } from '@blokwerk/site/extension';
import { VacancyFeedQuery } from '../feed-query';
import { countText } from '../texts';
import { searchHref } from '../vacancy-search';
import { feedRequest, type RouteLocale } from './route-locale';

/** The RSS feed of a locale's open vacancies for the overview's search and filters (same query string), newest first. */
export function rssRoute(served: RouteLocale): APIRoute {
  return async (context) => {
    const { search, locale, defaultLocale, overview, origin } = await feedRequest(context, served);
    const { vacancyFeed } = await query(context.locals, VacancyFeedQuery, search);
    const t = siteText(locale);
    const { siteName } = await loadSiteIdentity(context.locals, locale);
    return rss({
      title: t('recruitment.feed.title', { site: siteName }),
      description: countText(t, vacancyFeed.length, search.term),
      site: `${origin}${searchHref(overview, search)}`,
      items: vacancyFeed.map((vacancy) => ({
        title: vacancy.title,
        link: `${origin}${localeHref(locale, defaultLocale, vacancy.slug)}`,
        pubDate: new Date(`${vacancy.datePosted}T00:00:00Z`),
        description: `${vacancy.department} · ${vacancy.locality}`,
        content: vacancy.descriptionHtml,
        categories: [vacancy.department, vacancy.locality],
      })),
      customData: `<language>${locale}</language>`,
    });
  };
}
