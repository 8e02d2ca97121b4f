import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OperationContext } from '../../operations/define.js';
import { kickDrainer } from './runtime.js';

/** The JSON data of an event: what the payload's `data` holds. */
export type WebhookData = Readonly<Record<string, unknown>>;

export interface EmitOptions {
  /** The data names people; default: what the event's declaration says (`personalData`). */
  personal?: boolean;
}

/** The ids of personal data, for endpoints not marked for it: `id` and fields named `…ID`/`…Id`/`…IDs`/`…Ids`. */
export function idsOnly(data: WebhookData): WebhookData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key === 'id' || /I[dD]s?$/.test(key)));
}

/** Queues one delivery: its id is in the body, so every retry and redelivery sends the same bytes. Answers the delivery id. */
export async function queueDelivery(em: EntityManager, endpointId: number, event: string, data: WebhookData): Promise<string> {
  const id = randomUUID();
  const createdAt = new Date();
  const body = JSON.stringify({ id, event, createdAt: createdAt.toISOString(), data });
  await em.execute(
    `insert into "webhook_delivery" ("id", "endpoint_id", "event", "body", "status", "next_attempt_at", "created_at") values (?, ?, ?, ?, 'pending', ?, ?)`,
    [id, endpointId, event, body, createdAt, createdAt],
  );
  return id;
}

/**
 * Queues `event` for every enabled endpoint subscribed to it, in the caller's transaction: a
 * change that rolls back sends nothing, and the drainer is woken once it commits. Personal data
 * goes in full only to endpoints marked for it; the others receive its ids (idsOnly).
 */
export async function emitWebhookEvent(ctx: OperationContext, event: string, data: WebhookData, options: EmitOptions = {}): Promise<void> {
  const declared = ctx.services.platform.webhookEvents.find((e) => e.name === event);
  if (!declared) throw new Error(`webhook event ${event} is not declared (defineWebhookEvent)`);
  const personal = options.personal ?? declared.personalData;
  const endpoints = await ctx.em.execute<{ id: number; includePersonalData: boolean }[]>(
    `select "id", "include_personal_data" as "includePersonalData" from "webhook_endpoint" where "enabled" and "events" @> ?::jsonb order by "id"`,
    [JSON.stringify([event])],
  );
  if (!endpoints.length) return;
  for (const endpoint of endpoints) await queueDelivery(ctx.em, endpoint.id, event, personal && !endpoint.includePersonalData ? idsOnly(data) : data);
  ctx.afterCommit(() => kickDrainer(ctx.services));
}
