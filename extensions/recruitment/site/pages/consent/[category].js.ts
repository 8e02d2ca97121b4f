import type { APIRoute } from 'astro';

/**
 * The demo's scripts of the cookie categories, same-origin as the site's CSP demands
 * (consent/ConsentBanner.astro marks them; they run only once the visitor consents). Harmless
 * stand-ins for an analytics and a marketing tag, which show that they ran.
 */
const SCRIPTS: Readonly<Record<string, string>> = {
  statistics: "window.blokwerkStatistics = true;\ndocument.cookie = 'demo_statistics=1; path=/; SameSite=Lax';\n",
  marketing: "document.documentElement.dataset.marketing = 'on';\n",
};

/** /consent/statistics.js, /consent/marketing.js */
export const GET: APIRoute = ({ params }) => {
  const script = Object.hasOwn(SCRIPTS, params.category ?? '') ? SCRIPTS[params.category ?? ''] : undefined;
  if (script === undefined) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
