import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN, ADMIN_ENV, activatedUser, roleId, signedIn } from '../support/accounts.js';
import { logIn, useBrowser, watchErrors } from '../support/browser.js';
import { mailAfter, tokenFrom } from '../support/outbox.js';
import { useTestServer } from '../support/test-server.js';

const path = (page: Page) => new URL(page.url()).pathname;
const pad = (n: number) => String(n).padStart(2, '0');
// expect.poll gives up after 1 s by default; a login (argon2) on a busy machine can take longer.
const EVENTUALLY = { timeout: 15_000 };

/** A PNG of the given size, generated on the spot. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 160 } } })
    .png()
    .toBuffer();
}

// Whole user journeys with several logins each: more than the default 30 s on a busy machine.
describe('identity and access in chromium', { timeout: 90_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server);
  /** A fresh browser context (no cookies) with one page in English. */
  const freshPage = () => browser.freshPage({ locale: 'en-GB' });

  it('sends a signed-out visitor of /cmsadmin/users to the login and back there after logging in', async () => {
    const page = await freshPage();
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/cmsadmin/users`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(path(page)).toBe('/cmsadmin/login');

    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    expect(path(page)).toBe('/cmsadmin/users');
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByText(ADMIN.email).waitFor();
    expect(await users.getByRole('row').count()).toBe(2);
    // The administrator holds every permission: every gated entry is there.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const entry of ['Menu structure', 'New page', 'Publication requests', 'User management', 'Roles', 'Search index']) {
      await nav.getByRole('link', { name: entry, exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves between the signed-out screens by link, back and forward, and sends a signed-in visitor of the login on', async () => {
    const page = await freshPage();
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/cmsadmin/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    expect(path(page)).toBe('/cmsadmin/forgot-password');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.goForward();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Page overview' }).waitFor();
    expect(path(page)).toBe('/cmsadmin/');
    await page.goto(`${server.t.url}/cmsadmin/login`);
    await page.getByRole('heading', { level: 1, name: 'Page overview' }).waitFor();
    expect(path(page)).toBe('/cmsadmin/');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the AUTH_01 message under the form for a wrong password', async () => {
    const page = await freshPage();
    await page.goto(`${server.t.url}/cmsadmin/login`);
    await logIn(page, ADMIN.email, 'Not-the-password-1');
    await expect.poll(() => page.getByRole('alert').textContent(), EVENTUALLY).toBe('These credentials do not match our records.');
    expect(path(page)).toBe('/cmsadmin/login');
    // Empty fields never reach the server: the form names them.
    await page.getByLabel('Email address').fill('');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), EVENTUALLY).toBe('The Email address field is required.');
    await page.context().close();
  });

  it('asks before logging out: Cancel stays, Confirm ends the session and lands on the login', async () => {
    const page = await freshPage();
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/cmsadmin/user/settings`);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Your settings' }).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(path(page)).toBe('/cmsadmin/user/settings');

    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(path(page)).toBe('/cmsadmin/login');
    // The session is really gone: the server refuses `me`, and a reload stays signed out.
    const me = await page.evaluate(async () => {
      const token = (await fetch('/api/blokwerk/settings/get')).headers.get('X-CSRF-Token') ?? '';
      const response = await fetch('/api/blokwerk/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    });
    expect(me.errors?.[0]?.extensions?.code).toBe('UM_01');
    await page.goto(`${server.t.url}/cmsadmin/users`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets the administrator add an Editor, who activates the account from the mail, logs in and is kept out of user management', async () => {
    const admin = await freshPage();
    await admin.goto(`${server.t.url}/cmsadmin/users`);
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('button', { name: 'Add user' }).click();
    const form = admin.getByRole('dialog', { name: 'Add user' });
    await form.getByLabel('Name').fill('Erika Editor');
    await form.getByLabel('Email address').fill('erika@example.test');
    await form.getByLabel('Job title').fill('Copywriter');
    await form.getByLabel('Role').selectOption({ label: 'Editor' });
    const mail = await mailAfter(server.t.dataDir, 'erika@example.test', /Activate/, async () => {
      await form.getByRole('button', { name: 'Add and send activation mail' }).click();
      await admin.getByText('Erika Editor was added. An activation mail is on its way.').waitFor();
    });
    const row = admin.getByRole('row').filter({ hasText: 'erika@example.test' });
    await row.getByText('Pending activation').waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('Editor');

    // The same address twice: the server's V_06 is listed under the form with its label.
    await admin.getByRole('button', { name: 'Add user' }).click();
    await form.getByLabel('Name').fill('Erika Again');
    await form.getByLabel('Email address').fill('erika@example.test');
    await form.getByLabel('Role').selectOption({ label: 'Editor' });
    await form.getByRole('button', { name: 'Add and send activation mail' }).click();
    await expect.poll(() => form.getByRole('alert').textContent(), EVENTUALLY).toBe('Email address: already exists.');
    await form.getByRole('button', { name: 'Close' }).click();

    // The activation link from the mail, in a browser that has never signed in.
    const token = tokenFrom(mail);
    expect(mail.text).toContain(`/cmsadmin/activate-account?token=${token}`);
    const editor = await freshPage();
    const errors = watchErrors(editor);
    await editor.goto(`${server.t.url}/cmsadmin/activate-account?token=${token}`);
    await editor.getByRole('heading', { level: 1, name: 'Activate account' }).waitFor();
    // The rules are shown before submitting; a password that breaks them is refused by the server.
    await editor.getByText('be longer than 8 characters').waitFor();
    await editor.getByLabel('New password', { exact: true }).fill('short');
    await editor.getByLabel('Confirm password', { exact: true }).fill('short');
    await editor.getByRole('button', { name: 'Activate account' }).click();
    await editor.getByText('New password: must be longer than 8 characters.').waitFor();
    await editor.getByText('New password: needs 1 uppercase and 1 special character.').waitFor();
    await editor.getByLabel('New password', { exact: true }).fill('Erika-password-1');
    await editor.getByLabel('Confirm password', { exact: true }).fill('Erika-password-1');
    await editor.getByRole('button', { name: 'Activate account' }).click();
    await editor.getByText('Your account is active. You can now log in.').waitFor();

    await editor.getByRole('link', { name: 'Go to login' }).click();
    await logIn(editor, 'erika@example.test', 'Erika-password-1');
    await editor.getByRole('heading', { level: 1, name: 'Page overview' }).waitFor();
    const nav = editor.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Menu structure', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'New page', exact: true }).waitFor();
    for (const hidden of ['User management', 'Roles', 'Search index', 'Publication requests']) {
      expect(await nav.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0);
    }
    // A direct visit is refused too.
    await editor.goto(`${server.t.url}/cmsadmin/users`);
    await editor.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    expect(await editor.getByRole('table').count()).toBe(0);

    // And the server refuses the users query from this session, whatever the admin shows.
    const answer = await editor.evaluate(async () => {
      const csrf = (await fetch('/api/blokwerk/settings/get')).headers.get('X-CSRF-Token') ?? '';
      const response = await fetch('/api/blokwerk/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ query: '{ users { totalItems items { email } } }' }),
      });
      return (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UM_01');
    expect(answer.data ?? null).toBeNull();
    expect(errors).toEqual([]);

    // The administrator's list now shows the account as active.
    await admin.reload();
    await row.getByText('Active', { exact: true }).waitFor();
    await admin.context().close();
    await editor.context().close();
  });

  it('lets a user change their name and profile image, and explains refused images and a wrong current password', async () => {
    const adminClient = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    await activatedUser(server.t, adminClient, 'sam@example.test', 'Editor', 'Sam-password-1');
    const page = await freshPage();
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/cmsadmin/user/settings`);
    await logIn(page, 'sam@example.test', 'Sam-password-1');
    await page.getByRole('heading', { level: 1, name: 'Your settings' }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Sam Sample');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    // The app bar reads the same cached user.
    await page.getByRole('link', { name: 'Your settings (Sam Sample)' }).waitFor();

    await page.getByText('JPEG or PNG, at most 2 MB and at most 1024×1024 pixels.').waitFor();
    const chooser = page.locator('input[type=file]');
    await chooser.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await png(1100, 20) });
    await page.getByText('Profile image: exceeds 1024x1024 pixels.').waitFor();
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Profile image: format unsupported; choose JPEG or PNG.').waitFor();

    await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(64, 64) });
    await page.getByRole('button', { name: 'Remove image' }).waitFor();
    const avatars = page.locator('img[src*="/api/blokwerk/user/"]');
    await expect.poll(() => avatars.count(), EVENTUALLY).toBeGreaterThanOrEqual(2);
    // The image may still be loading: wait for it rather than read a half-loaded element.
    await expect.poll(() => avatars.first().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), EVENTUALLY).toBe(64);
    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect.poll(() => avatars.count(), EVENTUALLY).toBe(0);

    await page.getByLabel('Current password', { exact: true }).fill('Wrong-password-1');
    await page.getByLabel('New password', { exact: true }).fill('Sam-password-2');
    await page.getByLabel('Confirm password', { exact: true }).fill('Sam-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password: This current password does not match our records.').waitFor();
    await page.getByLabel('Current password', { exact: true }).fill('Sam-password-1');
    await page.getByLabel('Confirm password', { exact: true }).fill('Sam-password-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Confirm password: The passwords do not match.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('pages, sorts and searches the users list, falling back from an emptied page', async () => {
    const adminClient = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const editorRole = await roleId(adminClient, 'Editor');
    for (let i = 0; i < 30; i++) {
      const created = await adminClient.post('/api/blokwerk/user', {
        email: `bulk-${pad(i)}@example.test`,
        role: editorRole,
        profile: { name: `Bulk ${pad(i)}` },
      });
      expect(created.status).toBe(200);
    }
    const page = await freshPage();
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/cmsadmin/users`);
    await logIn(page, ADMIN.email, ADMIN.password);
    const table = page.getByRole('table', { name: 'Users' });
    const rows = table.getByRole('row');
    const range = page.getByText(/^\d+–\d+ of \d+$/);
    await range.waitFor();
    const total = Number(/of (\d+)/.exec((await range.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(31);
    expect(await range.textContent()).toBe(`1–25 of ${total}`);
    expect(await rows.count()).toBe(26);
    // Newest first by default.
    expect(await rows.nth(1).textContent()).toContain('bulk-29@example.test');

    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => range.textContent(), EVENTUALLY).toBe(`26–${total} of ${total}`);

    // A different sort goes back to the first page.
    await page.getByLabel('Sort by').selectOption({ label: 'Name' });
    await page.getByLabel('Order').selectOption({ label: 'Ascending' });
    await expect.poll(() => range.textContent(), EVENTUALLY).toBe(`1–25 of ${total}`);
    await expect.poll(() => rows.nth(1).textContent(), EVENTUALLY).toContain(ADMIN.email);

    // The search reloads the current page: page 2 of ten matches is empty, so the list falls back.
    await pager.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => range.textContent(), EVENTUALLY).toBe(`26–${total} of ${total}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByLabel('Search by name or email').fill('bulk-1');
    await expect.poll(() => range.textContent(), EVENTUALLY).toBe('1–10 of 10');
    expect(await rows.count()).toBe(11);
    expect(await pager.count()).toBe(0);

    await page.getByLabel('Search by name or email').fill('nobody-by-this-name');
    await page.getByText('No users match this search.').waitFor();
    expect(await table.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('manages roles: built-in roles cannot be deleted, a new one is created, edited and deleted', async () => {
    const page = await freshPage();
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/cmsadmin/roles`);
    await logIn(page, ADMIN.email, ADMIN.password);
    const editorCard = page.getByRole('article', { name: 'Editor' });
    await editorCard.getByText('Built-in roles cannot be deleted.').waitFor();
    expect(await editorCard.getByRole('button', { name: 'Delete role Editor' }).isDisabled()).toBe(true);
    expect(await editorCard.getByRole('listitem').allTextContents()).toEqual([
      'Create pages',
      'Edit pages',
      'Manage the media library',
      'Manage the menu structure',
    ]);

    await page.getByRole('button', { name: 'Add role' }).click();
    const form = page.getByRole('dialog', { name: 'Add role' });
    await form.getByLabel('Name').fill('Translator');
    await form.getByRole('checkbox', { name: /Edit pages/ }).check();
    await form.getByRole('button', { name: 'Add role' }).click();
    const card = page.getByRole('article', { name: 'Translator' });
    await card.getByText('Edit pages').waitFor();
    expect(await card.getByRole('button', { name: 'Delete role Translator' }).isDisabled()).toBe(false);

    await card.getByRole('button', { name: 'Edit role Translator' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit role' });
    expect(await edit.getByRole('checkbox', { name: /Edit pages/ }).isChecked()).toBe(true);
    await edit.getByRole('checkbox', { name: /Manage the media library/ }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Manage the media library').waitFor();

    // A name that is taken: V_06 under the form.
    await card.getByRole('button', { name: 'Edit role Translator' }).click();
    await edit.getByLabel('Name').fill('editor');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => edit.getByRole('alert').textContent(), EVENTUALLY).toBe('Name: already exists.');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: 'Delete role Translator' }).click();
    await page.getByRole('dialog', { name: 'Delete role' }).getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    const adminClient = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const roles = await adminClient.get<{ roles: { name: string }[] }>('/api/blokwerk/user/roles');
    expect(roles.body.roles.map((role) => role.name)).toEqual(['Administrator', 'Editor', 'Reviewer']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('resets a forgotten password through the mailed link, which works only once', async () => {
    const adminClient = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    await activatedUser(server.t, adminClient, 'rita@example.test', 'Editor', 'Rita-password-1');
    const page = await freshPage();
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/cmsadmin/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    const sent = 'If an account exists for this address, a link to reset the password is on its way. Check your inbox.';
    // An unknown address gets the very same answer.
    await page.getByLabel('Email address').fill('nobody@example.test');
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText(sent).waitFor();

    await page.reload();
    await page.getByLabel('Email address').fill('rita@example.test');
    const mail = await mailAfter(server.t.dataDir, 'rita@example.test', /Reset/, async () => {
      await page.getByRole('button', { name: 'Send link' }).click();
      await page.getByText(sent).waitFor();
    });
    const resetUrl = `${server.t.url}/cmsadmin/reset-password?token=${tokenFrom(mail)}`;
    await page.goto(resetUrl);
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Rita-password-2');
    await page.getByLabel('Confirm password', { exact: true }).fill('Rita-password-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Confirm password: Your password and confirmation password do not match.').waitFor();
    await page.getByLabel('Confirm password', { exact: true }).fill('Rita-password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. You can now log in with it.').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await logIn(page, 'rita@example.test', 'Rita-password-2');
    await page.getByRole('heading', { level: 1, name: 'Page overview' }).waitFor();

    const again = await freshPage();
    await again.goto(resetUrl);
    await again.getByLabel('New password', { exact: true }).fill('Rita-password-4');
    await again.getByLabel('Confirm password', { exact: true }).fill('Rita-password-4');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await again.getByText('Link: The token is not valid.').waitFor();
    await again.getByRole('link', { name: 'Request a new link' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
    await again.context().close();
  });

  it('warns before signing out an idle user, keeps them on "Stay signed in", and signs them out with a message otherwise', async () => {
    const page = await freshPage();
    await page.clock.install();
    await page.goto(`${server.t.url}/cmsadmin/medialibrary`);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();

    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await page.clock.fastForward('29:05');
    await warning.waitFor();
    const refreshed = page.waitForRequest((request) => request.postData()?.includes('refreshSession') ?? false);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await refreshed;
    await warning.waitFor({ state: 'detached' });

    await page.clock.fastForward('29:05');
    await warning.waitFor();
    await page.clock.fastForward('01:00');
    await page.getByText('You were signed out after 30 minutes without activity.', { exact: false }).waitFor();
    expect(path(page)).toBe('/cmsadmin/login');
    // Logging in again returns to where the user was.
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    await page.context().close();
  });
});
