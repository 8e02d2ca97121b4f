import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, ADMIN_ENV } from '../support/accounts.js';
import { logIn, useBrowser, watchErrors } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';

/** Every admin route requires a session: the login screen comes first, then the route asked for. */
const signInOnLoginScreen = (page: Page, loginLabels?: Parameters<typeof logIn>[3]) => logIn(page, ADMIN.email, ADMIN.password, loginLabels);

// Chromium reports the status of a 404 document as a console error; that status is the point.
const NOT_FOUND_STATUS = /status of 404/;

describe('admin and site in chromium', () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server);

  it('loads /cmsadmin: navigation, and the locales fetched from the server', async () => {
    const page = await browser.newPage({ locale: 'en-GB' });
    const errors = watchErrors(page);
    const response = await page.goto(`${server.t.url}/cmsadmin/`);
    expect(response?.status()).toBe(200);
    await signInOnLoginScreen(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const entry of ['Page overview', 'Menu structure', 'New page', 'Media library', 'User management', 'Settings']) {
      // After the login (argon2) on a busy machine the navigation can take longer than poll's default second.
      await expect.poll(() => nav.getByText(entry, { exact: true }).count(), { message: entry, timeout: 15_000 }).toBeGreaterThan(0);
    }
    await page.getByRole('heading', { level: 1, name: 'Page overview' }).waitFor();
    // The locale select is filled by the `settings` query: nl (default) and en.
    await page.getByLabel('Language of the pages').click();
    const options = await page.getByRole('option').allTextContents();
    expect(options.join(' ')).toMatch(/nl/);
    expect(options.join(' ')).toMatch(/en/);
    expect(errors).toEqual([]);
  });

  it('serves deep links and follows the browser language', async () => {
    const page = await browser.newPage({ locale: 'nl-NL' });
    const errors = watchErrors(page);
    expect((await page.goto(`${server.t.url}/cmsadmin/users`))?.status()).toBe(200);
    await signInOnLoginScreen(page, { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Inloggen' });
    await page.getByRole('heading', { level: 1, name: 'CMS-dashboard' }).waitFor();
    await page.getByRole('navigation').getByText('Paginaoverzicht').first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    expect(errors).toEqual([]);
  });

  it('asks for confirmation before logging out, and Cancel keeps the editor where they are', async () => {
    const page = await browser.newPage({ locale: 'en-GB' });
    await page.goto(`${server.t.url}/cmsadmin/medialibrary`);
    await signInOnLoginScreen(page);
    await page
      .getByRole('button', { name: 'Log out' })
      .or(page.getByRole('link', { name: 'Log out' }))
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/cmsadmin/medialibrary');
  });

  it('loads the site in its default locale: an honest empty state, the locale switch, and 404 for unknown paths', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page, [NOT_FOUND_STATUS]);
    const home = await page.goto(`${server.t.url}/`);
    expect(home?.status()).toBe(200);
    expect(home?.headers()['content-security-policy']).toMatch(/script-src/);
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    await page.getByRole('heading', { level: 1, name: 'Nog niets gepubliceerd' }).waitFor();
    const switcher = page.getByRole('navigation', { name: 'Taal' });
    expect(await switcher.locator('[aria-current]').textContent()).toMatch(/nl/i);

    const missing = await page.goto(`${server.t.url}/no/such/page`);
    expect(missing?.status()).toBe(404);
    await page.getByText('Pagina niet gevonden').first().waitFor();
    expect(errors).toEqual([]);
  });
});
