import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ENV } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

const EVENTUALLY = { timeout: 15_000 };

/**
 * The login screen's JavaScript, each script gzipped (level 9, as `npm run bench:admin-login`
 * counts it): 274 KiB when the signed-in shell left the first chunk (315 KiB before), 202.5 KiB
 * when the GraphQL client and TextField's Select did, 179.7 KiB with the signed-in screens' texts
 * deferred, precompiled texts and MUI without CSS variables, 140 KiB with the signed-out screens
 * outside react-router and the extensions' texts deferred (issue 34). The budget is the issue's
 * goal, 150 kB, in whole KiB. The bytes of a build are deterministic, so this budget fails only
 * when the first load grows.
 */
const LOGIN_JS_BUDGET = 146 * 1024;

/**
 * Notes the scripts loaded when the password field first exists: the login screen's own, not
 * the signed-in shell it prefetches afterwards, while idle (a microtask after the insertion
 * comes before any idle callback).
 */
const NOTE_LOGIN_SCRIPTS = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('input[type="password"]')) return;
    observer.disconnect();
    window.__loginScripts = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js'));
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** No violations; a failure shows the offending elements' markup, not only axe's selectors. */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  const markup = await Promise.all(
    violations
      .flatMap((violation) => violation.nodes)
      .map((selector) => page.evaluate(`document.querySelector(${JSON.stringify(selector)})?.outerHTML.slice(0, 400)`)),
  );
  expect(violations, `${screen}: ${markup.join('\n')}`).toEqual([]);
}

describe('the admin in chromium: axe-core on the main screens, and the login screen’s weight', { timeout: 240_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  let pageId = 0;

  beforeAll(async () => {
    for (const [slug, title] of [
      ['about', 'About us'],
      ['about/team', 'Our team'],
    ]) {
      const data = await gql<{ createPage: { pageID: number } }>(browser.admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
        input: { title, slug, type: 'page', locale: 'nl' },
      });
      pageId = data.createPage.pageID;
    }
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: pageId });
  });

  it('finds no violations on the page overview (list, open tree), editor, media library, menu, users dashboard, account and site settings', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/', { bypassCSP: true });
    const main = page.getByRole('main');
    await page.getByRole('table', { name: 'Pages' }).waitFor(EVENTUALLY);
    const about = page.getByRole('treeitem', { name: 'About us /about' });
    await about.waitFor();
    await about.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('treeitem', { name: 'Our team /about/team' }).waitFor();
    await expectNoViolations(page, 'page overview');

    const screens: [path: string, ready: () => Promise<void>][] = [
      [`/cmsadmin/page/${pageId}`, () => page.getByRole('heading', { level: 1, name: 'Edit page: Our team' }).waitFor(EVENTUALLY)],
      ['/cmsadmin/medialibrary', () => main.getByRole('heading', { level: 1, name: 'Media library' }).waitFor(EVENTUALLY)],
      ['/cmsadmin/menu-structure', () => main.getByRole('heading', { level: 1, name: 'Menu structure' }).waitFor(EVENTUALLY)],
      ['/cmsadmin/users', () => main.getByRole('table', { name: 'Users' }).waitFor(EVENTUALLY)],
      ['/cmsadmin/user/settings', () => main.getByRole('heading', { level: 1, name: 'Your settings' }).waitFor(EVENTUALLY)],
      ['/cmsadmin/site-settings', () => main.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor(EVENTUALLY)],
    ];
    for (const [path, ready] of screens) {
      await page.goto(`${server.t.url}${path}`);
      await ready();
      // Lists and forms settle after their data: no loading indicator left.
      await expect.poll(() => page.getByRole('progressbar').count(), EVENTUALLY).toBe(0);
      await expectNoViolations(page, path);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it(`loads at most ${LOGIN_JS_BUDGET / 1024} KiB of gzipped JavaScript before the login form`, async () => {
    const page = await browser.freshPage({ locale: 'en-GB' });
    await page.addInitScript(NOTE_LOGIN_SCRIPTS);
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        sizes.set(
          new URL(response.url()).pathname,
          response.body().then((body) => gzipSync(body, { level: 9 }).length),
        );
    });
    await page.goto(`${server.t.url}/cmsadmin/`);
    await page.getByLabel('Password', { exact: true }).waitFor(EVENTUALLY);
    await page.waitForLoadState('networkidle');
    const loginScripts = (await page.evaluate('window.__loginScripts')) as string[];
    // The signed-in shell is prefetched after the paint, and not counted.
    await expect.poll(() => sizes.size, EVENTUALLY).toBeGreaterThan(loginScripts.length);
    const total = (await Promise.all(loginScripts.map((path) => sizes.get(path) ?? 0))).reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
    await page.context().close();
  });
});
