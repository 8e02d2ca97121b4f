import { z } from 'zod';
import { localize } from '../../content-model/labels.js';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { User } from '../users/entities.js';
import { WebhookEndpoint } from './entities.js';
import { kickDrainer } from './runtime.js';
import { encryptSecret, newSecret } from './secret.js';
import { isEndpointUrl } from './target.js';
import {
  deletedEndpointView,
  endpointView,
  endpointWithSecretView,
  webhookEndpointView,
  webhookEventView,
  type EndpointWithSecret,
  type WebhookEndpointView,
  type WebhookEventView,
} from './views.js';

const access = { permission: 'manage-webhooks' } as const;
const target = (_input: unknown, output: { id: number } | { endpoint: { id: number } }) => ({
  type: 'webhook-endpoint',
  id: 'endpoint' in output ? output.endpoint.id : output.id,
});

const url = z.string().trim().max(2000).describe('http or https; private-network addresses only with BLOKWERK_WEBHOOKS_ALLOW_PRIVATE.');
const events = z.array(z.string().max(100)).max(100).describe('The event names it receives (webhookEvents).');
const description = z.string().trim().max(200);

/** V_13 for a URL that is not http(s) (or carries credentials), V_12 for an event nobody declared. */
function checkFields(ctx: OperationContext, fields: { url?: string; events?: readonly string[] }): void {
  if (fields.url !== undefined && !isEndpointUrl(fields.url)) throw new DomainError('V_13', 'url');
  const known = new Set(ctx.services.platform.webhookEvents.map((e) => e.name));
  if (fields.events?.some((name) => !known.has(name))) throw new DomainError('V_12', 'events');
}

export async function findEndpoint(ctx: OperationContext, id: number): Promise<WebhookEndpoint> {
  const endpoint = await ctx.em.findOne(WebhookEndpoint, id);
  if (!endpoint) throw new DomainError('PM_01', 'id', 404);
  return endpoint;
}

/** GET webhooks/events: the events endpoints may subscribe to, core's then the extensions'. */
export const listWebhookEvents = defineOperation({
  name: 'webhooks.events',
  access,
  kind: 'read',
  input: z.object({ locale: z.string().trim().max(16).optional().describe('Interface language (en, nl, de, fr).') }),
  output: z.object({ items: z.array(webhookEventView) }),
  async run(ctx, input): Promise<{ items: WebhookEventView[] }> {
    return { items: ctx.services.platform.webhookEvents.map((e) => ({ name: e.name, label: localize(e.label, input.locale), personalData: e.personalData })) };
  },
});

/** GET webhooks: every endpoint, oldest first (never its secret). */
export const listWebhookEndpoints = defineOperation({
  name: 'webhooks.list',
  access,
  kind: 'read',
  input: z.object({}),
  output: z.object({ items: z.array(webhookEndpointView) }),
  async run(ctx): Promise<{ items: WebhookEndpointView[] }> {
    return { items: (await ctx.em.find(WebhookEndpoint, {}, { orderBy: { id: 'asc' } })).map(endpointView) };
  },
});

/** POST webhooks/create: a new endpoint with a server-made secret, answered this once. */
export const createWebhookEndpoint = defineOperation({
  name: 'webhooks.create',
  access,
  kind: 'write',
  input: z.object({
    url,
    description: description.default(''),
    events,
    enabled: z.boolean().default(true),
    includePersonalData: z.boolean().default(false),
  }),
  output: endpointWithSecretView,
  audit: { action: 'webhooks.endpoint.create', target },
  async run(ctx, input): Promise<EndpointWithSecret> {
    checkFields(ctx, input);
    const secret = newSecret();
    const now = new Date();
    const endpoint = ctx.em.create(WebhookEndpoint, {
      ...input,
      events: [...new Set(input.events)],
      secretCipher: encryptSecret(ctx.services, secret),
      createdBy: ctx.actor.kind === 'user' ? ctx.em.getReference(User, ctx.actor.userId, { wrapped: true }) : null,
      createdAt: now,
      updatedAt: now,
    });
    await ctx.em.persist(endpoint).flush();
    return { endpoint: endpointView(endpoint), secret };
  },
});

/** POST webhooks/{id}/update: what is given changes; disabling keeps queued deliveries until enabled again. */
export const updateWebhookEndpoint = defineOperation({
  name: 'webhooks.update',
  access,
  kind: 'write',
  input: z.object({
    id: recordId,
    url: url.optional(),
    description: description.optional(),
    events: events.optional(),
    enabled: z.boolean().optional(),
    includePersonalData: z.boolean().optional(),
  }),
  output: webhookEndpointView,
  audit: { action: 'webhooks.endpoint.update', target },
  async run(ctx, { id, ...changes }): Promise<WebhookEndpointView> {
    checkFields(ctx, changes);
    const endpoint = await findEndpoint(ctx, id);
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    ctx.em.assign(endpoint, { ...given, ...(changes.events ? { events: [...new Set(changes.events)] } : {}), updatedAt: new Date() });
    await ctx.em.flush();
    // Enabled again: what waited for it is due.
    if (changes.enabled) ctx.afterCommit(() => kickDrainer(ctx.services));
    return endpointView(endpoint);
  },
});

/** POST webhooks/{id}/rotate-secret: a new secret, answered this once; the old one signs nothing more. */
export const rotateWebhookSecret = defineOperation({
  name: 'webhooks.rotateSecret',
  access,
  kind: 'write',
  input: z.object({ id: recordId }),
  output: endpointWithSecretView,
  audit: { action: 'webhooks.endpoint.rotate-secret', target },
  async run(ctx, input): Promise<EndpointWithSecret> {
    const endpoint = await findEndpoint(ctx, input.id);
    const secret = newSecret();
    ctx.em.assign(endpoint, { secretCipher: encryptSecret(ctx.services, secret), updatedAt: new Date() });
    await ctx.em.flush();
    return { endpoint: endpointView(endpoint), secret };
  },
});

/** POST webhooks/{id}/delete: the endpoint with its delivery log; queued deliveries are not sent. */
export const deleteWebhookEndpoint = defineOperation({
  name: 'webhooks.delete',
  access,
  kind: 'write',
  input: z.object({ id: recordId }),
  output: deletedEndpointView,
  audit: { action: 'webhooks.endpoint.delete', target },
  async run(ctx, input): Promise<{ id: number }> {
    const endpoint = await findEndpoint(ctx, input.id);
    // The log's rows go by the database's cascade, not one by one through the unit of work.
    await ctx.em.execute(`delete from "webhook_endpoint" where "id" = ?`, [endpoint.id]);
    return { id: endpoint.id };
  },
});
