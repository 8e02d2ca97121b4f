import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/entities.js';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Where events are POSTed, and which. The secret is kept encrypted (secret.ts) and never answered after it was shown once. */
export const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  properties: {
    id: p.integer().primary(),
    url: p.string().length(2000),
    description: p.string().length(200).default(''),
    /** The subscribed event names (events.ts). */
    events: p.json<string[]>(),
    enabled: p.boolean().default(true),
    /** Personal events (an application's applicant) go in full only to endpoints marked so; others get ids. */
    includePersonalData: p.boolean().default(false),
    /** AES-256-GCM of the signing secret (secret.ts): `iv.tag.ciphertext`, base64url. */
    secretCipher: p.text(),
    createdBy: () => p.manyToOne(User).nullable().ref(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class WebhookEndpoint extends WebhookEndpointSchema.class {}
WebhookEndpointSchema.setClass(WebhookEndpoint);

/**
 * One event for one endpoint: the outbox row (pending until sent) and its log entry afterwards.
 * Its id is the delivery id receivers de-duplicate by, and `body` the exact JSON sent each time.
 */
export const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  properties: {
    id: p.uuid().primary(),
    endpoint: () => p.manyToOne(WebhookEndpoint).ref(),
    event: p.string().length(100),
    body: p.text(),
    status: p.enum(DELIVERY_STATUSES).default('pending'),
    /** Every attempt ever made (the log lists them). */
    attempts: p.integer().default(0),
    /** Attempts since it was last queued (emitted or redelivered): the retry schedule counts these. */
    roundAttempts: p.integer().default(0),
    /** When the drainer may (re)try it; while an attempt runs, the end of its lease. */
    nextAttemptAt: p.datetime(),
    createdAt: p.datetime(),
    deliveredAt: p.datetime().nullable(),
    lastStatusCode: p.integer().nullable(),
    lastResponse: p.string().length(500).nullable(),
    lastError: p.string().length(500).nullable(),
  },
});

export class WebhookDelivery extends WebhookDeliverySchema.class {}
WebhookDeliverySchema.setClass(WebhookDelivery);

/** One HTTP attempt of a delivery, as the log shows it. */
export const WebhookAttemptSchema = defineEntity({
  name: 'WebhookAttempt',
  tableName: 'webhook_attempt',
  properties: {
    id: p.bigint('number').primary(),
    delivery: () => p.manyToOne(WebhookDelivery).ref(),
    at: p.datetime(),
    statusCode: p.integer().nullable(),
    /** The response body's first characters. */
    responseExcerpt: p.string().length(500).default(''),
    /** Why no answer came (timeout, refused address, connection error). */
    error: p.string().length(500).nullable(),
    durationMs: p.integer(),
  },
});

export class WebhookAttempt extends WebhookAttemptSchema.class {}
WebhookAttemptSchema.setClass(WebhookAttempt);
