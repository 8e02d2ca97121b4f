/// <reference lib="dom" />
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium } from './chromium.js';

/** The chromium `npm test` found or installed first (support/chromium.ts), headless, with the flags a closed network needs. */
export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no chromium: run `node server/test/support/chromium.ts` (npm test does) or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
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
