import { route } from '../../http/rest.js';
import { listWebhookAttempts, listWebhookDeliveries, redeliverWebhook, sendWebhookTest } from './delivery-operations.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  listWebhookEvents,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './endpoint-operations.js';

/** The REST webhook calls: one route per operation. */
export const webhookRoutes = [
  route({ method: 'get', path: '/webhooks/events', operation: listWebhookEvents }),
  route({ method: 'get', path: '/webhooks', operation: listWebhookEndpoints }),
  route({ method: 'post', path: '/webhooks/create', operation: createWebhookEndpoint }),
  route({ method: 'post', path: '/webhooks/:id/update', operation: updateWebhookEndpoint }),
  route({ method: 'post', path: '/webhooks/:id/rotate-secret', operation: rotateWebhookSecret }),
  route({ method: 'post', path: '/webhooks/:id/delete', operation: deleteWebhookEndpoint }),
  route({ method: 'post', path: '/webhooks/:id/test', operation: sendWebhookTest }),
  route({ method: 'get', path: '/webhooks/:endpointId/deliveries', operation: listWebhookDeliveries }),
  route({ method: 'get', path: '/webhooks/deliveries/:id/attempts', operation: listWebhookAttempts }),
  route({ method: 'post', path: '/webhooks/deliveries/:id/redeliver', operation: redeliverWebhook }),
];
