import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';
import { applyHeaders, chunkBytes } from '../http/response-headers.js';
import type { CacheKeyOf } from './cache-key.js';
import type { Mirror } from './mirror/mirror.js';
import { renderTags } from './mirror/render-tags.js';
import type { PageCache } from './page-cache.js';

/** Bigger renders are served but not kept. */
const MAX_CACHED_BYTES = 2 * 1024 * 1024;

/**
 * A render others may share: a 200 that sets no cookie, an HTML page that does not opt out, or
 * JSON its producer declared public (a shared API route's, http/shared-answer.ts).
 */
function shareable(res: ServerResponse): boolean {
  const type = String(res.getHeader('content-type') ?? '');
  const control = String(res.getHeader('cache-control') ?? '');
  const kind = type.startsWith('text/html') ? !/no-store|no-cache|private/i.test(control) : type.startsWith('application/json') && /\bpublic\b/i.test(control);
  return res.statusCode === 200 && !res.hasHeader('set-cookie') && kind;
}

/**
 * Copies the response as it streams out (not held back), at the Node response: writeHead,
 * write and end, the way compression middleware hooks in (Node's implicit headers go through
 * writeHead too). Returns the copy once finished, when the response turned out shareable.
 */
function copyOf(res: ServerResponse, cacheControl: string, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let keep = false;
  // Collected before it is known whether they will be kept: end(body) without writeHead (express's
  // send) writes the headers only inside Node's end, after this copy has seen the body.
  const tooBig = () => bytes > MAX_CACHED_BYTES;
  const collect = (chunk: unknown, encoding: unknown) => {
    const data = tooBig() ? undefined : chunkBytes(chunk, encoding);
    if (!data) return;
    bytes += data.length;
    if (tooBig()) chunks.length = 0;
    else chunks.push(data);
  };

  const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    applyHeaders(res, message === undefined ? rest[0] : rest[1]);
    keep = shareable(res);
    if (keep) {
      if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', cacheControl);
      res.setHeader('X-Cache', 'miss');
    }
    return writeHead(status, message);
  }) as ServerResponse['writeHead'];

  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];

  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];

  res.on('finish', () => {
    if (keep && !tooBig()) done(Buffer.concat(chunks));
  });
}

/**
 * Fills the page cache from the site's own renders (and shared API answers) of requests the
 * cache could answer. Shareable renders (see above) go out with the CDN Cache-Control and are
 * kept, unless content changed while they rendered; and with a static mirror, written there too.
 */
export function capturePages(cache: PageCache, cacheControl: string, keyOf: CacheKeyOf, mirror?: Mirror): RequestHandler {
  return (req, res, next) => {
    const key = req.method === 'GET' ? keyOf(req) : undefined;
    if (key !== undefined) {
      const renderedAt = cache.renderStarted();
      const mirroredAt = mirror?.renderStarted();
      copyOf(res, cacheControl, (body) => {
        cache.store(key, renderedAt, res.getHeaders(), body);
        if (mirroredAt !== undefined) mirror?.keep(key, mirroredAt, res.getHeaders(), body, renderTags(res)?.values());
      });
    }
    next();
  };
}
