import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../src/errors.js';
import { defineExtension } from '../../src/extensions/extension.js';
import { ANONYMOUS } from '../../src/operations/actor.js';
import { defineOperation } from '../../src/operations/define.js';
import { invoke } from '../../src/operations/invoke.js';
import { emitWebhookEvent } from '../../src/modules/webhooks/emit.js';
import { defineWebhookEvent } from '../../src/modules/webhooks/events.js';
import { post } from '../../src/modules/webhooks/target.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import type { ApiClient } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { within } from '../support/poll.js';
import { contextAs, useTestServer } from '../support/test-server.js';
import { publishedPage } from '../search/search-support.js';
import { Receiver, type Received } from './receiver.js';

const applied = defineWebhookEvent({ name: 'test-applicant.applied', label: 'Applied', personalData: true });
const extension = defineExtension({ name: 'test-webhooks', webhookEvents: [applied] });

/** An extension's operation emitting a personal event; `fail` rolls its transaction back after the emit. */
const apply = defineOperation({
  name: 'testWebhooks.apply',
  access: { public: true },
  kind: 'write',
  input: z.object({ fail: z.boolean() }),
  async run(ctx, input): Promise<Record<string, never>> {
    await emitWebhookEvent(ctx, applied.name, { applicationID: 7, applicant: { name: 'Ada Lovelace', email: 'ada@example.test' } });
    if (input.fail) throw new DomainError('V_07');
    return {};
  },
});

interface Delivery {
  id: string;
  event: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  body: string;
}

const CREATE = `mutation ($url: String!, $events: [String!]!, $personal: Boolean) {
  createWebhookEndpoint(url: $url, events: $events, includePersonalData: $personal) { endpoint { id } secret } }`;
const DELIVERIES = `query ($endpointId: Int!) {
  webhookDeliveries(endpointId: $endpointId) { totalItems items { id event status attempts lastStatusCode body } } }`;

describe('signed webhooks', () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_WEBHOOKS_ALLOW_PRIVATE: 'true', BLOKWERK_WEBHOOK_RETRY_BASE_MS: '50' }, [extension]);
  const receiver = new Receiver();
  let base = '';
  let admin: ApiClient;

  beforeAll(async () => {
    base = await receiver.start();
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
  });
  afterAll(() => receiver.stop());

  const endpoint = async (path: string, events: string[], personal = false) => {
    const data = await gql<{ createWebhookEndpoint: { endpoint: { id: number }; secret: string } }>(admin, CREATE, { url: `${base}${path}`, events, personal });
    return { id: data.createWebhookEndpoint.endpoint.id, secret: data.createWebhookEndpoint.secret };
  };
  const deliveries = async (endpointId: number) =>
    (await gql<{ webhookDeliveries: { items: Delivery[] } }>(admin, DELIVERIES, { endpointId })).webhookDeliveries.items;
  const arrived = (path: string, count: number) =>
    within(
      10_000,
      async () => receiver.at(path),
      (got) => got.length >= count,
    );

  it('signs a publication: the signature and timestamp verify with the documented scheme', async () => {
    const { secret } = await endpoint('/ok', ['page.published']);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    const pageID = await publishedPage(admin, { title: 'Signed', slug: 'signed' });
    const [got] = await arrived('/ok', 1);
    const { headers, body } = got as Received;
    const timestamp = Number(headers['blokwerk-webhook-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(headers['blokwerk-webhook-signature']).toBe(`v1=${expected}`);
    expect(Math.abs(Date.now() / 1000 - timestamp)).toBeLessThan(300);
    expect(headers['blokwerk-webhook-event']).toBe('page.published');
    const payload = JSON.parse(body) as { id: string; event: string; createdAt: string; data: Record<string, unknown> };
    expect(payload).toMatchObject({ id: headers['blokwerk-webhook-id'], event: 'page.published', data: { pageID, slug: 'signed', locale: 'nl' } });
  });

  it('retries a failing endpoint and logs both attempts', async () => {
    const { id } = await endpoint('/fail-once/a', ['page.published']);
    await publishedPage(admin, { title: 'Retried', slug: 'retried' });
    const [delivery] = await within(
      10_000,
      () => deliveries(id),
      (items) => items[0]?.status === 'delivered',
    );
    expect(delivery).toMatchObject({ attempts: 2, lastStatusCode: 200 });
    const attempts = await gql<{ webhookAttempts: { statusCode: number; responseExcerpt: string }[] }>(
      admin,
      'query ($id: String!) { webhookAttempts(id: $id) { statusCode responseExcerpt } }',
      { id: delivery?.id },
    );
    expect(attempts.webhookAttempts).toEqual([
      { statusCode: 500, responseExcerpt: 'busy, try later' },
      { statusCode: 200, responseExcerpt: 'thanks' },
    ]);
    expect(receiver.at('/fail-once/a').map((r) => r.headers['blokwerk-webhook-id'])).toEqual([delivery?.id, delivery?.id]);
  });

  it('redelivers from the admin with the same delivery id and body, audited', async () => {
    const { id } = await endpoint('/redeliver', ['page.published']);
    await publishedPage(admin, { title: 'Again', slug: 'again' });
    const [first] = await arrived('/redeliver', 1);
    const [delivery] = await deliveries(id);
    await gql(admin, 'mutation ($id: String!) { redeliverWebhook(id: $id) { id status } }', { id: delivery?.id });
    const [, second] = await arrived('/redeliver', 2);
    expect(second?.headers['blokwerk-webhook-id']).toBe(first?.headers['blokwerk-webhook-id']);
    expect(second?.body).toBe(first?.body);
    const { rows } = await server.t.database.pool.query(`select 1 from "audit_entry" where "action" = 'webhooks.delivery.redeliver'`);
    expect(rows).toHaveLength(1);
  });

  it('sends applicants’ personal data only to endpoints marked for it, and nothing for a rolled-back change', async () => {
    const marked = await endpoint('/personal', [applied.name], true);
    const unmarked = await endpoint('/ids-only', [applied.name]);
    await expect(invoke(apply, contextAs(server.t, ANONYMOUS), { fail: true })).rejects.toThrow(DomainError);
    expect((await deliveries(marked.id)).length + (await deliveries(unmarked.id)).length).toBe(0);
    await invoke(apply, contextAs(server.t, ANONYMOUS), { fail: false });
    const [[full], [reduced]] = await Promise.all([arrived('/personal', 1), arrived('/ids-only', 1)]);
    expect(JSON.parse(full?.body ?? '{}')).toMatchObject({ data: { applicationID: 7, applicant: { name: 'Ada Lovelace' } } });
    expect(JSON.parse(reduced?.body ?? '{}').data).toEqual({ applicationID: 7 });
  });

  it('queues page.created and page.deleted with the page’s facts, and nothing for a disabled endpoint', async () => {
    const { id } = await endpoint('/lifecycle', ['page.created', 'page.deleted']);
    const off = await endpoint('/off', ['page.created']);
    await gql(admin, 'mutation ($id: Int!) { updateWebhookEndpoint(id: $id, enabled: false) { enabled } }', { id: off.id });
    const pageID = await publishedPage(admin, { title: 'Short-lived', slug: 'short-lived' });
    expect((await admin.post(`/api/blokwerk/page/${pageID}/delete`, {})).status).toBe(200);
    const got = await arrived('/lifecycle', 2);
    expect(got.map((r) => JSON.parse(r.body) as { event: string; data: { pageID: number; title: string } })).toEqual([
      expect.objectContaining({ event: 'page.created', data: expect.objectContaining({ pageID, title: 'Short-lived' }) }),
      expect.objectContaining({ event: 'page.deleted', data: expect.objectContaining({ pageID, versionID: null }) }),
    ]);
    expect(await deliveries(id)).toHaveLength(2);
    expect(await deliveries(off.id)).toEqual([]);
  });

  it('gives every distinct delivery its own id', async () => {
    const { rows } = await server.t.database.pool.query<{ id: string }>(`select "id" from "webhook_delivery"`);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const ids = new Set(receiver.received.map((r) => r.headers['blokwerk-webhook-id']));
    expect(ids.size).toBe(rows.length);
  });

  it('refuses non-http URLs, private addresses unless allowed, and callers without manage-webhooks', async () => {
    const refused = await admin.graphql(CREATE, { url: 'ftp://example.test/hook', events: ['page.published'] });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_13' });
    await expect(post(`${base}/never`, {}, '{}', { timeoutMs: 1000, allowPrivate: false })).rejects.toThrow(/private address/);
    const visitor = await server.client.get('/api/blokwerk/webhooks');
    expect(visitor.status).toBeGreaterThanOrEqual(401);
    expect(receiver.at('/never')).toEqual([]);
  });
});
