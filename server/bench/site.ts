import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Block } from '../src/content-model/validate.js';
import { ApiClient } from '../test/support/api-client.js';
import { benchBlocks } from './bench-blocks.js';
import { BENCH_ADMIN as ADMIN, startBenchServer } from './bench-server.js';
import { spawnServer } from '../test/support/spawn-server.js';
import { loadRounds, loadTable } from './load.js';

/**
 * `npm run bench:site` (issue 8): a demo page of 20 blocks (3 uploaded images), published, then
 * at 32 keep-alive connections on loopback: the page served to an anonymous visitor (cached),
 * the same bytes from a bare Node `http` server (the limit), the page rendered uncached (a
 * query string bypasses the cache, so every request renders), and get-by-slug through the
 * REST façade. Then publish-to-visible on a second process over the same database.
 */
/** Each measurement: BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS (default 4), interleaved. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SLUG = 'demo';

interface UploadedFile {
  id: number;
  hash: string;
  fileName: string;
}

async function uploadImage(client: ApiClient, baseUrl: string, n: number): Promise<UploadedFile> {
  const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: ['#143cc8', '#c83c14', '#3cc814'][n] ?? '#777' } }).jpeg().toBuffer();
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

/** Serves `body` as fast as Node's http can: the ceiling no page server on this machine gets above. */
async function limitServer(body: Buffer, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/${SLUG}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
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
    title: 'Werken bij Blokwerk', slug: SLUG, type: 'page', locale: 'nl', content: demoBlocks(images),
  });
  await client.call('POST', `/api/blokwerk/page/${created.pageID}/publish`, {});

  const pageUrl = `${server.url}/${SLUG}`;
  const first = await fetch(pageUrl);
  const html = Buffer.from(await first.arrayBuffer());
  // The publish's own event may arrive while the first render runs, which is then not kept: a few tries.
  let cache: string | null = null;
  for (let attempt = 0; attempt < 5 && cache !== 'hit'; attempt++) {
    const again = await fetch(pageUrl);
    await again.arrayBuffer();
    cache = again.headers.get('x-cache');
  }
  if (first.status !== 200 || cache !== 'hit') throw new Error(`the page is not cached: ${first.status}, ${cache}`);
  const imageCount = html.toString().match(/<img\b/g)?.length ?? 0;
  process.stdout.write(`demo page: ${html.length} bytes of HTML, ${imageCount} images; each measurement ${ROUNDS} × ${SECONDS} s at 32 connections, medians\n`);

  const limit = await limitServer(html, first.headers.get('content-type') ?? 'text/html');
  const [limitFigures, ...rows] = await loadRounds([
    { name: 'limit: the same bytes from node:http', url: limit.url },
    { name: 'cached page (anonymous visitor)', url: pageUrl, budget: 0.85 },
    { name: 'uncached render (?uncached: no cache)', url: `${pageUrl}?uncached`, budget: 0.03 },
    { name: 'get-by-slug, REST façade (anonymous GET)', url: `${server.url}/api/blokwerk/page/get-by-slug-query?slug=${SLUG}`, budget: 0.08 },
  ], ROUNDS, SECONDS);
  await limit.close();
  if (!limitFigures) throw new Error('no limit figures');
  process.stdout.write(`\n${loadTable(limitFigures, rows)}\n`);

  // Publish through this process; poll the second one (the built server/dist/main.js, as a second
  // node behind a load balancer would run it) until the new title shows.
  const secondDataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-bench-second-'));
  const second = await spawnServer({ DATABASE_URL: server.db.url, BLOKWERK_DATA_DIR: secondDataDir, BLOKWERK_SERVER_TIMING: 'true', BLOKWERK_SCHEDULER_INTERVAL_MS: '0' });
  try {
    const shows = (title: string) => async () => (await (await fetch(`${second.url}/${SLUG}`)).text()).includes(title);
    const delays: number[] = [];
    let version = created.pageVersionID;
    let revision = 1;
    for (let round = 1; round <= 5; round++) {
      const title = `Werken bij Blokwerk, versie ${round + 1}`;
      await until(shows(round === 1 ? 'Werken bij Blokwerk' : `versie ${round}`), 5000);
      await fetch(`${second.url}/${SLUG}`).then((r) => r.arrayBuffer()); // cached on the second process now
      const stored = await client.call<{ pageVersion: { id: number }; revision: number }>('POST', `/api/blokwerk/page/version/${version}/store`, {
        revision, title, blocks: demoBlocks(images), typeData: {},
      });
      version = stored.pageVersion.id;
      revision = stored.revision;
      const sent = Date.now();
      await client.call('POST', `/api/blokwerk/page/${created.pageID}/publish`, {});
      delays.push(Date.now() - sent + (await until(shows(title), 5000)));
    }
    const worst = Math.max(...delays);
    process.stdout.write(`\npublish-to-visible on a second process (from sending the publish request), 5 rounds: ${delays.join(', ')} ms; worst ${worst} ms ${worst < 1000 ? '< 1000 ms yes' : '≥ 1000 ms NO'}\n`);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
    await rm(secondDataDir, { recursive: true, force: true });
  }
} finally {
  await bench.close();
}
