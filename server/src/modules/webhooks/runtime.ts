import type { Services } from '../../operations/define.js';
import type { BackgroundDeps, BackgroundTask } from '../module.js';
import { retention } from '../retention.js';
import { webhookDrainer, type WebhookDrainer } from './drainer.js';

// Keyed by the process's services, as media's runtime: two servers in one process (tests) never share a drainer.
const drainers = new WeakMap<Services, WebhookDrainer>();

/** Asks this process's drainer for a pass (after a commit that queued deliveries); nothing when webhooks are not started. */
export function kickDrainer(services: Services): void {
  drainers.get(services)?.kick();
}

/** The drainer, and the delivery log's pruning (BLOKWERK_WEBHOOK_LOG_DAYS; attempts go with their delivery). */
export function startWebhooks(deps: BackgroundDeps): BackgroundTask {
  const drainer = webhookDrainer({ orm: deps.orm, services: deps.services, log: deps.log, settings: deps.config.webhooks });
  drainers.set(deps.services, drainer);
  const pruning = retention(deps, [{ table: 'webhook_delivery', column: 'created_at', keepDays: deps.config.webhooks.logDays }]);
  return {
    async stop() {
      drainers.delete(deps.services);
      await Promise.all([drainer.stop(), pruning.stop()]);
    },
  };
}
