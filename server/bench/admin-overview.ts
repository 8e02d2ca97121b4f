import type { Page } from 'playwright-core';
import { launchChromium } from '../test/support/browser.js';
import { benchBlocks } from './bench-blocks.js';
import { BENCH_ADMIN, BENCH_PAGES, ensureBenchPages, startBenchServer } from './bench-server.js';
import { percentiles } from './measure.js';

/**
 * `npm run bench:admin` (page overview, issue 6): the admin in chromium over the
 * benchmark database of `npm run bench` (100,000 pages; BENCH_PAGES, BENCH_DATA_DIR as there).
 * Times, in the browser, from navigation (or input) to the first rows of the page list on
 * screen, with p50/p95 against the 1 s budget. BENCH_RUNS sets the runs per measurement.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const BUDGET_MS = 1000;

/** The page list's rows (ListTable labels its table with the caption, "Pages" in English). */
const LIST_ROWS = 'table[aria-label="Pages"] tbody tr';

/**
 * Runs in every document before its own scripts (a string, like the page-side code below).
 * Notes when the list's rows appear — at the next frame, when they are painted — and the
 * moment of the last input and click, all on the document's clock (0 = navigation start).
 */
const WATCH_SCRIPT = `(() => {
  const bench = (window.__bench = { rowsShownAt: null, inputAt: null, clickAt: null });
  let shown = false;
  new MutationObserver(() => {
    const has = document.querySelector(${JSON.stringify(LIST_ROWS)}) !== null;
    if (has && !shown) requestAnimationFrame(() => { bench.rowsShownAt = performance.now(); });
    shown = has;
  }).observe(document, { childList: true, subtree: true });
  addEventListener('input', () => { bench.inputAt = performance.now(); }, true);
  addEventListener('click', () => { bench.clickAt = performance.now(); }, true);
})()`;

/** Resolves, on the document's clock, at the frame after every row of the list mentions `term`. */
const rowsMatchingScript = (term: string) => `new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('no rows matching the search after 30 s')), 30000);
  const term = ${JSON.stringify(term.toLowerCase())};
  const observer = new MutationObserver(() => {
    const rows = [...document.querySelectorAll(${JSON.stringify(LIST_ROWS)})];
    if (rows.length === 0 || !rows.every((row) => row.textContent.toLowerCase().includes(term))) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now()));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

const readNumber = async (page: Page, expression: string): Promise<number> => {
  const value: unknown = await page.evaluate(expression);
  if (typeof value !== 'number') throw new Error(`${expression} is ${String(value)}`);
  return value;
};

/** When the rows were shown; waits for them (a page-side promise: the admin's CSP refuses Playwright's evaluated predicates). */
function rowsShown(page: Page): Promise<number> {
  return readNumber(
    page,
    `new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no list rows after 30 s')), 30000);
    const check = () => (window.__bench.rowsShownAt !== null ? resolve(window.__bench.rowsShownAt) : requestAnimationFrame(check));
    check();
  })`,
  );
}

/** A fresh document: from navigation start to the first rows. */
async function fullLoad(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  return rowsShown(page);
}

/** Page overview through the navigation, from another screen freshly loaded (nothing cached in Apollo): from the click to the first rows. */
async function inAppNavigation(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/cmsadmin/user/settings`);
  const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Page overview' });
  await link.waitFor();
  await link.click();
  return (await rowsShown(page)) - (await readNumber(page, 'window.__bench.clickAt'));
}

/** On a loaded overview, the term pasted into the search box: from the input to the rows of its results. */
async function search(page: Page, baseUrl: string, term: string): Promise<number> {
  await fullLoad(page, `${baseUrl}/cmsadmin/`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox');
  await box.waitFor();
  const matched = page.evaluate(rowsMatchingScript(term));
  await box.fill(term);
  const shownAt: unknown = await matched;
  if (typeof shownAt !== 'number') throw new Error('no time for the search results');
  return shownAt - (await readNumber(page, 'window.__bench.inputAt'));
}

interface Row {
  name: string;
  times: number[];
}

async function timed(name: string, run: (iteration: number) => Promise<number>): Promise<Row> {
  await run(-1); // warm-up: chunks in the browser cache, plans in the database
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await run(i));
  process.stdout.write(`  ${name}: ${times.map((t) => t.toFixed(0)).join(', ')} ms\n`);
  return { name, times };
}

function table(rows: readonly Row[]): string {
  const lines = rows.map(({ name, times }) => {
    const { p50, p95 } = percentiles(times);
    return `| ${name} | ${times.length} | ${p50.toFixed(0)} | ${p95.toFixed(0)} | ${p95 < BUDGET_MS ? 'yes' : 'NO'} |`;
  });
  return ['| measurement (chromium, to the first rows on screen) | runs | p50 ms | p95 ms | p95 under 1 s |', '|---|---|---|---|---|', ...lines].join('\n');
}

const bench = await startBenchServer();
// The browser tests' chromium (CHROMIUM_PATH, else the system's or playwright's), with their flags for a closed network.
const browser = await launchChromium();
try {
  await ensureBenchPages(bench, BENCH_PAGES, JSON.stringify(benchBlocks(20)));
  const baseUrl = bench.server.url;
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addInitScript(WATCH_SCRIPT);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/cmsadmin/login`);
  await page.getByLabel('Email address').fill(BENCH_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(BENCH_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Page overview' }).waitFor();
  process.stdout.write(`chromium ${browser.version()}, ${BENCH_PAGES} pages, ${RUNS} runs each after one warm-up\n`);

  const rows = [
    await timed('/cmsadmin/ (page overview), full load', () => fullLoad(page, `${baseUrl}/cmsadmin/`)),
    await timed('page overview through the navigation', () => inAppNavigation(page, baseUrl)),
    await timed('/cmsadmin/page-overview/page (type overview), full load', () => fullLoad(page, `${baseUrl}/cmsadmin/page-overview/page`)),
    await timed('search "energie" (a fifth of all pages match)', () => search(page, baseUrl, 'energie')),
    // A different page each time: nothing remembered from the run before.
    await timed('search "pagina {n} over" (one page matches)', (i) => search(page, baseUrl, `pagina ${1 + ((4242 + 97 * i) % BENCH_PAGES)} over`)),
  ];
  process.stdout.write(`\n${table(rows)}\n`);
} finally {
  await browser.close();
  await bench.close();
}
