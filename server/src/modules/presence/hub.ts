import type { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { Logger } from '../../logger.js';
import type { Services } from '../../operations/define.js';
import { openEventStream, type EventStream } from './event-stream.js';
import { editingStates, keepPresent, MAX_TABS_PER_USER, type Tab } from './presence-rows.js';
import type { PageEditingState } from './views.js';

/**
 * How often the open streams are looked after: their tabs kept present, a keep-alive comment
 * sent, every watched page read again (expired tabs leave the lists, and a notice missed while
 * the LISTEN connection was down is made up for).
 */
const SWEEP_MS = 5_000;
/** Notices arriving this close together are answered with one read. */
const COALESCE_MS = 25;
/** A stream ends after this long and the browser reconnects: the session and the permission are checked again then. */
const STREAM_LIFETIME_MS = 5 * 60_000;

/** One open stream: a tab of the editor watching one page. */
interface Watcher extends Tab {
  pageId: number;
  stream: EventStream;
  openedAt: number;
  /** The presence list last sent, as JSON. */
  sentEditors: string;
  /** The head revision last told of. */
  knownRevision: number;
}

export interface PresenceHubDeps {
  orm: MikroORM;
  services: Services;
  log: Logger;
}

/**
 * This process's editor streams, fed by the notices of every process (events/editing-notices.ts)
 * through the one LISTEN connection: each notice is one read of the page's state, however many
 * watch it, and each watcher is sent what changed for it. Streams end when the process begins
 * to shut down, so the drain never waits for them.
 */
export class PresenceHub {
  private readonly watchers = new Set<Watcher>();
  private readonly pending = new Set<number>();
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing = false;
  private readonly sweepTimer: NodeJS.Timeout;
  private readonly stopListening: (() => void)[];
  private stopped = false;

  constructor(private readonly deps: PresenceHubDeps) {
    const { events, stopping } = deps.services;
    this.stopListening = [
      events.subscribeEditing((notice) => this.refresh([notice.pageId])),
      // Back after an outage: what was missed meanwhile is read again.
      events.onConnectionChange((listening) => {
        if (listening) this.refresh(this.watchedPages());
      }),
    ];
    const stop = () => this.close();
    stopping.addEventListener('abort', stop, { once: true });
    this.stopListening.push(() => stopping.removeEventListener('abort', stop));
    this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_MS).unref();
  }

  /** Answers `res` with a stream of the page's editing state for `tab`, starting from `state`. */
  watch(res: Response, tab: Tab, state: PageEditingState): void {
    for (const other of this.watchers) {
      // A reconnect of the same tab replaces its old stream.
      if (other.userId === tab.userId && other.tabId === tab.tabId) other.stream.end();
    }
    const own = [...this.watchers].filter((other) => other.userId === tab.userId && other.stream.open);
    // Oldest first (insertion order): one user's streams in this process stay bounded.
    for (const other of own.slice(0, Math.max(0, own.length - MAX_TABS_PER_USER + 1))) other.stream.end();
    const watcher: Watcher = {
      ...tab,
      pageId: state.pageID,
      openedAt: Date.now(),
      sentEditors: '',
      knownRevision: 0,
      stream: openEventStream(res, () => this.watchers.delete(watcher)),
    };
    if (this.stopped) {
      watcher.stream.end();
      return;
    }
    this.watchers.add(watcher);
    this.push(watcher, state);
  }

  close(): void {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    clearTimeout(this.flushTimer);
    for (const stop of this.stopListening) stop();
    for (const watcher of this.watchers) watcher.stream.end();
    this.watchers.clear();
  }

  private watchedPages(): number[] {
    return [...new Set([...this.watchers].map((watcher) => watcher.pageId))];
  }

  /** Reads these pages' states again soon (those watched here), in one statement with any others due. */
  private refresh(pageIds: readonly number[]): void {
    const watched = new Set(this.watchedPages());
    for (const pageId of pageIds) if (watched.has(pageId)) this.pending.add(pageId);
    if (this.pending.size === 0 || this.flushing || this.flushTimer || this.stopped) return;
    this.flushTimer = setTimeout(() => void this.flush(), COALESCE_MS);
  }

  private async flush(): Promise<void> {
    this.flushTimer = undefined;
    this.flushing = true;
    const pageIds = [...this.pending];
    this.pending.clear();
    try {
      const states = await editingStates(this.deps.orm.em.fork(), pageIds);
      for (const watcher of this.watchers) {
        if (!pageIds.includes(watcher.pageId)) continue;
        const state = states.get(watcher.pageId);
        // The page was deleted: the stream ends, and the browser's reconnect is told so (PM_01).
        if (state) this.push(watcher, state);
        else watcher.stream.end();
      }
    } catch (error) {
      this.deps.log.warn({ err: error }, 'reading the editors of pages failed');
    } finally {
      this.flushing = false;
      this.refresh([]);
    }
  }

  /** Sends `watcher` what changed for it: the others present, and a head stored by someone else. */
  private push(watcher: Watcher, state: PageEditingState): void {
    const editors = state.editors.filter((editor) => editor.userID !== watcher.userId);
    const json = JSON.stringify(editors);
    if (json !== watcher.sentEditors) {
      watcher.sentEditors = json;
      watcher.stream.send('presence', { editors });
    }
    if (state.head.revision > watcher.knownRevision) {
      watcher.knownRevision = state.head.revision;
      // Their own stores the editor knows of already.
      if (state.head.storedBy?.id !== watcher.userId) watcher.stream.send('stored', state.head);
    }
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const watcher of this.watchers) {
      if (now - watcher.openedAt > STREAM_LIFETIME_MS) watcher.stream.end();
      else watcher.stream.keepAlive();
    }
    if (this.watchers.size === 0) return;
    try {
      await keepPresent(this.deps.orm.em.fork(), [...this.watchers]);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'keeping the watching tabs present failed');
    }
    this.refresh(this.watchedPages());
  }
}

const hubs = new WeakMap<Services, PresenceHub>();

/** Starts this server's hub (the module's background task); streams find it through their request's services. */
export function startPresenceHub(deps: PresenceHubDeps): PresenceHub {
  const hub = new PresenceHub(deps);
  hubs.set(deps.services, hub);
  return hub;
}

export function presenceHubOf(services: Services): PresenceHub {
  const hub = hubs.get(services);
  if (!hub) throw new Error('the presence hub is not running');
  return hub;
}
