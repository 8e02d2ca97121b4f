import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageCacheKey } from './cache-key.js';
import type { PageCache } from './page-cache.js';

/** Whether If-None-Match names this ETag (a list, possibly weak validators, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers anonymous GET/HEAD of a cached page with the stored bytes and headers (security
 * headers included, as the render had them) in the encoding the client prefers, at the Node request listener, ahead of express:
 * no routing, logging, session, GraphQL, Astro or database. False: not cached, express goes on.
 */
export function answerFromCache(cache: PageCache, isShuttingDown: () => boolean, req: IncomingMessage, res: ServerResponse): boolean {
  const key = pageCacheKey(req);
  const page = key === undefined ? undefined : cache.get(key, req);
  if (!page) return false;
  if (isShuttingDown()) res.setHeader('Connection', 'close');
  if (matches(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, page.notModifiedHeaders).end();
  } else {
    res.writeHead(200, page.headers).end(req.method === 'HEAD' ? undefined : page.body);
  }
  return true;
}
