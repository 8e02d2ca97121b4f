import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test/support/browser.js';
import { startBenchServer } from './bench-server.js';
import { percentiles } from './measure.js';

/**
 * `npm run bench:admin-login` (issue 21): the admin's first load in chromium, signed out, on an
 * empty database. Prints the JavaScript the login screen loads (each script gzipped, as a server
 * would send it; the bytes are deterministic) and the time from navigation to the login form's
 * first paint (BENCH_RUNS fresh browser contexts; p50/p95).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

/** Notes, on the document's clock, the frame after the password field first exists. */
const WATCH_SCRIPT = `(() => {
  window.__formPaintedAt = null;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('form input[type="password"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__formPaintedAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

const PAINTED = `new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('no login form after 30 s')), 30000);
  const check = () => (window.__formPaintedAt !== null ? resolve(window.__formPaintedAt) : requestAnimationFrame(check));
  check();
})`;

async function loginLoad(browser: Browser, url: string): Promise<{ scripts: Map<string, number>; paintedAt: number }> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.addInitScript(WATCH_SCRIPT);
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length)));
  });
  await page.goto(`${url}/cmsadmin/`);
  const paintedAt = Number(await page.evaluate(PAINTED));
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { scripts, paintedAt };
}

const bench = await startBenchServer();
const browser = await launchChromium();
try {
  // The first load warms the server's caches; it is not counted.
  const { scripts } = await loginLoad(browser, bench.server.url);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push((await loginLoad(browser, bench.server.url)).paintedAt);
  const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  process.stdout.write(`Login screen JavaScript: ${scripts.size} files, ${(total / 1024).toFixed(1)} KiB gzipped\n`);
  for (const [file, bytes] of [...scripts].toSorted((a, b) => b[1] - a[1])) process.stdout.write(`  ${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${file}\n`);
  const { p50, p95 } = percentiles(times);
  process.stdout.write(`Login form first paint (${RUNS} runs): p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms\n`);
} finally {
  await browser.close();
  await bench.close();
}
