import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Logger } from '../logger.js';
import { EDITING_CHANNEL, parseEditingNotice, type EditingNotice } from './editing-notices.js';

/** The PostgreSQL channel every Blokwerk process listens on. */
export const CONTENT_CHANNEL = 'blokwerk_content';

export const CONTENT_EVENT_TYPES = [
  'page.published',
  'page.unpublished',
  'page.publication-requested',
  'page.publication-accepted',
  'page.publication-rejected',
  /** A new slug: the page's old path redirects now, and links to it may have been rewritten. */
  'page.slug-changed',
  'page.deleted',
] as const;
export type ContentEventType = (typeof CONTENT_EVENT_TYPES)[number];

/**
 * Changes that concern the whole site rather than one page; `media.changed`: a library file
 * was renamed, shared or unshared, or deleted (what visitors may fetch, and under which name);
 * `site.changed`: data an extension shows on the site changed (its own routes and views).
 */
export const SITE_EVENT_TYPES = ['settings.updated', 'menu.changed', 'media.changed', 'site.changed'] as const;
export type SiteEventType = (typeof SITE_EVENT_TYPES)[number];

/** What changed, enough for a cache or a search index to act on without another query. */
export interface PageEvent {
  type: ContentEventType;
  pageId: number;
  /** The page's translation group: its translations show links to it (cdn/tags.ts). */
  translationGroup: number;
  locale: string;
  slug: string;
  /** The version published, requested or reviewed; null when a page went offline. */
  versionId: number | null;
  at: string;
}

export interface SiteEvent {
  type: SiteEventType;
  /** Not about one page. */
  pageId: null;
  /** menu.changed: the locale whose menu changed (a CDN purges the pages of that locale only). */
  locale?: string;
  at: string;
}

export type ContentEvent = PageEvent | SiteEvent;

export type ContentEventListener = (event: ContentEvent) => void;

export interface ContentEvents {
  /**
   * Every event of every process, after its transaction committed. This process's own events
   * arrive before the operation answers, so whoever made a change reads it back right away
   * (the NOTIFY echo of them is ignored).
   */
  subscribe(listener: ContentEventListener): () => void;
  /** Tells this process's subscribers about an event it committed itself. */
  deliverOwn(event: ContentEvent): void;
  /** Marks the NOTIFY payloads of this process, whose echo deliverOwn() made redundant. */
  readonly origin: string;
  /**
   * Called with false when the LISTEN connection dropped (events may go missing from now on)
   * and with true once it is back (those sent in between were missed).
   */
  onConnectionChange(listener: (listening: boolean) => void): () => void;
  /**
   * Every process's notices for the editors at work (events/editing-notices.ts), this process's
   * own included, heard on the same connection. They are not content events: `subscribe` never
   * hears them, so no cache clears for them.
   */
  subscribeEditing(listener: (notice: EditingNotice) => void): () => void;
  close(): Promise<void>;
}

/** What emitting needs of an operation's context (operations/define.ts's OperationContext has it). */
export interface EmittingContext {
  readonly em: EntityManager;
  readonly services: { readonly events: ContentEvents };
  afterCommit(task: () => void): void;
}

/**
 * Queues an event in the operation's transaction. NOTIFY is transactional: listeners in every
 * other process get it when the change commits, and never when it rolls back; this process
 * hears it right after the commit, before the operation answers.
 */
export async function emitContentEvent(ctx: EmittingContext, change: Omit<PageEvent, 'at'> | Omit<SiteEvent, 'at'>): Promise<void> {
  const events = ctx.services.events;
  const event = { ...change, at: new Date().toISOString() } as ContentEvent;
  const { em } = ctx;
  await em
    .getConnection()
    .execute('select pg_notify(?, ?)', [CONTENT_CHANNEL, JSON.stringify({ ...event, origin: events.origin })], 'run', em.getTransactionContext());
  ctx.afterCommit(() => events.deliverOwn(event));
}

function parseEvent(payload: string | undefined, ownOrigin: string): ContentEvent | undefined {
  try {
    const { origin, ...event } = JSON.parse(payload ?? '') as { type?: string; pageId?: unknown; translationGroup?: unknown; origin?: unknown };
    if (origin === ownOrigin) return undefined;
    if (typeof event.pageId === 'number' && typeof event.translationGroup === 'number' && CONTENT_EVENT_TYPES.includes(event.type as ContentEventType))
      return event as PageEvent;
    if (event.pageId === null && SITE_EVENT_TYPES.includes(event.type as SiteEventType)) return event as SiteEvent;
    return undefined;
  } catch {
    return undefined;
  }
}

/**
 * After a lost connection the first retry comes soon (a blip), then each waits twice as long up
 * to RECONNECT_MAX_MS: a database that is down costs a connection attempt every few seconds,
 * and one that is back is heard again within that.
 */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 2000;

/** The database as the log names it: host, port and name, never the credentials. */
function databaseOf(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname || 'localhost'}:${port || '5432'}${pathname}`;
  } catch {
    return 'the database';
  }
}

/**
 * One dedicated connection LISTENs on the channel and hands events to this process's
 * subscribers. A dropped connection is re-established (events sent meanwhile are missed;
 * subscribers that must not miss any reconcile from the tables). An outage is logged twice:
 * once when the connection is lost and once when it is back, however many attempts it took.
 */
export async function listenForContentEvents(url: string, log: Logger): Promise<ContentEvents> {
  const listeners = new Set<ContentEventListener>();
  const connectionListeners = new Set<(listening: boolean) => void>();
  const editingListeners = new Set<(notice: EditingNotice) => void>();
  const database = databaseOf(url);
  let client: Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let lostAt = 0;
  let attempts = 0;
  const origin = randomUUID();
  const deliver = (event: ContentEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error, event }, 'content event listener failed');
      }
    }
  };
  const deliverEditing = (notice: EditingNotice) => {
    for (const listener of editingListeners) {
      try {
        listener(notice);
      } catch (error) {
        log.error({ err: error, notice }, 'editing notice listener failed');
      }
    }
  };

  const reconnect = async (delayMs: number) => {
    attempts++;
    try {
      await connect();
    } catch (error) {
      log.debug({ err: error, attempts }, 'content event reconnect failed');
      if (!closed) reconnectLater(Math.min(delayMs * 2, RECONNECT_MAX_MS));
      return;
    }
    if (closed) return;
    log.info({ database, downMs: Date.now() - lostAt, attempts }, 'content event connection restored');
    connectionChanged(true);
  };
  const reconnectLater = (delayMs: number) => {
    retry = setTimeout(() => void reconnect(delayMs), delayMs);
  };
  const connectionChanged = (listening: boolean) => {
    for (const listener of connectionListeners) {
      try {
        listener(listening);
      } catch (error) {
        log.error({ err: error }, 'content event connection listener failed');
      }
    }
  };

  const replace = async (dead: Client) => {
    client = undefined;
    lostAt = Date.now();
    attempts = 0;
    connectionChanged(false);
    await dead.end().catch(() => undefined);
    if (!closed) reconnectLater(RECONNECT_FIRST_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === EDITING_CHANNEL) {
        const notice = parseEditingNotice(message.payload);
        if (notice) deliverEditing(notice);
        return;
      }
      const event = parseEvent(message.payload, origin);
      if (event) deliver(event);
    });
    next.on('error', (error) => {
      // A connection lost may report more than one error (the server's, then the socket's end): one loss.
      if (closed || next !== client) return;
      log.warn({ err: error, database }, 'content event connection lost; reconnecting (logged again once it is back)');
      void replace(next);
    });
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_CHANNEL}; listen ${EDITING_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    // Closed while connecting: this connection must not outlive the process's stop.
    if (closed) await next.end().catch(() => undefined);
    else client = next;
  };
  await connect();

  return {
    origin,
    deliverOwn: deliver,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    subscribeEditing(listener) {
      editingListeners.add(listener);
      return () => editingListeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      connectionListeners.clear();
      editingListeners.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
