import { emitContentEvent, type BackgroundDeps, type BackgroundTask } from '@blokwerk/server/extension';
import { today } from '../shared/dates.js';

/**
 * Cached pages change only on content events, never with the clock. The agenda and the
 * upcoming-events block leave out events that are over, so when the date turns this emits
 * `site.changed`: every process clears its cached pages, and a CDN in front purges them.
 */
export function dayTurn(deps: BackgroundDeps): BackgroundTask {
  let day = today();
  const timer = setInterval(() => {
    if (today() === day) return;
    day = today();
    // Outside an operation: the notice is sent at once (no transaction to wait for).
    const ctx = { em: deps.orm.em.fork(), services: deps.services, afterCommit: (task: () => void) => task() };
    emitContentEvent(ctx, { type: 'site.changed', pageId: null }).catch((error: unknown) =>
      deps.log.error({ err: error }, 'events: the new day was not announced'),
    );
  }, 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
    },
  };
}
