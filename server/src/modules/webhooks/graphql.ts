import { derivedResolver, rootField } from '../../graphql/derive/resolver.js';
import { listWebhookAttempts, listWebhookDeliveries, redeliverWebhook, sendWebhookTest } from './delivery-operations.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  listWebhookEvents,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './endpoint-operations.js';

/** The webhooks' root fields; types and arguments derived from the operations' schemas (views.ts). */
export const WebhooksResolver = derivedResolver('Webhooks', {
  query: {
    webhookEvents: rootField(listWebhookEvents, { description: 'The events endpoints may subscribe to.', answers: 'items' }),
    webhookEndpoints: rootField(listWebhookEndpoints, { description: 'Every webhook endpoint (never its secret).', answers: 'items' }),
    webhookDeliveries: rootField(listWebhookDeliveries, "An endpoint's delivery log, newest first."),
    webhookAttempts: rootField(listWebhookAttempts, { description: 'Each attempt of a delivery, oldest first.', answers: 'items' }),
  },
  mutation: {
    createWebhookEndpoint: rootField(createWebhookEndpoint, 'A new endpoint; its secret is answered this once.'),
    updateWebhookEndpoint: rootField(updateWebhookEndpoint),
    rotateWebhookSecret: rootField(rotateWebhookSecret, 'A new signing secret, answered this once.'),
    deleteWebhookEndpoint: rootField(deleteWebhookEndpoint, 'The endpoint with its delivery log.'),
    redeliverWebhook: rootField(redeliverWebhook, 'The same delivery (id and body) queued again now.'),
    sendWebhookTest: rootField(sendWebhookTest, 'Queues a webhook.test delivery for the endpoint.'),
  },
});
