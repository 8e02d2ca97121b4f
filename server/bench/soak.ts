import { execFile, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApiClient } from '../test/support/api-client.js';
import { spawnServer } from '../test/support/spawn-server.js';
import { benchBlocks } from './bench-blocks.js';
import { BENCH_ADMIN as ADMIN, STALE_SESSION } from './bench-server.js';

/**
 * `npm run bench:soak` (issue 22, flat memory): the built server (server/dist/main.js, as
 * `npm start` runs it) under a mixed load for SOAK_SECONDS (default 600): anonymous visitors on
 * cached pages (SOAK_PAGES distinct published pages, default 300, so the page cache fills),
 * uncached renders (a query string bypasses the page cache, each request a new one), REST
 * get-by-slug over all pages, and an editor's GraphQL page list (signed in, varying page and
 * sort). The server's RSS (VmRSS of every node process of it: the primary and its workers with
 * BLOKWERK_WORKERS > 1, not the embedded PostgreSQL) is sampled every second; the goal is that
 * the RSS at the end is within 20 % of the RSS after the warm-up (SOAK_WARMUP_SECONDS, default a
 * fifth of the run: V8 takes about two minutes of this load to grow its heap to its working
 * size, docs/operations.md "Memory"). Then SOAK_IDLE_SECONDS (default 30) without load.
 * Load from wrk (with a Lua script per stream) when installed, else autocannon (one URL per stream).
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.round(SECONDS / 5));
const IDLE_SECONDS = Number(process.env.SOAK_IDLE_SECONDS ?? 30);
const PAGES = Number(process.env.SOAK_PAGES ?? 300);
const WORKERS = process.env.BLOKWERK_WORKERS ?? '1';
/** The goal of issue 22: the end within this fraction of the value after the warm-up. */
const TOLERANCE = 0.2;

const SLUG_PREFIX = 'soak/pagina-';

/** One line: it goes into a Lua string literal, where JSON's escapes would be read as Lua's. */
const PAGE_LIST_QUERY =
  'query PagesList($pageIndex: Int, $pageSize: Int, $columnToSort: String, $sortOrder: String) { ' +
  'pages(pageIndex: $pageIndex, pageSize: $pageSize, columnToSort: $columnToSort, sortOrder: $sortOrder) { ' +
  'totalItems items { id title slug locale type publishedVersionID hasUnpublishedChanges pendingPublicationRequests updatedAt } } }';

interface Stream {
  name: string;
  connections: number;
  method: 'GET' | 'POST';
  /** A Lua expression for wrk that yields the request's path (math.random and a counter `n` available). */
  luaPath: string;
  /** The path autocannon requests (it has no per-request paths from its command line). */
  fixedPath: string;
  headers?: Record<string, string>;
  /** A Lua expression for wrk yielding the body; `fixedBody` for autocannon. */
  luaBody?: string;
  fixedBody?: string;
}

interface StreamResult {
  name: string;
  requests: number;
  failures: number;
}

/** VmRSS in bytes of a process, 0 once it is gone. */
function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The server's node processes: `pid` and, with workers, its children running node (the embedded PostgreSQL does not). */
function serverPids(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((child) => {
      try {
        const ppid = /PPid:\s+(\d+)/.exec(readFileSync(`/proc/${child}/status`, 'utf8'))?.[1];
        return Number(ppid) === pid && readlinkSync(`/proc/${child}/exe`) === process.execPath;
      } catch {
        return false;
      }
    });
  return [pid, ...children];
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A wrk script: each request picks its path (and body) anew. */
function wrkScript(stream: Stream): string {
  const headers = Object.entries(stream.headers ?? {}).map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  return [
    `wrk.method = "${stream.method}"`,
    ...headers,
    'local n = 0',
    'request = function()',
    '  n = n + 1',
    `  return wrk.format(nil, ${stream.luaPath}, nil, ${stream.luaBody ?? 'nil'})`,
    'end',
  ].join('\n');
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

async function runStream(stream: Stream, baseUrl: string, seconds: number, scriptDir: string): Promise<StreamResult> {
  const run = promisify(execFile);
  if (hasWrk) {
    const script = path.join(scriptDir, `${stream.name.replace(/\W+/g, '-')}.lua`);
    await writeFile(script, wrkScript(stream));
    const { stdout } = await run('wrk', ['-t1', `-c${stream.connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, baseUrl], {
      maxBuffer: 1024 * 1024,
    });
    const count = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0);
    const socketErrors =
      /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
        .exec(stdout)
        ?.slice(1)
        .reduce((sum, n) => sum + Number(n), 0) ?? 0;
    return { name: stream.name, requests: count(/(\d+) requests in/), failures: count(/Non-2xx or 3xx responses: (\d+)/) + socketErrors };
  }
  const headerArgs = Object.entries({ ...stream.headers }).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const bodyArgs = stream.fixedBody ? ['-m', stream.method, '-b', stream.fixedBody] : [];
  const { stdout } = await run(
    process.execPath,
    [AUTOCANNON, '-c', String(stream.connections), '-d', String(seconds), '--json', ...headerArgs, ...bodyArgs, `${baseUrl}${stream.fixedPath}`],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as { requests: { total: number }; errors: number; timeouts: number; non2xx: number };
  return { name: stream.name, requests: result.requests.total, failures: result.errors + result.timeouts + result.non2xx };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-soak-'));
const scriptDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-soak-wrk-'));
// SOAK_NODE_ARGS: flags for the server's node, e.g. --heapsnapshot-signal=SIGUSR2 to take heap snapshots meanwhile.
const nodeArgs = (process.env.SOAK_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = await spawnServer(
  {
    BLOKWERK_DATA_DIR: dataDir,
    BLOKWERK_WORKERS: WORKERS,
    BLOKWERK_SCHEDULER_INTERVAL_MS: '0',
    BLOKWERK_ADMIN_EMAIL: ADMIN.email,
    BLOKWERK_ADMIN_PASSWORD: ADMIN.password,
  },
  120_000,
  { nodeArgs },
);
const pid = server.child.pid;
try {
  if (pid === undefined) throw new Error('the server has no pid');
  const client = await ApiClient.signIn(server.url, ADMIN.email, ADMIN.password);
  // benchBlocks' image blocks name files that do not exist here: the other 17 blocks.
  const blocks = benchBlocks(20).filter((block) => block.type !== 'image');
  const seedStarted = Date.now();
  for (let n = 1; n <= PAGES; n++) {
    const created = await client.call<{ pageID: number }>('POST', '/api/blokwerk/page/create', {
      title: `Soak-pagina ${n}`,
      slug: `${SLUG_PREFIX}${n}`,
      type: 'page',
      locale: 'nl',
      content: blocks,
    });
    await client.call('POST', `/api/blokwerk/page/${created.pageID}/publish`, {});
  }
  const pagePath = `"/${SLUG_PREFIX}" .. math.random(${PAGES})`;
  // As browsers ask: compressed (cached pages pick a stored variant, the rest is compressed per answer).
  const browser = { 'accept-encoding': 'br, gzip' };
  const streams: Stream[] = [
    { name: 'cached pages (anonymous)', connections: 16, method: 'GET', luaPath: pagePath, fixedPath: `/${SLUG_PREFIX}1`, headers: browser },
    {
      name: 'uncached renders (?v=n)',
      connections: 4,
      method: 'GET',
      luaPath: `${pagePath} .. "?v=" .. n`,
      fixedPath: `/${SLUG_PREFIX}1?uncached`,
      headers: browser,
    },
    {
      name: 'REST get-by-slug',
      connections: 4,
      method: 'GET',
      luaPath: `"/api/blokwerk/page/get-by-slug-query?slug=${SLUG_PREFIX}" .. math.random(${PAGES})`,
      fixedPath: `/api/blokwerk/page/get-by-slug-query?slug=${SLUG_PREFIX}1`,
      headers: { ...browser, ...STALE_SESSION },
    },
    {
      name: 'GraphQL pages list (signed in)',
      connections: 2,
      method: 'POST',
      luaPath: '"/api/blokwerk/graphql"',
      fixedPath: '/api/blokwerk/graphql',
      headers: { ...client.sessionHeaders(), ...browser, 'content-type': 'application/json', accept: 'application/json' },
      luaBody:
        `'{"query":${JSON.stringify(PAGE_LIST_QUERY)},"variables":{"pageIndex":' .. math.random(0, ${Math.ceil(PAGES / 25) - 1}) .. ` +
        `',"pageSize":25,"columnToSort":"' .. ({"updatedAt","title","slug"})[math.random(3)] .. '","sortOrder":"' .. ` +
        `({"asc","desc"})[math.random(2)] .. '"}}'`,
      fixedBody: JSON.stringify({ query: PAGE_LIST_QUERY, variables: { pageIndex: 0, pageSize: 25 } }),
    },
  ];
  // Every stream's request once: a refused one would make the soak measure error answers.
  for (const stream of streams) {
    const response = await fetch(`${server.url}${stream.fixedPath}`, { method: stream.method, headers: stream.headers, body: stream.fixedBody });
    const body = await response.text();
    if (!response.ok || body.includes('"errors"')) throw new Error(`${stream.name}: ${response.status} ${body.slice(0, 500)}`);
  }
  const sample = () => serverPids(pid).reduce((sum, p) => sum + rssOf(p), 0);
  const start = sample();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  process.stdout.write(
    `soak: ${PAGES} pages seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s; ${WORKERS} worker(s); ` +
      `${SECONDS} s of load (warm-up ${WARMUP_SECONDS} s) from ${hasWrk ? 'wrk' : 'autocannon'}, then ${IDLE_SECONDS} s idle; load average ${load}\n`,
  );
  process.stdout.write(`RSS at start: ${mb(start)}\n`);

  const samples: number[] = [];
  let afterWarmUp = 0;
  const sampler = setInterval(() => {
    const rss = sample();
    samples.push(rss);
    if (samples.length === WARMUP_SECONDS) afterWarmUp = rss;
    if (samples.length % 30 === 0) process.stdout.write(`  ${samples.length} s: ${mb(rss)}\n`);
  }, 1000);
  const results = await Promise.all(streams.map((stream) => runStream(stream, server.url, SECONDS, scriptDir)));
  const end = sample();
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idle = sample();

  process.stdout.write('\n| stream | connections | requests | requests/s | failures |\n|---|---|---|---|---|\n');
  for (const [i, result] of results.entries()) {
    process.stdout.write(
      `| ${result.name} | ${streams[i]?.connections} | ${result.requests} | ${(result.requests / SECONDS).toFixed(0)} | ${result.failures} |\n`,
    );
  }
  const peak = Math.max(start, ...samples);
  const change = (end - afterWarmUp) / afterWarmUp;
  process.stdout.write(
    `\nRSS: start ${mb(start)}, after warm-up ${mb(afterWarmUp)}, peak ${mb(peak)}, end ${mb(end)} ` +
      `(${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} % against after warm-up), after ${IDLE_SECONDS} s idle ${mb(idle)}\n`,
  );
  process.stdout.write(`goal (end within ${TOLERANCE * 100} % of after warm-up): ${Math.abs(change) <= TOLERANCE ? 'met' : 'NOT met'}\n`);
  if (results.some((r) => r.failures > 0)) process.stdout.write('some requests failed: the figures above are not a clean soak\n');
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
  await rm(scriptDir, { recursive: true, force: true });
}
