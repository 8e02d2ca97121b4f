import type { APIRoute } from 'astro';
import { loadSiteSettings } from '../lib/site-settings';
import { publishedPageCount, routeEntries, sitemapFiles, sitemapUrlset, xmlResponse } from '../lib/sitemap';

/** One file of the sitemap index (sitemap.xml names them once the routes and pages exceed one file). */
export const GET: APIRoute = async ({ locals, params }) => {
  const file = /^[1-9]\d{0,4}$/.test(params.file ?? '') ? Number(params.file) : 0;
  const routes = await routeEntries(locals);
  if (file === 0 || file > sitemapFiles(routes.length, await publishedPageCount(locals))) return new Response('Not found', { status: 404 });
  const { defaultLocale } = await loadSiteSettings(locals);
  return xmlResponse(sitemapUrlset(locals, defaultLocale, file - 1, routes));
};
