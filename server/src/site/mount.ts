import express, { Router, type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDistDir } from '../paths.js';

interface AstroEntry {
  handler: RequestHandler;
}

/** The Astro SSR site (@astrojs/node in middleware mode) for every path the API and admin leave. */
export async function siteRouter(distDir: string = siteDistDir): Promise<Router> {
  const router = Router();
  const entry = path.join(distDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) {
    router.use((_req, res) => {
      res.status(503).type('text/plain').send('The site has not been built yet: run `npm run build`.');
    });
    return router;
  }
  router.use('/_astro', express.static(path.join(distDir, 'client', '_astro'), { immutable: true, maxAge: '1y' }));
  router.use(express.static(path.join(distDir, 'client'), { index: false, maxAge: '1h' }));
  const { handler } = (await import(pathToFileURL(entry).href)) as AstroEntry;
  router.use(handler);
  return router;
}
