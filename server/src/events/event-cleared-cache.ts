import { LRUCache } from 'lru-cache';
import type { ContentEvents } from './content-events.js';

/**
 * A process-local LRU of things derived from content (rendered pages, who may fetch which
 * file) that any content event of any process clears whole. While the LISTEN connection is
 * down it stands aside, since events could go missing; one that `servesWhileDisconnected`
 * keeps answering with what it holds (storing nothing new) and is cleared once the connection
 * is back.
 */
export class EventClearedCache<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V>;
  /** Bumped by every clear: a value read before one must not be stored after it. */
  private generation = 0;
  private listening = true;
  private readonly unsubscribe: (() => void)[];
  private readonly servesWhileDisconnected: boolean;

  /**
   * `servesWhileDisconnected`: for published pages, better stale for as long as the connection
   * is down than not served at all while the database is away; what decides access (who may
   * fetch which file) must stand aside instead.
   */
  constructor(events: ContentEvents, options: { max: number; maxSize?: number; sizeOf?: (value: V) => number; servesWhileDisconnected?: boolean }) {
    this.servesWhileDisconnected = options.servesWhileDisconnected ?? false;
    this.entries = new LRUCache<string, V>(
      options.maxSize
        ? { max: options.max, maxSize: options.maxSize, sizeCalculation: (value) => Math.max(1, options.sizeOf?.(value) ?? 1) }
        : { max: options.max },
    );
    this.unsubscribe = [
      events.subscribe(() => this.clear()),
      events.onConnectionChange((listening) => {
        this.listening = listening;
        if (listening || !this.servesWhileDisconnected) this.clear();
      }),
    ];
  }

  get(key: string): V | undefined {
    return this.listening || this.servesWhileDisconnected ? this.entries.get(key) : undefined;
  }

  /** The token to hand to set() for a value whose reading starts now. */
  started(): number {
    return this.generation;
  }

  /** Keeps a value, unless content changed since its reading started. */
  set(key: string, startedAt: number, value: V): void {
    if (startedAt === this.generation && this.listening) this.entries.set(key, value);
  }

  /** The cached value, or `load()`'s (kept when there is one). */
  async fetch(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const startedAt = this.started();
    const value = await load();
    if (value !== undefined) this.set(key, startedAt, value);
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
    this.entries.clear();
  }
}

/**
 * A read whose answer is the same for every caller until content changes (settings a page
 * shows, say), remembered per process until the next content event of any process: after the
 * first render, the next ones skip the statement. The answer is shared, so a caller never
 * changes it; the change that makes it stale must emit an event (`site.changed` at least).
 */
export function rememberedRead<C extends { readonly services: { readonly events: ContentEvents } }, T extends NonNullable<unknown>>(
  read: (ctx: C) => Promise<T>,
): (ctx: C) => Promise<T> {
  const rememberedIn = perEventStream((events) => new EventClearedCache<T>(events, { max: 1 }));
  return async (ctx) => {
    const remembered = rememberedIn(ctx.services.events);
    const hit = remembered.get('');
    if (hit !== undefined) return hit;
    const startedAt = remembered.started();
    const value = await read(ctx);
    remembered.set('', startedAt, value);
    return value;
  };
}

/**
 * `make`'s value once per process event stream: what each server keeps beside its events
 * (several servers may share one Node process in tests, and must not share caches).
 */
export function perEventStream<T extends object>(make: (events: ContentEvents) => T): (events: ContentEvents) => T {
  const made = new WeakMap<ContentEvents, T>();
  return (events) => {
    let value = made.get(events);
    if (!value) {
      value = make(events);
      made.set(events, value);
    }
    return value;
  };
}
