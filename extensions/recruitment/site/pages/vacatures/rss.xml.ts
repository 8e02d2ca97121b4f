import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { query } from '@blokwerk/site/lib/graphql';
import { SITE_NAME } from '@blokwerk/site/lib/site-identity';
import { loadSiteSettings } from '@blokwerk/site/lib/site-settings';
import { VacancyFeedQuery } from '../../feed-query';
import { countText, searchFromUrl, searchHref } from '../../vacancy-search';

/** /vacatures/rss.xml: the open vacancies of the overview's search and filters (same query string), newest first. */
export const GET: APIRoute = async ({ locals, url }) => {
  const settings = await loadSiteSettings(locals);
  const { page: _page, ...search } = searchFromUrl(url, settings.defaultLocale);
  const { vacancyFeed } = await query(locals, VacancyFeedQuery, search);
  const origin = locals.blokwerk.publicUrl.replace(/\/+$/, '');
  return rss({
    title: `Vacatures | ${SITE_NAME}`,
    description: countText(vacancyFeed.length, search.term),
    site: `${origin}${searchHref(search)}`,
    items: vacancyFeed.map((vacancy) => ({
      title: vacancy.title,
      link: `${origin}/${vacancy.slug}`,
      pubDate: new Date(`${vacancy.datePosted}T00:00:00Z`),
      description: `${vacancy.department} · ${vacancy.locality}`,
      content: vacancy.descriptionHtml,
      categories: [vacancy.department, vacancy.locality],
    })),
    customData: '<language>nl</language>',
  });
};
