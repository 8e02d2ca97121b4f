import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Block } from '../src/content-model/validate.js';
import { freePort } from '../src/db/embedded.js';
import { ApiClient } from '../test/support/api-client.js';
import { NGINX_MISSING, startNginx } from '../test/support/nginx.js';
import { within } from '../test/support/poll.js';
import { spawnServer, type SpawnedServer } from '../test/support/spawn-server.js';
import { PURGE_SECRET, startVarnish, VARNISHD, XKEY } from '../test/support/varnish.js';
import { benchBlocks } from './bench-blocks.js';
import { cpuPerRequest, type CpuPerRequest } from './cpu-per-request.js';
import { BENCH_ADMIN as ADMIN, STALE_SESSION, startBenchServer } from './bench-server.js';
import { nginx, rawNode, type PageBodies, type PageBytes } from './static-peers.js';
import { CONNECTIONS, interleavedRounds, WRK_THREADS, type Target, type WrkFigures } from './wrk.js';

/**
 * `npm run bench:site` (issues 8, 22 and 34): a demo page of 20 blocks (3 uploaded images),
 * published, measured with wrk (closed loop, 32 keep-alive connections on loopback) the way an
 * independent measurement does, against the same bytes from nginx (a static file with its
 * precompressed copies, two workers) and from a bare one-process `node:http` server: Blokwerk's
 * production tier (nginx with docs/nginx/blokwerk.conf over the mirror the N workers keep), the
 * cached page from Blokwerk with 1 and with N workers (BLOKWERK_WORKERS, the built server as
 * `npm start` runs it) and, where Debian's varnish and varnish-modules are installed, Varnish
 * with the shipped recipe in front of the N workers — each as a client without Accept-Encoding
 * asks (wrk, curl, bots) and as a browser does (BROWSER); the page rendered uncached (a query
 * string bypasses the cache, so every request renders) and get-by-slug through the REST façade:
 * a visitor's, a shared answer kept like a page, and one that carries a stale session cookie and
 * so goes through express and the operation every time. Then the goals, met or not, and
 * publish-to-visible on a second process over the same database.
 */
/** Each target: BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS (default 5), interleaved. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WORKERS = Number(process.env.BENCH_WORKERS ?? os.availableParallelism());
const SLUG = 'demo';
/** Only the targets whose names match this (a regular expression), e.g. `uncached|REST` for a profile. */
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '', 'i');
/** A directory: the 1-worker process runs with `--cpu-prof` and writes its profile there when it stops. */
const CPU_PROF = process.env.BENCH_CPU_PROF;
/**
 * Another build's server/dist/main.js (a copy of server/dist at the same depth, so it finds the
 * same node_modules), run as a third process with 1 worker: its uncached render and REST rows
 * join the same interleaved rounds, for a before/after that the machine's load moves alike.
 */
const COMPARE_MAIN = process.env.BENCH_COMPARE_MAIN;

interface UploadedFile {
  id: number;
  hash: string;
  fileName: string;
}

async function uploadImage(client: ApiClient, baseUrl: string, n: number): Promise<UploadedFile> {
  const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: ['#143cc8', '#c83c14', '#3cc814'][n] ?? '#777' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('path', '/');
  form.append('f', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `demo-${n + 1}.jpg`);
  const response = await fetch(`${baseUrl}/api/blokwerk/medialib/add-file`, { method: 'POST', headers: client.sessionHeaders(), body: form });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { file: UploadedFile }).file;
}

/** benchBlocks' 20 blocks, its 3 image blocks showing the uploaded images. */
function demoBlocks(images: readonly UploadedFile[]): Block[] {
  let next = 0;
  return benchBlocks(20).map((block) => {
    if (block.type !== 'image') return block;
    const file = images[next++];
    if (!file) throw new Error('benchBlocks has more image blocks than images');
    return { ...block, __images: { image: [{ fileID: file.id, hash: file.hash, fileName: file.fileName, altText: `Beeld ${next}` }] } };
  });
}

const REST = `/api/blokwerk/page/get-by-slug-query?slug=${SLUG}`;
/** What Chrome sends, for every tier alike. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const AS_BROWSER = ' (browser)';
const NGINX_ROW = 'nginx, static file';
const NODE_ROW = 'node:http, same bytes';
const NODE_MINIMAL_ROW = 'node:http, same body under a minimal head';
const PRODUCTION_ROW = `Blokwerk production tier (nginx recipe + mirror of ${WORKERS} workers)`;
const VARNISH_ROW = `Varnish (docs recipe) in front of ${WORKERS} workers`;
/** The uncached render's CPU per request in the server process before issue 34 (ms): not to get worse. */
const UNCACHED_CPU_MS = 2.9;

/** The raw bytes of one answer, with the client's Accept-Encoding (fetch would decode them). */
async function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** What node:http adds to every answer itself: the rest of a head is the server's own. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive']);
const ownHead = (raw: readonly string[]) =>
  raw.flatMap((value, at) => (at % 2 === 0 && !NODE_OWN_HEADERS.has(value.toLowerCase()) ? [value, raw[at + 1] ?? ''] : []));

/**
 * The page as the cache serves it, plain and brotli. The publish's own event may arrive while
 * the first render runs, which is then not kept, and the compressed variants are stored a
 * moment after the plain one: a few tries.
 */
async function pageBytes(url: string): Promise<PageBytes> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [plain, br, gzip] = [await get(url, {}), await get(url, { 'accept-encoding': 'br' }), await get(url, { 'accept-encoding': 'gzip' })];
    if (plain.status === 200 && plain.headers['x-cache'] === 'hit' && br.headers['content-encoding'] === 'br' && gzip.headers['content-encoding'] === 'gzip') {
      const heads = { plain: ownHead(plain.rawHeaders), br: ownHead(br.rawHeaders), gzip: ownHead(gzip.rawHeaders) };
      return { plain: plain.body, br: br.body, gzip: gzip.body, contentType: plain.headers['content-type'] ?? 'text/html', heads };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the page is not cached with a brotli variant');
}

/** The demo page's files in the production tier's mirror (site/mirror/layout.ts), as nginx's static file serves them. */
async function mirroredBytes(mirrorDir: string, contentType: string): Promise<PageBodies> {
  const file = (suffix: string) => readFile(path.join(mirrorDir, 'pages', SLUG, `index.html${suffix}`));
  const [plain, br, gzip] = await Promise.all([file(''), file('.br'), file('.gz')]);
  return { plain, br, gzip, contentType };
}

async function stop(server: SpawnedServer): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A goal: `target`'s requests/s at least `ratio` × `reference`'s (and its p99 under `p99Ms`). */
interface Goal {
  target: string;
  reference: string;
  ratio: number;
  p99Ms?: number;
}

/** A goal for a client without Accept-Encoding and for a browser. */
const bothWays = (goal: Goal): Goal[] => [goal, { ...goal, target: goal.target + AS_BROWSER, reference: goal.reference + AS_BROWSER }];

/** A serving tier's URL measured both ways: without Accept-Encoding, and as a browser asks. */
const bothClients = (name: string, url: string): Target[] => [
  { name, url },
  { name: name + AS_BROWSER, url, headers: BROWSER },
];

function report(targets: readonly Target[], figures: ReadonlyMap<string, WrkFigures>, uncachedCpuMs: number | undefined): string {
  const at = (name: string) => {
    const found = figures.get(name);
    if (!found) throw new Error(`no figures for ${name}`);
    return found;
  };
  const rows = targets.map(({ name }) => {
    const f = at(name);
    return `| ${name} | ${Math.round(f.requestsPerSecond)} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} | ${Math.round(f.bytesPerAnswer)} | ${f.failures} |`;
  });
  const many = `${WORKERS} workers`;
  const goals: Goal[] = [
    ...bothWays({ target: PRODUCTION_ROW, reference: NGINX_ROW, ratio: 0.9, p99Ms: 5 }),
    ...bothWays({ target: VARNISH_ROW, reference: `Blokwerk cached, ${many}`, ratio: 1 }),
    ...bothWays({ target: 'Blokwerk cached, 1 worker', reference: NODE_ROW, ratio: 0.9 }),
    { target: `Blokwerk uncached render, ${many}`, reference: NODE_ROW, ratio: 0.1 },
    { target: `Blokwerk REST get-by-slug, ${many}`, reference: NODE_ROW, ratio: 0.25 },
    { target: `Blokwerk REST get-by-slug through the operation, ${many}`, reference: NODE_ROW, ratio: 0.25 },
  ];
  const verdicts = goals
    .filter((goal) => figures.has(goal.target) && figures.has(goal.reference))
    .map(({ target, reference, ratio, p99Ms }) => {
      const measured = at(target).requestsPerSecond / at(reference).requestsPerSecond;
      const p99 = at(target).p99;
      const met = measured >= ratio && (p99Ms === undefined || p99 < p99Ms);
      const p99Goal = p99Ms === undefined ? '' : `, p99 ${p99.toFixed(2)} ms < ${p99Ms} ms`;
      return `| ${target} vs ${reference} | ${measured.toFixed(3)}× | ≥ ${ratio}×${p99Goal} | ${met ? 'met' : 'NOT met'} |`;
    });
  const cpu =
    uncachedCpuMs === undefined
      ? []
      : [
          `| uncached render, 1 worker: CPU per request in the server process | ${uncachedCpuMs.toFixed(2)} ms | ≤ ${UNCACHED_CPU_MS} ms | ` +
            `${uncachedCpuMs <= UNCACHED_CPU_MS ? 'met' : 'NOT met'} |`,
        ];
  return [
    '| target | requests/s | p50 ms | p99 ms | bytes/answer (headers + body) | failures |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    '| goal | ratio | wanted | |',
    '|---|---|---|---|',
    ...verdicts,
    ...cpu,
  ].join('\n');
}

const CPU_ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 3);
const CPU_REQUESTS = 1500;
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * CPU per request (kernel accounting, 4 connections) of the uncached render and of REST through
 * the operation, for each 1-worker server, alternating between them, the median of CPU_ROUNDS.
 */
async function reportCpu(servers: readonly { name: string; server: SpawnedServer }[]): Promise<number | undefined> {
  const rows = [
    { name: 'uncached render', path: `/${SLUG}?uncached`, headers: {} },
    { name: 'REST get-by-slug through the operation', path: REST, headers: STALE_SESSION },
  ].filter(({ name }) => ONLY.test(`Blokwerk ${name}, 1 worker`)); // with its wrk row
  let uncached: number | undefined;
  for (const row of rows) {
    const measured = new Map<string, CpuPerRequest[]>();
    for (let round = 0; round < CPU_ROUNDS; round++) {
      for (const { name, server } of servers) {
        const figures =
          server.child.pid === undefined ? undefined : await cpuPerRequest(`${server.url}${row.path}`, row.headers, server.child.pid, CPU_REQUESTS);
        if (!figures) {
          process.stdout.write('CPU per request: not measured (no /proc on this system)\n');
          return undefined;
        }
        measured.set(name, [...(measured.get(name) ?? []), figures]);
      }
    }
    const cells = [...measured].map(([name, all]) => {
      const [server, postgres] = [median(all.map((f) => f.server)), median(all.map((f) => f.postgres))];
      return { name, server, postgres, text: `${name} ${server.toFixed(2)} ms + PostgreSQL ${postgres.toFixed(2)} ms` };
    });
    const [first, second] = cells;
    const ratio =
      first && second ? ` (this build's total ${((first.server + first.postgres) / (second.server + second.postgres)).toFixed(2)}× the compared build's)` : '';
    process.stdout.write(
      `CPU per ${row.name}, 1 worker (${CPU_REQUESTS} requests over 4 connections, median of ${CPU_ROUNDS}): ${cells.map((c) => c.text).join('; ')}${ratio}\n`,
    );
    if (row.name === 'uncached render') uncached = first?.server;
  }
  return uncached;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
  }
  return Date.now() - started;
}

const bench = await startBenchServer();
const { server } = bench;

try {
  const client = await ApiClient.signIn(server.url, ADMIN.email, ADMIN.password);
  const images = [await uploadImage(client, server.url, 0), await uploadImage(client, server.url, 1), await uploadImage(client, server.url, 2)];
  const created = await client.call<{ pageID: number; pageVersionID: number }>('POST', '/api/blokwerk/page/create', {
    title: 'Werken bij Blokwerk',
    slug: SLUG,
    type: 'page',
    locale: 'nl',
    content: demoBlocks(images),
  });
  await client.call('POST', `/api/blokwerk/page/${created.pageID}/publish`, {});

  const dataDirs: string[] = [];
  const blokwerk = async (workers: number, nodeArgs: string[] = [], main?: string, env: Record<string, string> = {}) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-bench-served-'));
    dataDirs.push(dataDir);
    return spawnServer(
      { ...env, DATABASE_URL: server.db.url, BLOKWERK_DATA_DIR: dataDir, BLOKWERK_WORKERS: String(workers), BLOKWERK_SCHEDULER_INTERVAL_MS: '0' },
      60_000,
      { nodeArgs, ...(main ? { main: path.resolve(main) } : {}) },
    );
  };
  const one = await blokwerk(1, CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : []);
  // The N workers purge the Varnish in front of them, as in production (long s-maxage).
  const withVarnish = Boolean(VARNISHD && XKEY) && ONLY.test(VARNISH_ROW);
  const edgePort = withVarnish ? await freePort() : undefined;
  // They keep the production tier's mirror too (BLOKWERK_MIRROR_DIR), which nginx, running as
  // nobody under root, must be able to enter.
  const withTier = !NGINX_MISSING && ONLY.test(PRODUCTION_ROW);
  const mirrorDir = withTier ? path.join(await mkdtemp(path.join(os.tmpdir(), 'blokwerk-bench-mirror-')), 'mirror') : undefined;
  if (mirrorDir) {
    dataDirs.push(path.dirname(mirrorDir));
    await chmod(path.dirname(mirrorDir), 0o755);
  }
  const many = await blokwerk(WORKERS, [], undefined, {
    ...(edgePort ? { BLOKWERK_PURGER: `varnish:http://127.0.0.1:${edgePort}`, BLOKWERK_PURGE_SECRET: PURGE_SECRET } : {}),
    ...(mirrorDir ? { BLOKWERK_MIRROR_DIR: mirrorDir, BLOKWERK_TRUST_PROXY: '1' } : {}),
  });
  const edge = edgePort ? await startVarnish([many.url], edgePort) : undefined;
  const tier = mirrorDir ? await startNginx({ mirrorDir, upstream: many.url }) : undefined;
  if (!VARNISHD || !XKEY) process.stdout.write('no Varnish row: varnishd or the xkey vmod is not installed (apt-get install -y varnish varnish-modules)\n');
  if (NGINX_MISSING) process.stdout.write(`no production tier row: ${NGINX_MISSING}\n`);
  const compared = COMPARE_MAIN ? await blokwerk(1, [], COMPARE_MAIN) : undefined;
  // The measured build's own bytes: the in-process server above (server/src) renders this page
  // to a body of another size than the built server does.
  const page = await pageBytes(`${one.url}/${SLUG}`);
  // The first visit fills the mirror (the warmer may have already).
  if (tier)
    await within(
      20_000,
      () => get(`${tier.url}/${SLUG}`, BROWSER),
      (answer) => answer.headers['x-cache'] === 'mirror' && answer.headers['content-encoding'] === 'br',
    );
  // nginx's static file is the file the production tier serves (the mirror's page carries its
  // CSP in a <meta>, so its body is larger than the in-process cache's): the two rows then differ
  // only by the recipe's work. Without the tier, the in-process cache's bytes.
  const staticPage: PageBodies = mirrorDir ? await mirroredBytes(mirrorDir, page.contentType) : page;
  const [nginxPeer, nodePeer, minimalNodePeer] = [await nginx(staticPage), await rawNode(page, 'same'), await rawNode(page, 'minimal')];
  try {
    const imageCount = page.plain.toString().match(/<img\b/g)?.length ?? 0;
    process.stdout.write(`demo page: ${page.plain.length} bytes of HTML (${page.br.length} with brotli), ${imageCount} images\n`);
    if (staticPage !== page)
      process.stdout.write(
        `the mirror's copy (served by the tier and by nginx's static file): ${staticPage.plain.length} bytes (${staticPage.br.length} with brotli)\n`,
      );
    const headBytes = page.heads.br.reduce((sum, part) => sum + part.length + 2, 0); // `name: value\r\n`
    process.stdout.write(
      `Blokwerk's head of a hit (br), besides Date and Connection: ${page.heads.br.length / 2} headers, ${headBytes} bytes: ` +
        `${page.heads.br.filter((_, at) => at % 2 === 0).join(', ')}\n`,
    );
    process.stdout.write(
      `wrk -t${WRK_THREADS} -c${CONNECTIONS} --latency (wrk takes CPU from the servers on a small machine, so ${WRK_THREADS} ` +
        `thread${WRK_THREADS > 1 ? 's' : ''}), ${ROUNDS} interleaved rounds × ${SECONDS} s per target, medians; Blokwerk N = ${WORKERS} workers; ` +
        `${os.availableParallelism()} cores; load ${loadAverage()}\n`,
    );
    process.stdout.write(`a browser's Accept-Encoding (rows ending in${AS_BROWSER}): ${BROWSER['Accept-Encoding']}; the other rows send none\n`);
    const targets = (
      [
        ...bothClients(NGINX_ROW, nginxPeer.url),
        ...bothClients(NODE_ROW, nodePeer.url),
        ...bothClients(NODE_MINIMAL_ROW, minimalNodePeer.url),
        ...(tier ? bothClients(PRODUCTION_ROW, `${tier.url}/${SLUG}`) : []),
        ...bothClients('Blokwerk cached, 1 worker', `${one.url}/${SLUG}`),
        ...bothClients(`Blokwerk cached, ${WORKERS} workers`, `${many.url}/${SLUG}`),
        ...(edge ? bothClients(VARNISH_ROW, `${edge.url}/${SLUG}`) : []),
        { name: 'Blokwerk uncached render, 1 worker', url: `${one.url}/${SLUG}?uncached` },
        { name: `Blokwerk uncached render, ${WORKERS} workers`, url: `${many.url}/${SLUG}?uncached` },
        { name: 'Blokwerk REST get-by-slug, 1 worker', url: `${one.url}${REST}` },
        { name: `Blokwerk REST get-by-slug, ${WORKERS} workers`, url: `${many.url}${REST}` },
        // A cookie that names a session keeps a request off the shared answers: express, the session
        // check (this one is unknown), the operation (its published read is remembered) and JSON.
        { name: 'Blokwerk REST get-by-slug through the operation, 1 worker', url: `${one.url}${REST}`, headers: STALE_SESSION },
        { name: `Blokwerk REST get-by-slug through the operation, ${WORKERS} workers`, url: `${many.url}${REST}`, headers: STALE_SESSION },
        ...(compared
          ? [
              { name: 'compared build: uncached render, 1 worker', url: `${compared.url}/${SLUG}?uncached` },
              { name: 'compared build: REST get-by-slug, 1 worker', url: `${compared.url}${REST}` },
              { name: 'compared build: REST get-by-slug through the operation, 1 worker', url: `${compared.url}${REST}`, headers: STALE_SESSION },
            ]
          : []),
      ] satisfies Target[]
    ).filter(({ name }) => ONLY.test(name));
    await interleavedRounds(targets, 1, 1); // warm-up: every worker's cache, JIT, connections
    const figures = await interleavedRounds(targets, ROUNDS, SECONDS, (round, target) => {
      process.stderr.write(`round ${round + 1}/${ROUNDS}: ${target.name}\n`);
    });
    process.stdout.write(`\nload after the wrk rounds: ${loadAverage()}\n`);
    const uncachedCpu = await reportCpu([{ name: 'this build', server: one }, ...(compared ? [{ name: 'compared build', server: compared }] : [])]);
    process.stdout.write(`\n${report(targets, figures, uncachedCpu)}\n`);

    // Publish through the in-process server; poll the 1-worker process (the built
    // server/dist/main.js, as a second node behind a load balancer would run it) until the new
    // title shows.
    const second = one;
    const shows = (title: string) => async () => (await (await fetch(`${second.url}/${SLUG}`)).text()).includes(title);
    const delays: number[] = [];
    let version = created.pageVersionID;
    let revision = 1;
    for (let round = 1; round <= 5; round++) {
      const title = `Werken bij Blokwerk, versie ${round + 1}`;
      await until(shows(round === 1 ? 'Werken bij Blokwerk' : `versie ${round}`), 5000);
      await fetch(`${second.url}/${SLUG}`).then((r) => r.arrayBuffer()); // cached on the second process now
      const stored = await client.call<{ pageVersion: { id: number }; revision: number }>('POST', `/api/blokwerk/page/version/${version}/store`, {
        revision,
        title,
        blocks: demoBlocks(images),
        typeData: {},
      });
      version = stored.pageVersion.id;
      revision = stored.revision;
      const sent = Date.now();
      await client.call('POST', `/api/blokwerk/page/${created.pageID}/publish`, {});
      delays.push(Date.now() - sent + (await until(shows(title), 5000)));
    }
    const worst = Math.max(...delays);
    process.stdout.write(
      `\npublish-to-visible on a second process (from sending the publish request), 5 rounds: ${delays.join(', ')} ms; worst ${worst} ms ` +
        `${worst < 1000 ? '< 1000 ms yes' : '≥ 1000 ms NO'}\n`,
    );
  } finally {
    await nginxPeer.close();
    await nodePeer.close();
    await minimalNodePeer.close();
    await edge?.close();
    await tier?.close();
    await stop(many);
    await stop(one);
    if (compared) await stop(compared);
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }
} finally {
  await bench.close();
}
