import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../http/session.js';

/**
 * Paths that can be a published page: slug characters only (no file extension, no `/-/`
 * preview, no query string, which pages may read and which would let anyone fill the cache).
 */
const PAGE_PATH = /^\/(?!-(?:\/|$))[\w%/-]*$/;
const NOT_SITE = /^\/(?:api|cmsadmin|healthz|readyz)(?:\/|$)/i;
const SESSION = `${SESSION_COOKIE}=`;

/**
 * The cache key of a request the page cache may answer, or undefined: GET and HEAD of a page
 * path by a visitor without a session (a signed-in editor always gets a fresh render).
 */
export function pageCacheKey(req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '';
  if (!PAGE_PATH.test(url) || NOT_SITE.test(url)) return undefined;
  if (req.headers.cookie?.includes(SESSION)) return undefined;
  return url;
}
