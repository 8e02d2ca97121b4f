import type { APIRoute } from 'astro';
import { loadSiteSettings } from '../lib/site-settings';
import { publishedPageCount, routeEntries, siteOrigin, sitemapFiles, sitemapIndex, sitemapUrlset, xmlResponse } from '../lib/sitemap';

/** The extensions' declared routes and every published page, or an index of sitemap files once they exceed one file's limit. */
export const GET: APIRoute = async ({ locals }) => {
  const routes = await routeEntries(locals);
  const files = sitemapFiles(routes.length, await publishedPageCount(locals));
  if (files > 1) return xmlResponse(sitemapIndex(siteOrigin(locals), files));
  const { defaultLocale } = await loadSiteSettings(locals);
  return xmlResponse(sitemapUrlset(locals, defaultLocale, 0, routes));
};
