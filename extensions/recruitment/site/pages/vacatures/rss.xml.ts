import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { query } from '@blokwerk/site/lib/graphql';
import { loadSiteIdentity } from '@blokwerk/site/lib/site-identity';
import { loadSiteSettings } from '@blokwerk/site/lib/site-settings';
import { siteText } from '@blokwerk/site/i18n/site-text';
import { VacancyFeedQuery } from '../../feed-query';
import { countText } from '../../texts';
import { searchFromUrl, searchHref } from '../../vacancy-search';

/** /vacatures/rss.xml: the open vacancies of the overview's search and filters (same query string), newest first. */
export const GET: APIRoute = async ({ locals, url }) => {
  const settings = await loadSiteSettings(locals);
  const { page: _page, ...search } = searchFromUrl(url, settings.defaultLocale);
  const { vacancyFeed } = await query(locals, VacancyFeedQuery, search);
  const origin = locals.blokwerk.publicUrl.replace(/\/+$/, '');
  const t = siteText(search.locale);
  const { siteName } = await loadSiteIdentity(locals, search.locale);
  return rss({
    title: t('recruitment.feed.title', { site: siteName }),
    description: countText(t, vacancyFeed.length, search.term),
    site: `${origin}${searchHref(search)}`,
    items: vacancyFeed.map((vacancy) => ({
      title: vacancy.title,
      link: `${origin}/${vacancy.slug}`,
      pubDate: new Date(`${vacancy.datePosted}T00:00:00Z`),
      description: `${vacancy.department} · ${vacancy.locality}`,
      content: vacancy.descriptionHtml,
      categories: [vacancy.department, vacancy.locality],
    })),
    customData: `<language>${search.locale}</language>`,
  });
};
