import { describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';

// Drives the built admin (admin/dist, or BLOKWERK_ADMIN_DIST): run `npm run build` first.

const EVENTUALLY = { timeout: 15_000 };

describe('personal access tokens in chromium (issue 36)', { timeout: 120_000 }, () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_MCP_ENABLED: 'true' });
  const browser = useBrowser(server, { signedIn: true });

  it('an administrator issues a token, sees it once, and revokes it', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin', { bypassCSP: true });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Access tokens' }).click(EVENTUALLY);
    await page.getByRole('heading', { name: 'Personal access tokens', level: 1 }).waitFor(EVENTUALLY);
    await page.getByText('No tokens have been issued yet.').waitFor(EVENTUALLY);

    await page.getByRole('button', { name: 'Issue token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a personal access token' });
    await dialog.getByRole('checkbox', { name: 'Read pages and content' }).waitFor(EVENTUALLY);
    expect(await axeViolations(page)).toEqual([]);
    // Sent empty, the form names what is missing and issues nothing.
    await dialog.getByRole('button', { name: 'Issue token' }).click();
    await dialog.getByText('The Name field is required.').first().waitFor(EVENTUALLY);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Assistant');
    await dialog.getByRole('combobox', { name: 'User' }).selectOption({ label: 'Administrator (admin@example.test)' });
    await dialog.getByRole('checkbox', { name: 'Read pages and content' }).check();
    await dialog.getByRole('button', { name: 'Issue token' }).click();

    const issued = page.getByRole('alert').filter({ hasText: 'Token Assistant issued' });
    await issued.waitFor(EVENTUALLY);
    const token = await issued.getByLabel('Token').inputValue();
    expect(token).toMatch(/^bwk_/);
    const row = page.getByRole('row').filter({ hasText: 'Assistant' });
    await row.getByText('Active').waitFor(EVENTUALLY);
    expect(await axeViolations(page)).toEqual([]);

    // The token works at the MCP endpoint until it is revoked.
    const initialize = () =>
      fetch(`${server.t.url}/api/blokwerk/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'browser-test', version: '1' } },
        }),
      });
    expect((await initialize()).status).toBe(200);

    await row.getByRole('button', { name: 'Revoke Assistant' }).click();
    await page.getByRole('dialog', { name: 'Revoke this token?' }).getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor(EVENTUALLY);
    expect((await initialize()).status).toBe(401);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
