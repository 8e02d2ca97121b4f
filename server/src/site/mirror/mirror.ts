import type { OutgoingHttpHeaders } from 'node:http';
import { chmod } from 'node:fs/promises';
import type { Coding } from '../../http/accept-encoding.js';
import { compress, MIN_COMPRESSED_BYTES } from '../../http/compression-levels.js';
import { staleTags } from '../../cdn/tags.js';
import type { ContentEvents } from '../../events/content-events.js';
import type { Logger } from '../../logger.js';
import { unavailableFile } from '../../http/unavailable-page.js';
import { withCspMeta } from './csp-meta.js';
import { FOLDER_MODE, makeFolder, writeAtomically } from './files.js';
import { isMirroredKey, MirrorLayout } from './layout.js';
import { MirrorStore } from './store.js';
import { Warmer } from './warmer.js';

/**
 * Headers a mirrored page may have: those docs/nginx/blokwerk.conf sends for every page (or
 * their equivalent: the CSP as a meta element), and those that belong to one response. A page
 * with any other (a Content-Language, an X-Robots-Tag, a Link) is left to Blokwerk. The
 * content-encoding is the wire's: the copy is of the plain body (cache-capture.ts).
 */
const REPRODUCED_HEADERS = new Set([
  'content-type',
  'content-length',
  'cache-control',
  'content-security-policy',
  'vary',
  'etag',
  'last-modified',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'x-request-id',
  'server-timing',
  'x-cache',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

export interface Mirror {
  /** The token to hand to keep() for a render that starts now. */
  renderStarted(): number;
  /** Mirrors a captured render (a shareable 200 of `key`), if it is a page the recipe can serve as it is. */
  keep(key: string, renderedAt: number, headers: OutgoingHttpHeaders, body: Buffer, tags: readonly string[] | undefined): void;
  /** Once the server listens at `origin`: takes part in electing the host's warmer. */
  startWarming(origin: string): void;
  close(): Promise<void>;
}

/**
 * Whether nginx's constant headers can stand for these: HTML that varies by nothing but the
 * encoding, every header known (CDN tag headers are dropped).
 */
function reproducible(headers: OutgoingHttpHeaders, tagHeaders: ReadonlySet<string>): boolean {
  return (
    /^text\/html\b/i.test(String(headers['content-type'] ?? '')) &&
    /^\s*(?:accept-encoding)?\s*$/i.test(String(headers.vary ?? '')) &&
    Object.keys(headers).every((name) => REPRODUCED_HEADERS.has(name) || tagHeaders.has(name))
  );
}

async function variant(body: Buffer, coding: Coding): Promise<Buffer | undefined> {
  if (body.length < MIN_COMPRESSED_BYTES) return undefined;
  const bytes = await compress(body, coding, true);
  return bytes.length < body.length ? bytes : undefined;
}

/**
 * The host's static mirror of published pages (BLOKWERK_MIRROR_DIR) that nginx serves
 * (docs/nginx/blokwerk.conf): written from this process's renders, emptied of what each
 * content event makes stale, kept full by the host's warmer.
 */
export async function openMirror(dir: string, events: ContentEvents, log: Logger, tagHeaders: readonly string[]): Promise<Mirror> {
  const layout = new MirrorLayout(dir);
  await makeFolder(dir);
  await chmod(dir, FOLDER_MODE);
  await writeAtomically(layout.unavailable, unavailableFile('page'));
  await writeAtomically(layout.unavailableForm, unavailableFile('form'));
  const store = new MirrorStore(layout);
  const warmer = new Warmer(layout, store, log);
  const notWritten = (error: unknown) => log.warn({ err: error, mirror: dir }, 'mirror: could not write a page (Blokwerk serves it)');
  // nginx goes on serving what could not be removed: someone must see this.
  const notRemoved = (error: unknown) => log.error({ err: error, mirror: dir }, 'mirror: could not remove stale pages (nginx may serve them)');
  const unsubscribe = [
    events.subscribe((event) => {
      store.invalidateRenders();
      store.removeTagged(staleTags(event)).then((keys) => warmer.removed(keys), notRemoved);
    }),
    events.onConnectionChange((listening) => {
      store.invalidateRenders(listening);
      // Back after a gap: events may have been missed. While it lasts, the mirror serves what it has.
      if (listening) store.removeAll().then((keys) => warmer.removed(keys), notRemoved);
    }),
  ];
  const tagHeaderNames = new Set(tagHeaders.map((name) => name.toLowerCase()));
  return {
    renderStarted: () => store.renderStarted(),
    keep(key, renderedAt, headers, body, tags) {
      if (!tags || !isMirroredKey(key) || !reproducible(headers, tagHeaderNames)) return;
      const policy = headers['content-security-policy'];
      const html = policy === undefined ? body : withCspMeta(body, String(policy));
      if (!html) return;
      void Promise.all([variant(html, 'br'), variant(html, 'gzip')])
        .then(([br, gz]) => store.write(key, renderedAt, { html, br, gz, tags }))
        .catch(notWritten);
    },
    startWarming: (origin) => warmer.start(origin),
    async close() {
      for (const stop of unsubscribe) stop();
      await warmer.close();
    },
  };
}
