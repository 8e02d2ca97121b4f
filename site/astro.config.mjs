import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { blokwerkExtensions } from './src/extensions/integration.ts';

export default defineConfig({
  output: 'server',
  // A build with other extensions (the tests') goes where the server is told to serve it from;
  // inside site/, so the build's bare imports resolve as site/dist's do.
  outDir: process.env.BLOKWERK_SITE_DIST ?? './dist',
  // The express server owns the HTTP listener and mounts this build as a handler. Pages are
  // rendered to one string: the server sends them whole (and caches them) anyway, and
  // streaming's async iteration cost a tenth of an uncached render.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // The configured extensions' routes, page-type views and blocks (docs/extensions.md).
  // Islands render whole, without Suspense streaming: renderToString instead of React's web
  // streams, a large share of an uncached page's time otherwise. Only the islands' folder is
  // React's, so no other component is test-rendered to find out.
  integrations: [react({ experimentalDisableStreaming: true, include: ['**/components/*.tsx'] }), blokwerkExtensions()],
  // The server sends no CSP header for site paths: Astro's header with script and style hashes is the only one.
  security: {
    csp: {
      // Everything from this origin only; no plugins, no <base> or form posts elsewhere. The video
      // block's players (src/lib/video-embed.ts) are the only frames a page may hold.
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
      ],
    },
  },
  // No markdown is rendered; Shiki's inline styles would also be blocked by the CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    ssr: {
      // dist/server/entry.mjs resolves bare imports from site/, where the workspace root's
      // hoisted copies win (cookie 0.7 from express, picomatch 2); astro needs its own nested
      // cookie 2 and picomatch 4, so bundle those instead of importing them at run time.
      noExternal: ['cookie', 'picomatch'],
    },
  },
});
