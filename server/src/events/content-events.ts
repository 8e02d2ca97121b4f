import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import type { Logger } from '../logger.js';

/** The PostgreSQL channel every Blokwerk process listens on. */
export const CONTENT_CHANNEL = 'blokwerk_content';

export const CONTENT_EVENT_TYPES = [
  'page.published',
  'page.unpublished',
  'page.publication-requested',
  'page.publication-accepted',
  'page.publication-rejected',
] as const;
export type ContentEventType = (typeof CONTENT_EVENT_TYPES)[number];

/** What changed, enough for a cache or a search index to act on without another query. */
export interface ContentEvent {
  type: ContentEventType;
  pageId: number;
  locale: string;
  slug: string;
  /** The version published, requested or reviewed; null when a page went offline. */
  versionId: number | null;
  at: string;
}

export type ContentEventListener = (event: ContentEvent) => void;

export interface ContentEvents {
  /** Every event of every process (this one included), after its transaction committed. */
  subscribe(listener: ContentEventListener): () => void;
  close(): Promise<void>;
}

/**
 * Queues an event in the caller's transaction. NOTIFY is transactional: listeners in every
 * process get it when the change commits, and never when it rolls back.
 */
export async function emitContentEvent(em: EntityManager, event: Omit<ContentEvent, 'at'>): Promise<void> {
  const payload = JSON.stringify({ ...event, at: new Date().toISOString() } satisfies ContentEvent);
  await em.getConnection().execute('select pg_notify(?, ?)', [CONTENT_CHANNEL, payload], 'run', em.getTransactionContext());
}

function parseEvent(payload: string | undefined): ContentEvent | undefined {
  try {
    const event = JSON.parse(payload ?? '') as Partial<ContentEvent>;
    return typeof event.pageId === 'number' && CONTENT_EVENT_TYPES.includes(event.type as ContentEventType) ? (event as ContentEvent) : undefined;
  } catch {
    return undefined;
  }
}

const RECONNECT_MS = 1000;

/**
 * One dedicated connection LISTENs on the channel and hands events to this process's
 * subscribers. A dropped connection is re-established (events sent meanwhile are missed;
 * subscribers that must not miss any reconcile from the tables).
 */
export async function listenForContentEvents(url: string, log: Logger): Promise<ContentEvents> {
  const listeners = new Set<ContentEventListener>();
  let client: Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'content event reconnect failed');
        if (!closed) reconnectLater();
      });
    }, RECONNECT_MS);
  };

  const replace = async (dead: Client) => {
    await dead.end().catch(() => undefined);
    reconnectLater();
  };

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      const event = parseEvent(message.payload);
      if (!event) return;
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error, event }, 'content event listener failed');
        }
      }
    });
    next.on('error', (error) => {
      if (closed) return;
      log.warn({ err: error }, 'content event connection lost; reconnecting');
      void replace(next);
    });
    await next.connect();
    await next.query(`listen ${CONTENT_CHANNEL}`);
    client = next;
  };
  await connect();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
