// npm run bench:recruitment — what the recruitment site ships and how Lighthouse scores it: for
// the home page, /vacatures and a vacancy, the bytes of HTML, JavaScript (what the page load
// fetched, and all the page's islands may load) and CSS (as sent and gzipped) and Lighthouse's
// performance, accessibility, best-practices and SEO scores (mobile,
// simulated throttling) in Debian's chromium. The server runs in production mode with the demo.
// The demo's data (which vacancy to open) comes with core's GraphQL declarations, which need it.
import 'reflect-metadata';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findChromium, spawnServer } from '@blokwerk/testing';
import { DEMO_VACANCIES } from '../server/demo/vacancies.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Shipped {
  html: number;
  js: number;
  css: number;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
}

const bodies = async (urls: string[]) => Promise.all(urls.map(async (u) => Buffer.from(await (await fetch(u)).arrayBuffer())));
const sum = (parts: Buffer[]) => parts.reduce((n, b) => n + b.length, 0);
const gz = (parts: Buffer[]) => parts.reduce((n, b) => n + gzipSync(b).length, 0);

/** The page's HTML and every script and stylesheet it loads (inline scripts counted as JavaScript as well). */
async function shipped(url: string): Promise<Shipped> {
  const html = Buffer.from(await (await fetch(url)).arrayBuffer());
  const text = html.toString('utf8');
  const assets = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((m) => new URL(m[1] ?? '', url).href))];
  const scripts = assets(/<script[^>]+src="([^"]+)"/g);
  // Islands load their component and renderer as modules: count those too.
  const islands = assets(/(?:component-url|renderer-url)="([^"]+)"/g);
  const styles = assets(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  // Astro inlines small scripts: they are JavaScript too (and counted in the HTML as well).
  const inline = [...text.matchAll(/<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => Buffer.from(m[1] ?? ''));
  const js = [...(await bodies([...new Set([...scripts, ...islands])])), ...inline];
  const css = await bodies(styles);
  return { html: html.length, js: sum(js), css: sum(css), htmlGzip: gzipSync(html).length, jsGzip: gz(js), cssGzip: gz(css) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-bench-recruitment-'));
// The built server as `npm start` runs it (server/dist/main.js), with the configured extensions.
const server = await spawnServer({ BLOKWERK_DATA_DIR: dataDir, BLOKWERK_SEED: 'demo', BLOKWERK_EXTENSIONS: undefined });
const executablePath = findChromium();
if (!executablePath) throw new Error('no chromium: run `node server/test/support/chromium.ts` or set CHROMIUM_PATH');
const chrome = await chromeLauncher.launch({
  chromePath: executablePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const vacancy = DEMO_VACANCIES.find((v) => v.highlighted === 0);
  const pages = [
    ['home', '/'],
    ['overview', '/vacatures'],
    ['vacancy', `/vacatures/${vacancy?.slug}`],
  ] as const;
  process.stdout.write(
    '| page | HTML | JavaScript loaded | JavaScript with islands | CSS | performance | accessibility | best practices | SEO ' +
      '|\n|---|---|---|---|---|---|---|---|---|\n',
  );
  for (const [name, pathname] of pages) {
    const url = `${server.url}${pathname}`;
    const bytes = await shipped(url);
    // A first run warms the server's caches and chromium's; the second is the one reported.
    await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const scores = CATEGORIES.map((c) => Math.round((result?.lhr.categories[c]?.score ?? 0) * 100));
    // What the page load fetched (Lighthouse's resource summary, as transferred): an island hydrated
    // on visibility (the application form, further down) loads later, when a visitor gets there.
    const summary = result?.lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined;
    const loadedJs = summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
    const failing = CATEGORIES.flatMap((c) =>
      (result?.lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (result?.lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id}`),
    );
    process.stdout.write(
      `| ${name} (${pathname}) | ${kb(bytes.html)} (${kb(bytes.htmlGzip)} gz) | ${kb(loadedJs)} transferred | ${kb(bytes.js)} ` +
        `(${kb(bytes.jsGzip)} gz) | ${kb(bytes.css)} (${kb(bytes.cssGzip)} gz) | ${scores.join(' | ')} |\n`,
    );
    if (failing.length) process.stdout.write(`  below full marks: ${failing.join(', ')}\n`);
  }
} finally {
  chrome.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
