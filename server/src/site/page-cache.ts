import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { ContentEvents } from '../events/content-events.js';
import { EventClearedCache } from '../events/event-cleared-cache.js';

/**
 * For a CDN in front: browsers always revalidate (max-age=0) and get a 304 for an unchanged
 * ETag; a shared cache keeps a page 10 s, so a publication reaches the edge within about that,
 * and meanwhile serves the stale copy while it revalidates in the background. The processes
 * themselves invalidate within a second (LISTEN/NOTIFY), so the 10 s are the edge's only lag.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/** Headers that belong to one response, never to a stored copy. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id', 'server-timing', 'set-cookie', 'x-cache']);

export interface CachedPage {
  body: Buffer;
  etag: string;
  /** Everything a hit answers with, ETag and Content-Length included. */
  headers: OutgoingHttpHeaders;
  /** What a 304 repeats (RFC 9110 §15.4.5). */
  notModifiedHeaders: OutgoingHttpHeaders;
}

export interface PageCacheOptions {
  /** Upper bound of the stored bodies together, in bytes. */
  maxBytes?: number;
  maxEntries?: number;
}

/**
 * Rendered HTML of published pages, per request path (the path holds the locale). Any content
 * event of any process clears it all: a publication, a slug change (links elsewhere name the
 * slug), a deletion or a settings change can alter many pages, and re-rendering the few hot
 * ones is cheaper than knowing exactly which.
 */
export class PageCache {
  private readonly pages: EventClearedCache<CachedPage>;

  constructor(events: ContentEvents, options: PageCacheOptions = {}) {
    this.pages = new EventClearedCache<CachedPage>(events, {
      max: options.maxEntries ?? 5000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeOf: (page) => page.body.length,
    });
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** The token to hand to store() for a render that starts now. */
  renderStarted(): number {
    return this.pages.started();
  }

  /** Keeps a rendered page, unless content changed while it rendered. */
  store(key: string, renderedAt: number, headers: OutgoingHttpHeaders, body: Buffer): void {
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) kept[name] = value;
    }
    const cacheControl = kept['cache-control'] ?? PAGE_CACHE_CONTROL;
    this.pages.set(key, renderedAt, {
      body,
      etag,
      headers: { ...kept, etag, 'content-length': body.length, 'x-cache': 'hit' },
      notModifiedHeaders: { etag, 'cache-control': cacheControl, 'x-cache': 'hit' },
    });
  }

  close(): void {
    this.pages.close();
  }
}
