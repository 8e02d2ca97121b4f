import type { APIRoute } from 'astro';
import { loadSiteSettings } from '../lib/site-settings';
import { publishedPageCount, sitemapUrlset, URLS_PER_SITEMAP, xmlResponse } from '../lib/sitemap';

/** One file of the sitemap index (sitemap.xml names them once the pages exceed one file). */
export const GET: APIRoute = async ({ locals, params }) => {
  const file = /^[1-9]\d{0,4}$/.test(params.file ?? '') ? Number(params.file) : 0;
  if (file === 0 || (file - 1) * URLS_PER_SITEMAP >= (await publishedPageCount(locals))) return new Response('Not found', { status: 404 });
  const { defaultLocale } = await loadSiteSettings(locals);
  return xmlResponse(sitemapUrlset(locals, defaultLocale, file - 1));
};
