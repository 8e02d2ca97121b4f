import type { Purger } from '../config.js';
import type { ContentEvents } from '../events/content-events.js';
import type { Logger } from '../logger.js';
import { staleTags } from './tags.js';

const PURGE_TIMEOUT_MS = 5000;

export interface RunningPurger {
  /** Stops listening and waits for the purges under way. */
  close(): Promise<void>;
}

/** Carries BLOKWERK_PURGE_SECRET: the recipe's ACL alone trusts anyone a proxy on the same host lets in. */
export const PURGE_SECRET_HEADER = 'Blokwerk-Purge-Secret';

type Send = (url: string, tags: readonly string[], secret: Record<string, string>) => Promise<Response>;

const SENDERS: Record<Exclude<Purger['kind'], 'none'>, Send> = {
  // docs/varnish/blokwerk.vcl answers PURGE with xkey.purge() of the listed keys.
  varnish: (url, tags, secret) =>
    fetch(url, { method: 'PURGE', headers: { 'xkey-purge': tags.join(' '), ...secret }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) }),
  // A CDN's purge API behind a small adapter of the operator's: the tags as JSON.
  http: (url, tags, secret) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    }),
};

/**
 * Tells the CDN in front which cache tags each content event made stale. Every process purges
 * on every event it hears, its own and (through NOTIFY) the others': each purge then follows
 * that process's own page cache clearing, so the edge cannot re-fetch a stale copy from a
 * process that has not heard of the change yet and keep it.
 */
export function startPurger(purger: Purger, events: ContentEvents, log: Logger): RunningPurger {
  if (purger.kind === 'none') return { close: async () => undefined };
  const send = SENDERS[purger.kind];
  const secret: Record<string, string> = purger.secret ? { [PURGE_SECRET_HEADER]: purger.secret } : {};
  const pending = new Set<Promise<void>>();
  const unsubscribe = events.subscribe((event) => {
    const tags = staleTags(event);
    for (const url of purger.urls) {
      const purge = (async () => {
        try {
          const res = await send(url, tags, secret);
          await res.body?.cancel();
          if (!res.ok) log.warn({ url, status: res.status, tags }, 'cache purge refused');
        } catch (error) {
          log.warn({ err: error, url, tags }, 'cache purge failed');
        }
      })().finally(() => pending.delete(purge));
      pending.add(purge);
    }
  });
  return {
    async close() {
      unsubscribe();
      await Promise.allSettled(pending);
    },
  };
}
