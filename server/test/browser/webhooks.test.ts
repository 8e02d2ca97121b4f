import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { within } from '../support/poll.js';
import { useTestServer } from '../support/test-server.js';
import { publishedPage } from '../search/search-support.js';
import { Receiver } from '../webhooks/receiver.js';

// Drives the built admin (admin/dist, or BLOKWERK_ADMIN_DIST): run `npm run build -w admin` first.

describe('the webhooks screen', () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_WEBHOOKS_ALLOW_PRIVATE: 'true', BLOKWERK_WEBHOOK_RETRY_BASE_MS: '50' });
  const browser = useBrowser(server, { signedIn: true });
  const receiver = new Receiver();
  let url = '';

  beforeAll(async () => {
    url = `${await receiver.start()}/hook`;
    await gql(browser.admin, 'mutation ($url: String!) { createWebhookEndpoint(url: $url, events: ["page.published"]) { secret } }', { url });
    await publishedPage(browser.admin, { title: 'Hooked', slug: 'hooked' });
    await within(
      10_000,
      async () => receiver.at('/hook').length,
      (count) => count === 1,
    );
  });
  afterAll(() => receiver.stop());

  it('adds an endpoint showing its secret once, lists deliveries and redelivers one', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/webhooks', { bypassCSP: true });
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('URL').fill(`${url}/second`);
    await dialog.getByLabel('Page deleted').check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByRole('dialog', { name: 'Signing secret' }).getByLabel('Secret');
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row').count()).toBe(3);

    await page.getByRole('button', { name: `Deliveries: ${url}`, exact: true }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${url}` });
    await log.getByRole('cell', { name: 'Delivered' }).waitFor();
    const id = String(receiver.at('/hook')[0]?.headers['blokwerk-webhook-id']);
    await log.getByRole('button', { name: `Redeliver ${id}` }).click();
    await page.getByText('The delivery was queued again.').waitFor();
    const again = await within(
      10_000,
      async () => receiver.at('/hook'),
      (got) => got.length === 2,
    );
    expect(again[1]?.headers['blokwerk-webhook-id']).toBe(id);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
