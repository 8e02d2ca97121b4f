import type { RequestHandler } from 'express';
import { pageCacheKey } from './cache-key.js';
import type { PageCache } from './page-cache.js';

/** Whether If-None-Match names this ETag (a list, possibly weak validators, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers anonymous GET/HEAD of cached pages first thing, with the stored bytes and headers
 * (security headers included, as the render had them): no logging, session, GraphQL, Astro or
 * database. Everything else goes on to the full stack.
 */
export function cachedPages(cache: PageCache, isShuttingDown: () => boolean): RequestHandler {
  return (req, res, next) => {
    const key = pageCacheKey(req);
    const page = key === undefined ? undefined : cache.get(key);
    if (!page) {
      next();
      return;
    }
    if (isShuttingDown()) res.setHeader('Connection', 'close');
    if (matches(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, page.notModifiedHeaders).end();
      return;
    }
    res.writeHead(200, page.headers).end(req.method === 'HEAD' ? undefined : page.body);
  };
}
