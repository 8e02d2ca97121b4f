import type { APIRoute } from 'astro';
import { loadSiteSettings } from '../lib/site-settings';
import { publishedPageCount, siteOrigin, sitemapIndex, sitemapUrlset, URLS_PER_SITEMAP, xmlResponse } from '../lib/sitemap';

/** Every published page, or an index of sitemap files once they exceed one file's limit. */
export const GET: APIRoute = async ({ locals }) => {
  const count = await publishedPageCount(locals);
  if (count > URLS_PER_SITEMAP) return xmlResponse(sitemapIndex(siteOrigin(locals), Math.ceil(count / URLS_PER_SITEMAP)));
  const { defaultLocale } = await loadSiteSettings(locals);
  return xmlResponse(sitemapUrlset(locals, defaultLocale, 0));
};
