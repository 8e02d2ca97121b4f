import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { shownAs } from '../../operations/contract.js';
import { recordId } from '../../operations/fields.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../operations/pagination.js';
import { queueDelivery } from './emit.js';
import { DELIVERY_STATUSES, WebhookAttempt, WebhookDelivery } from './entities.js';
import { findEndpoint } from './endpoint-operations.js';
import { TEST_EVENT } from './events.js';
import { kickDrainer } from './runtime.js';
import {
  attemptView,
  deliveryView,
  webhookAttemptView,
  webhookDeliveryListView,
  webhookDeliveryView,
  type WebhookAttemptView,
  type WebhookDeliveryList,
  type WebhookDeliveryView,
} from './views.js';

const access = { permission: 'manage-webhooks' } as const;
const deliveryId = z.uuid().describe('The delivery id.');

async function findDelivery(ctx: OperationContext, id: string): Promise<WebhookDelivery> {
  const delivery = await ctx.em.findOne(WebhookDelivery, id, { refresh: true });
  if (!delivery) throw new DomainError('PM_01', 'id', 404);
  return delivery;
}

/** The drainer picks it up as soon as the transaction commits. */
function sendSoon(ctx: OperationContext): void {
  ctx.afterCommit(() => kickDrainer(ctx.services));
}

/** GET webhooks/{endpointId}/deliveries: an endpoint's delivery log, newest first. */
export const listWebhookDeliveries = defineOperation({
  name: 'webhooks.deliveries',
  access,
  kind: 'read',
  input: z.object({
    endpointId: recordId,
    status: shownAs('String', z.enum(DELIVERY_STATUSES)).optional().describe('pending, delivered or failed; all without it.'),
    pageIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  }),
  output: webhookDeliveryListView,
  async run(ctx, input): Promise<WebhookDeliveryList> {
    const where = { endpoint: input.endpointId, ...(input.status ? { status: input.status } : {}) };
    const [items, totalItems] = await ctx.em.findAndCount(WebhookDelivery, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: input.pageSize,
      offset: input.pageIndex * input.pageSize,
    });
    return { items: items.map(deliveryView), totalItems };
  },
});

/** GET webhooks/deliveries/{id}/attempts: each attempt of a delivery, oldest first. */
export const listWebhookAttempts = defineOperation({
  name: 'webhooks.attempts',
  access,
  kind: 'read',
  input: z.object({ id: deliveryId }),
  output: z.object({ items: z.array(webhookAttemptView) }),
  async run(ctx, input): Promise<{ items: WebhookAttemptView[] }> {
    const attempts = await ctx.em.find(WebhookAttempt, { delivery: input.id }, { orderBy: { at: 'asc', id: 'asc' } });
    return { items: attempts.map(attemptView) };
  },
});

/**
 * POST webhooks/deliveries/{id}/redeliver: the same delivery (id and body, so a receiver that
 * has it already recognises it) queued again now, with a fresh round of retries.
 */
export const redeliverWebhook = defineOperation({
  name: 'webhooks.redeliver',
  access,
  kind: 'write',
  input: z.object({ id: deliveryId }),
  output: webhookDeliveryView,
  audit: { action: 'webhooks.delivery.redeliver', target: (input) => ({ type: 'webhook-delivery', id: input.id }) },
  async run(ctx, input): Promise<WebhookDeliveryView> {
    await findDelivery(ctx, input.id);
    await ctx.em.execute(`update "webhook_delivery" set "status" = 'pending', "round_attempts" = 0, "next_attempt_at" = now() where "id" = ?`, [input.id]);
    sendSoon(ctx);
    return deliveryView(await findDelivery(ctx, input.id));
  },
});

/** POST webhooks/{id}/test: queues a `webhook.test` delivery for this endpoint only, whatever it subscribes to. */
export const sendWebhookTest = defineOperation({
  name: 'webhooks.sendTest',
  access,
  kind: 'write',
  input: z.object({ id: recordId }),
  output: webhookDeliveryView,
  audit: { action: 'webhooks.endpoint.test', target: (input) => ({ type: 'webhook-endpoint', id: input.id }) },
  async run(ctx, input): Promise<WebhookDeliveryView> {
    const endpoint = await findEndpoint(ctx, input.id);
    const id = await queueDelivery(ctx.em, endpoint.id, TEST_EVENT, { endpointID: endpoint.id });
    sendSoon(ctx);
    return deliveryView(await findDelivery(ctx, id));
  },
});
