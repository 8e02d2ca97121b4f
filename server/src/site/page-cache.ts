import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { chooseEncoding, CODINGS, preferredEncoding, type Coding, type Encoding } from '../http/accept-encoding.js';
import { compress, MIN_COMPRESSED_BYTES } from '../http/compression-levels.js';
import type { ContentEvents } from '../events/content-events.js';
import { EventClearedCache } from '../events/event-cleared-cache.js';

/**
 * For a CDN in front: browsers always revalidate (max-age=0) and get a 304 for an unchanged
 * ETag; a shared cache keeps a page 10 s, so a publication reaches the edge within about that,
 * and meanwhile serves the stale copy while it revalidates in the background. The processes
 * themselves invalidate within a second (LISTEN/NOTIFY), so the 10 s are the edge's only lag.
 * While Blokwerk answers errors or not at all (stopped, its database down), the edge may go on
 * serving its copy for a day (RFC 5861 stale-if-error): a stale page beats none.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400';
/** With a purger (BLOKWERK_PURGER) the edge hears of every change by tag, so it may keep a page a day. */
export const PURGED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=86400, stale-while-revalidate=60, stale-if-error=86400';

/** Headers that belong to one response (a visitor's CSRF token included), never to a stored copy (the cache sets its own coding). */
const PER_RESPONSE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'x-request-id',
  'server-timing',
  'set-cookie',
  'x-csrf-token',
  'x-cache',
]);

/**
 * A hit's answer, built once as the page is stored: the status, the headers in writeHead's raw
 * form [name, value, …] (node:http writes them as they are, with no object to walk) and the body.
 */
export interface StoredAnswer {
  status: 200 | 304;
  /** Shared by every hit: never changed. */
  head: string[];
  /** Undefined for a 304. */
  body: Buffer | undefined;
}

/** One stored encoding of a page: what a hit answers with. */
export interface PageVariant {
  body: Buffer;
  /** Strong, and per encoding: a validator names exact bytes. */
  etag: string;
  /** Everything a hit answers with, ETag and Content-Length included. */
  ok: StoredAnswer;
  /** What a 304 repeats (RFC 9110 §15.4.5). */
  notModified: StoredAnswer;
}

export interface CachedPage {
  identity: PageVariant;
  /** The compressed variants, once computed (a page too small to gain has none). */
  encoded: Partial<Record<Coding, PageVariant>>;
  /** The codings in `encoded`. */
  codings: readonly Coding[];
}

/** Rough bytes of a variant's headers and bookkeeping, so that many small pages count too. */
const OVERHEAD_BYTES = 2048;

function sizeOf(page: CachedPage): number {
  return [page.identity, ...Object.values(page.encoded)].reduce((sum, stored) => sum + stored.body.length + OVERHEAD_BYTES, 0);
}

/** Headers in writeHead's raw form; a list value (Set-Cookie-like) as one pair per item. */
function rawHead(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) => {
    if (value === undefined) return [];
    return Array.isArray(value) ? value.flatMap((item) => [name, item]) : [name, String(value)];
  });
}

function variant(kept: OutgoingHttpHeaders, body: Buffer, etag: string, coding: Encoding): PageVariant {
  const cacheControl = kept['cache-control'] ?? PAGE_CACHE_CONTROL;
  const encoding = coding === 'identity' ? {} : { 'content-encoding': coding };
  return {
    body,
    etag,
    ok: { status: 200, head: rawHead({ ...kept, ...encoding, vary: 'Accept-Encoding', etag, 'content-length': body.length, 'x-cache': 'hit' }), body },
    notModified: { status: 304, head: rawHead({ etag, 'cache-control': cacheControl, vary: 'Accept-Encoding', 'x-cache': 'hit' }), body: undefined },
  };
}

/** Whether If-None-Match names this ETag (a list, possibly weak validators, or `*`). */
function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((listed) => listed.trim().replace(/^W\//, '') === etag);
}

export interface PageCacheOptions {
  /** Upper bound of the stored variants together (bodies and an estimate of their headers), in bytes. */
  maxBytes?: number;
  maxEntries?: number;
}

/**
 * Rendered HTML of published pages, per request path (the path holds the locale), kept plain
 * and, computed once as it enters, brotli- and gzip-compressed: a hit picks the client's
 * encoding and compresses nothing. Any content event of any process clears it all: a
 * publication, a slug change (links elsewhere name the slug), a deletion or a settings change
 * can alter many pages, and re-rendering the few hot ones is cheaper than knowing exactly which.
 */
export class PageCache {
  private readonly pages: EventClearedCache<CachedPage>;

  constructor(events: ContentEvents, options: PageCacheOptions = {}) {
    this.pages = new EventClearedCache<CachedPage>(events, {
      max: options.maxEntries ?? 5000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeOf,
      // A site whose database is away still serves the pages it holds (and 503 for the others).
      servesWhileDisconnected: true,
    });
  }

  /**
   * The stored answer for a request: a 304 when its If-None-Match names any variant (a client
   * holding any encoding of these bytes holds the current page: the 304 confirms its copy, with
   * its own ETag), else the variant in the encoding it prefers among those stored. A hit
   * allocates nothing here: the answers are built, and the usual Accept-Encoding values parsed,
   * once.
   */
  get(key: string, req: IncomingMessage): StoredAnswer | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const coding = page.codings.length === 0 ? 'identity' : page.codings.length === CODINGS.length ? preferredEncoding(req) : chooseEncoding(req, page.codings);
    const send = (coding === 'identity' ? undefined : page.encoded[coding]) ?? page.identity;
    const ifNoneMatch = req.headers['if-none-match'];
    const validated = ifNoneMatch ? [send, page.identity, ...Object.values(page.encoded)].find((stored) => namesEtag(ifNoneMatch, stored.etag)) : undefined;
    return validated?.notModified ?? send.ok;
  }

  /** The token to hand to store() for a render that starts now. */
  renderStarted(): number {
    return this.pages.started();
  }

  /**
   * Keeps a rendered page, unless content changed while it rendered: plain at once, then with
   * its compressed variants once they are computed (off the event loop), unless content
   * changed meanwhile.
   */
  store(key: string, renderedAt: number, headers: OutgoingHttpHeaders, body: Buffer): void {
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) kept[name] = value;
    }
    const identity = variant(kept, body, `"${hash}"`, 'identity');
    this.pages.set(key, renderedAt, { identity, encoded: {}, codings: [] });
    if (body.length < MIN_COMPRESSED_BYTES) return;
    void Promise.all(CODINGS.map(async (coding) => [coding, await compress(body, coding, true)] as const)).then(
      (compressed) => {
        const encoded: CachedPage['encoded'] = {};
        for (const [coding, bytes] of compressed) {
          if (bytes.length < body.length) encoded[coding] = variant(kept, bytes, `"${hash}-${coding}"`, coding);
        }
        this.pages.set(key, renderedAt, { identity, encoded, codings: CODINGS.filter((coding) => encoded[coding]) });
        return undefined;
      },
      () => undefined,
    );
  }

  close(): void {
    this.pages.close();
  }
}
