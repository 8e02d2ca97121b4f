import { randomFillSync } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { mediaRuntime } from '../src/modules/media/runtime.js';
import { ApiClient } from '../test/support/api-client.js';
import { BENCH_ADMIN as ADMIN, startBenchServer } from './bench-server.js';
import { percentiles } from './measure.js';
import { serverTimesFromChild, timedGet } from './sequential-client.js';

/**
 * `npm run bench:media` (media library, issue 7): the server in this process on a temporary
 * embedded database, measured against the budgets over loopback HTTP.
 */

const API = '/api/blokwerk';
const UPLOAD_BYTES = 100 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

interface Row {
  name: string;
  figure: string;
  budget: string;
  /** Undefined for a row without a budget. */
  within: boolean | undefined;
}

/** A 100 MB PDF made up as it is sent: the magic bytes, then one random chunk over and over. */
async function* bigPdf(): AsyncGenerator<Buffer> {
  const chunk = randomFillSync(Buffer.alloc(CHUNK_BYTES));
  chunk.write('%PDF-1.7\n');
  yield Buffer.from(chunk);
  chunk.write('\n%bench\n');
  for (let sent = CHUNK_BYTES; sent < UPLOAD_BYTES; sent += CHUNK_BYTES) yield chunk;
}

/**
 * POST medialib/add-file with a multipart body streamed through node:http, which waits for
 * the socket to drain (fetch would buffer ahead): the client side stays a few chunks large.
 */
/** Bytes as megabytes with one decimal. */
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function streamUpload(
  base: string,
  client: ApiClient,
  fileName: string,
  size: number,
  content: AsyncIterable<Buffer>,
): Promise<{ id: number; hash: string; fileName: string }> {
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n/\r\n--${boundary}\r\nContent-Disposition: form-data; name="f"; ` +
      `filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body(): AsyncGenerator<Buffer> {
    yield head;
    yield* content;
    yield tail;
  }
  const url = new URL(`${API}/medialib/add-file`, base);
  const answer = new Promise<string>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          ...client.sessionHeaders(),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
      },
    );
    req.on('error', reject);
    pipeline(Readable.from(body()), req).catch(reject);
  });
  const parsed = JSON.parse(await answer) as { Success: boolean; file?: { id: number; hash: string; fileName: string } };
  if (!parsed.file) throw new Error(`upload of ${fileName} failed: ${JSON.stringify(parsed)}`);
  return parsed.file;
}

async function* once(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

/**
 * (a) The RSS growth of this process (server and client alike) while the 100 MB upload runs:
 * sampled every 5 ms and on every chunk sent, against the RSS after a full GC before it.
 */
async function uploadMemory(base: string, client: ApiClient): Promise<Row> {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  let peakBuffers = before.arrayBuffers;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 5);
  async function* sampled(): AsyncGenerator<Buffer> {
    for await (const chunk of bigPdf()) {
      sample();
      yield chunk;
    }
  }
  const started = performance.now();
  try {
    await streamUpload(base, client, 'big.pdf', UPLOAD_BYTES, sampled());
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const growth = (peak - before.rss) / 1024 / 1024;
  return {
    name: `(a) upload of 100 MB (streamed, ${(100 / seconds).toFixed(0)} MB/s): peak RSS growth${collect ? '' : ' (no --expose-gc: baseline not collected)'}`,
    figure:
      `${growth.toFixed(1)} MB (RSS ${mb(before.rss)} → peak ${mb(peak)} MB; peak growth of Buffers ${mb(peakBuffers - before.arrayBuffers)} MB, of ` +
      `the JS heap ${mb(peakHeap - before.heapUsed)} MB)`,
    budget: '< 64 MB',
    within: growth < 64,
  };
}

const cropQuery = (imageID: number, crop: Record<string, number>) =>
  new URLSearchParams(Object.entries({ imageID, ...crop }).map(([k, v]): [string, string] => [k, String(v)])).toString();

const bench = await startBenchServer();
const { server } = bench;
const base = server.url;

try {
  const client = await ApiClient.signIn(base, ADMIN.email, ADMIN.password);
  const rows: Row[] = [await uploadMemory(base, client)];
  // What any API answer costs at the server on this machine now: the floor under (c).
  const floor = await serverTimesFromChild(`${base}${API}/settings/get`, 200, 20, { cookie: client.cookieHeader });
  const base95 = percentiles(floor);
  rows.push({
    name: 'baseline: GET settings/get (a small API read), signed-in editor, 200 requests after 20 warm-up, at the server',
    figure: `p95 ${base95.p95.toFixed(2)} ms (p50 ${base95.p50.toFixed(2)})`,
    budget: '',
    within: undefined,
  });

  // A 12-megapixel photo-like JPEG (noise compresses as badly as a photo does).
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const image = await streamUpload(base, client, 'photo.jpg', photo.length, once(photo));
  const crop = { x: 400, y: 300, width: 3200, height: 2400, rotate: 0, scaleX: 1, scaleY: 1 };
  const entry = { fileID: image.id, hash: image.hash, fileName: image.fileName, altText: 'foto', cropParams: crop };
  const page = await client.call<{ pageID: number }>('POST', `${API}/page/create`, {
    title: 'Media bench',
    slug: 'media-bench',
    type: 'page',
    locale: 'nl',
    content: [{ type: 'image', key: 'b1', props: { caption: '' }, anchorPoint: null, __images: { image: [entry] }, __files: {} }],
  });
  await client.call('POST', `${API}/page/${page.pageID}/publish`, {});
  const cropUrl = `${base}${API}/medialib/preview-crop?${cropQuery(image.id, crop)}`;

  const first = await timedGet(cropUrl);
  rows.push({
    name: `(b) first preview-crop of a 4000×3000 JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB; 3200×2400 crop, JPEG out), at the server`,
    figure: `${first.toFixed(1)} ms`,
    budget: '< 400 ms',
    within: first < 400,
  });

  for (const [who, headers] of [
    ['anonymous visitor', {}],
    ['signed-in editor', { cookie: client.cookieHeader }],
  ] as const) {
    const { p50, p95 } = percentiles(await serverTimesFromChild(cropUrl, 1000, 50, headers));
    rows.push({
      name: `(c) cached preview-crop, ${who}, 1,000 requests after 50 warm-up from another process, at the server`,
      figure: `p95 ${p95.toFixed(2)} ms (p50 ${p50.toFixed(2)})`,
      budget: 'p95 < 5 ms',
      within: p95 < 5,
    });
  }

  const { renditions } = mediaRuntime(server.services);
  const storm = { ...crop, x: 0, y: 0, width: 2000, height: 1500 };
  const before = renditions.computations;
  const stormUrl = `${base}${API}/medialib/preview-crop?${cropQuery(image.id, storm)}`;
  const editor = { cookie: client.cookieHeader };
  await Promise.all(Array.from({ length: 50 }, () => timedGet(stormUrl, editor)));
  const made = renditions.computations - before;
  rows.push({ name: '(d) 50 concurrent requests for one uncached rendition: computations', figure: String(made), budget: '1', within: made === 1 });

  const lines = [
    '| measurement | figure | budget | within |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.figure} | ${r.budget} | ${r.within === undefined ? '' : r.within ? 'yes' : 'NO'} |`),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n`);
} finally {
  await bench.close();
}
