import type { APIContext } from 'astro';
import { loadSiteSettings } from '@blokwerk/site/extension';
import { overviewPath } from '../../server/vacancies/paths';
import { searchFromUrl } from '../vacancy-search';

/** Which locale a route of the overview serves: the site's default (at /vacatures…), or one named (/en/vacancies…). */
export type RouteLocale = 'default' | 'en';

/** A feed request as the overview would take it: the search, the locale's overview path and the site's origin. */
export async function feedRequest({ locals, url }: Pick<APIContext, 'locals' | 'url'>, served: RouteLocale) {
  const { defaultLocale } = await loadSiteSettings(locals);
  const locale = served === 'default' ? defaultLocale : served;
  const { page: _page, ...search } = searchFromUrl(url, locale);
  return { search, locale, defaultLocale, overview: overviewPath(locale, defaultLocale), origin: locals.blokwerk.publicUrl.replace(/\/+$/, '') };
}
