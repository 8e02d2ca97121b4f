import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/sitemap';

/** Everything but the admin and the draft preview may be crawled; the sitemap lists the pages. */
export const GET: APIRoute = ({ locals }) => {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /cmsadmin', 'Disallow: /-/', '', `Sitemap: ${siteOrigin(locals)}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
