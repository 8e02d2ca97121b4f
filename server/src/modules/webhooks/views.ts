import { z } from 'zod';
import { named, shownAs } from '../../operations/contract.js';
import { DELIVERY_STATUSES, type WebhookAttempt, type WebhookDelivery, type WebhookEndpoint } from './entities.js';

/** What the webhook operations answer: one declaration each for TypeScript and GraphQL (graphql/derive). */

export const webhookEventView = named(
  'WebhookEvent',
  z.object({
    name: z.string(),
    label: z.string().describe("In the caller's interface language."),
    personalData: z.boolean().describe('Its data names people: endpoints not marked for personal data receive only ids.'),
  }),
);

export const webhookEndpointView = named(
  'WebhookEndpoint',
  z.object({
    id: z.number().int(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.string()),
    enabled: z.boolean(),
    includePersonalData: z.boolean(),
    createdAt: z.date(),
    updatedAt: z.date(),
  }),
);

export const endpointWithSecretView = named(
  'WebhookEndpointWithSecret',
  z.object({
    endpoint: webhookEndpointView,
    secret: z.string().describe('The signing secret: shown this once, never again (rotate for a new one).'),
  }),
);

export const deletedEndpointView = named('DeletedWebhookEndpoint', z.object({ id: z.number().int() }));

export const webhookDeliveryView = named(
  'WebhookDelivery',
  z.object({
    id: z.string().describe('The delivery id (Blokwerk-Webhook-Id): the same on every retry and redelivery.'),
    endpointID: z.number().int(),
    event: z.string(),
    status: shownAs('String', z.enum(DELIVERY_STATUSES)).describe('pending, delivered or failed.'),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastResponse: z.string().nullable().describe("The last answer's first 500 characters."),
    lastError: z.string().nullable(),
    createdAt: z.date(),
    deliveredAt: z.date().nullable(),
    nextAttemptAt: z.date().nullable().describe('While pending: when it is tried (again).'),
    body: z.string().describe('The JSON sent, byte for byte.'),
  }),
);

export const webhookDeliveryListView = named('WebhookDeliveryList', z.object({ items: z.array(webhookDeliveryView), totalItems: z.number().int() }));

export const webhookAttemptView = named(
  'WebhookAttempt',
  z.object({
    at: z.date(),
    statusCode: z.number().int().nullable(),
    responseExcerpt: z.string(),
    error: z.string().nullable(),
    durationMs: z.number().int(),
  }),
);

export type WebhookEventView = z.output<typeof webhookEventView>;
export type WebhookEndpointView = z.output<typeof webhookEndpointView>;
export type EndpointWithSecret = z.output<typeof endpointWithSecretView>;
export type WebhookDeliveryView = z.output<typeof webhookDeliveryView>;
export type WebhookDeliveryList = z.output<typeof webhookDeliveryListView>;
export type WebhookAttemptView = z.output<typeof webhookAttemptView>;

export function endpointView(e: WebhookEndpoint): WebhookEndpointView {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    includePersonalData: e.includePersonalData,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

export function deliveryView(d: WebhookDelivery): WebhookDeliveryView {
  return {
    id: d.id,
    endpointID: d.endpoint.id,
    event: d.event,
    status: d.status,
    attempts: d.attempts,
    lastStatusCode: d.lastStatusCode ?? null,
    lastResponse: d.lastResponse ?? null,
    lastError: d.lastError ?? null,
    createdAt: d.createdAt,
    deliveredAt: d.deliveredAt ?? null,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
    body: d.body,
  };
}

export function attemptView(a: WebhookAttempt): WebhookAttemptView {
  return { at: a.at, statusCode: a.statusCode ?? null, responseExcerpt: a.responseExcerpt, error: a.error ?? null, durationMs: a.durationMs };
}
