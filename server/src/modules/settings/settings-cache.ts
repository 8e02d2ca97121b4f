import type { ContentEvents } from '../../events/content-events.js';
import { perEventStream } from '../../events/event-cleared-cache.js';
import { DomainError } from '../../errors.js';
import type { OperationContext } from '../../operations/define.js';
import { SETTINGS_ID } from './entities.js';
import type { SettingsView } from './views.js';

/**
 * The settings row, remembered per process (every public page read needs it) until a
 * `settings.updated` event of any process says otherwise (docs/architecture.md, "Content events and
 * caches"). While the event connection is down nothing is remembered,
 * since an update could go unheard.
 */
class SettingsCache {
  private current: Promise<SettingsView> | undefined;
  private listening = true;

  constructor(events: ContentEvents) {
    events.subscribe((event) => {
      if (event.type === 'settings.updated') this.forget();
    });
    events.onConnectionChange((listening) => {
      this.listening = listening;
      this.forget();
    });
  }

  forget(): void {
    this.current = undefined;
  }

  get(load: () => Promise<SettingsView>): Promise<SettingsView> {
    if (!this.listening) return load();
    if (!this.current) {
      const loading = load();
      this.current = loading;
      // A failed read is not remembered; a forget() meanwhile means a newer one is due anyway.
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
    }
    return this.current;
  }
}

const cacheOf = perEventStream((events) => new SettingsCache(events));

/**
 * The site-wide settings for reads. Read outside the caller's transaction (the cached answer is
 * shared by every request), so writes that validate against settings read the row themselves.
 */
export function cachedSettings(ctx: Pick<OperationContext, 'em' | 'services'>): Promise<SettingsView> {
  return cacheOf(ctx.services.events).get(async () => {
    const [row] = await ctx.em.getConnection().execute<SettingsView[]>(
      `select "available_locales" as "availableLocales", "default_locale" as "defaultLocale", "custom_slug_locales" as "customSlugLocales"
       from "settings" where "id" = ?`,
      [SETTINGS_ID],
    );
    if (!row) throw new DomainError('G_01');
    return row;
  });
}
