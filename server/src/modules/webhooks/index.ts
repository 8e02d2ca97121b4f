import type { FeatureModule } from '../module.js';
import { WebhookAttemptSchema, WebhookDeliverySchema, WebhookEndpointSchema } from './entities.js';
import { WebhooksResolver } from './graphql.js';
import { webhookRoutes } from './rest.js';
import { startWebhooks } from './runtime.js';

/** Signed webhooks (issue 36): endpoints, the outbox and its drainer, the delivery log. */
export const webhooksModule: FeatureModule = {
  name: 'webhooks',
  entities: [WebhookEndpointSchema, WebhookDeliverySchema, WebhookAttemptSchema],
  resolvers: [WebhooksResolver],
  routes: webhookRoutes,
  background: startWebhooks,
  // Deliveries of personal events carry applicants' data to endpoints marked for it.
  personalData: { tables: ['webhook_delivery', 'webhook_attempt'] },
};
