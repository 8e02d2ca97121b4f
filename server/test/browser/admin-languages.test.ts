import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV } from '../support/accounts.js';
import { logIn, useBrowser, watchErrors } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';

const GERMAN_LOGIN = { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' };

/**
 * The first load carries the signed-out screens' texts only; the signed-in screens' arrive with
 * the signed-in shell (issue 34), in the language chosen on the login screen.
 */
describe('the admin’s texts in chromium', () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server);

  it('shows the signed-in screens in the language chosen on the login screen', async () => {
    const page = await browser.newPage({ locale: 'en-GB' });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/cmsadmin/`);
    await page.getByLabel('Language').selectOption('de');
    await logIn(page, ADMIN.email, ADMIN.password, GERMAN_LOGIN);
    await page.getByRole('heading', { level: 1, name: 'Seitenübersicht' }).waitFor();
    // The page overview's own area (page-lists), which the first load did not carry.
    await page.getByLabel('Titel oder Pfad suchen').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(errors).toEqual([]);
  });
});
