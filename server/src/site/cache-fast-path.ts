import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CacheKeyOf } from './cache-key.js';
import type { PageCache } from './page-cache.js';

/**
 * Answers anonymous GET/HEAD of a cached page with the stored bytes and headers (security
 * headers included, as the render had them) in the encoding the client prefers, at the Node
 * request listener, ahead of express: no routing, logging, session, GraphQL, Astro or
 * database. False: not cached, express goes on.
 */
export function answerFromCache(cache: PageCache, keyOf: CacheKeyOf, req: IncomingMessage, res: ServerResponse): boolean {
  const key = keyOf(req);
  const answer = key === undefined ? undefined : cache.get(key, req);
  if (!answer) return false;
  res.writeHead(answer.status, answer.head).end(req.method === 'HEAD' ? undefined : answer.body);
  return true;
}
