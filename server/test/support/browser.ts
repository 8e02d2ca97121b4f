/// <reference lib="dom" />
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { ADMIN, signedIn } from './accounts.js';
import type { ApiClient } from './api-client.js';
import { findChromium } from './chromium.js';
import type { TestServerHandle } from './test-server.js';

/** The chromium `npm test` found or installed first (support/chromium.ts), headless, with the flags a closed network needs. */
export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no chromium: run `node server/test/support/chromium.ts` (npm test does) or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** Collects what would show up red in the console: page errors, console errors, CSP violations. */
export function watchErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore.some((pattern) => pattern.test(message.text()))) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Waits until every Astro island has hydrated. */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** The login form's labels in English; pass others for a page in another language. */
const ENGLISH_LOGIN = { email: 'Email address', password: 'Password', submit: 'Log in' };

/** Fills and sends the admin's login form shown on `page`. */
export async function logIn(page: Page, email: string, password: string, labels = ENGLISH_LOGIN): Promise<void> {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

export interface SignedInPageOptions extends BrowserContextOptions {
  /** Who logs in (default ADMIN). */
  account?: { email: string; password: string };
  /** Console errors the returned `errors` pass over (see watchErrors). */
  ignore?: RegExp[];
}

export interface BrowserHandle {
  /** The chromium of the enclosing describe block (available inside tests and hooks). */
  readonly browser: Browser;
  /** ADMIN signed in through the API before the block's own beforeAll (with `{ signedIn: true }`). */
  readonly admin: ApiClient;
  /** Browser.newContext: a context of its own (no cookies). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Browser.newPage: a page in a context it owns. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** A page in a fresh context (no cookies) that the caller may close with `page.context().close()`. */
  freshPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * A fresh page (English, 1400×1000 unless told) that opens `path` on the test server and sends
   * the login form there as `account`; `errors` are its page errors from before the first load.
   */
  signedInPage(path: string, options?: SignedInPageOptions): Promise<{ page: Page; errors: string[] }>;
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is used before beforeAll ran`);
  return value;
}

/**
 * After a failed test, what each page still open shows: its address and the start of its text on
 * stderr, and a screenshot under test-results/browser-failures (a flaky failure in CI can then be
 * read, not guessed). A test that failed has not closed its pages.
 */
async function reportOpenPages(browser: Browser, test: string): Promise<void> {
  const folder = resolve('test-results', 'browser-failures');
  await mkdir(folder, { recursive: true });
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const [n, page] of pages.entries()) {
    const file = join(folder, `${test.replaceAll(/[^\w-]+/g, '-').slice(0, 80)}-${n}.png`);
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch((error: unknown) => `(no text: ${String(error)})`);
    await page.screenshot({ path: file, timeout: 5000 }).catch(() => undefined);
    console.error(`browser page ${n} after the failure of "${test}": ${page.url()}\n${text.slice(0, 1500)}\nscreenshot: ${file}`);
  }
}

/**
 * Launches chromium for the enclosing describe block and closes it afterwards; with `signedIn`,
 * also signs ADMIN in through the API (`admin`). Call it after useTestServer and before the
 * block's own beforeAll, which may then use both.
 */
export function useBrowser(server: TestServerHandle, options: { signedIn?: boolean } = {}): BrowserHandle {
  let browser: Browser | undefined;
  let admin: ApiClient | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    if (options.signedIn) admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && browser) await reportOpenPages(browser, task.name);
  });
  afterAll(() => browser?.close());
  const handle: BrowserHandle = {
    get browser() {
      return ready(browser, 'the browser');
    },
    get admin() {
      if (!options.signedIn) throw new Error('useBrowser(server, { signedIn: true }) signs in the admin');
      return ready(admin, 'the admin client');
    },
    newContext: (contextOptions) => handle.browser.newContext(contextOptions),
    newPage: (contextOptions) => handle.browser.newPage(contextOptions),
    freshPage: async (contextOptions) => (await handle.newContext(contextOptions)).newPage(),
    async signedInPage(path, { account = ADMIN, ignore = [], ...contextOptions } = {}) {
      const page = await handle.freshPage({ locale: 'en-GB', viewport: { width: 1400, height: 1000 }, ...contextOptions });
      const errors = watchErrors(page, ignore);
      await page.goto(`${server.t.url}${path}`);
      await logIn(page, account.email, account.password);
      return { page, errors };
    },
  };
  return handle;
}
