import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../http/session.js';

/**
 * Paths that can be a published page: slug characters only (no file extension, no `/-/`
 * preview, no query string, which pages may read and which would let anyone fill the cache).
 */
const PAGE_PATH = /^\/(?!-(?:\/|$))[\w%/-]*$/;
const NOT_SITE = /^\/(?:api|cmsadmin|healthz|readyz)(?:\/|$)/i;
const SESSION = `${SESSION_COOKIE}=`;

/** The key under which the page cache keeps (and answers) a request, or undefined. */
export type CacheKeyOf = (req: IncomingMessage) => string | undefined;

/** GET and HEAD by a visitor without a session (a signed-in editor always gets a fresh render). */
function cacheable(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie?.includes(SESSION);
}

/** The cache key of a page path (the path holds the locale), or undefined. */
function pageCacheKey(req: IncomingMessage): string | undefined {
  const url = req.url ?? '';
  return cacheable(req) && PAGE_PATH.test(url) && !NOT_SITE.test(url) ? url : undefined;
}

/**
 * Page paths, and the whole URL (its query string is the input) of the API's `shared` routes,
 * given as absolute paths (http/rest.ts, RouteSpec.shared): keys of the two never meet.
 */
export function cacheKeys(sharedPaths: ReadonlySet<string>): CacheKeyOf {
  return (req) => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    if (sharedPaths.has(query === -1 ? url : url.slice(0, query))) return cacheable(req) ? url : undefined;
    return pageCacheKey(req);
  };
}
