// npm run bench:image-bomb: a decompression bomb against the profile image (docs/security.md,
// "Limits"): a real PNG of about 1 MB that declares 16000×16000 pixels (768 MB decoded) sent to
// PUT user/{id}/image, against an ordinary 800×600 photo in the same run. Prints each answer's
// time and how much the process grew meanwhile (peak RSS, sampled every 5 ms).
import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { ApiClient } from '../test/support/api-client.js';
import { BENCH_ADMIN, startBenchServer } from './bench-server.js';
import { pngFile } from '../test/support/png.js';

const SIDE = 16_000;

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A valid, fully decodable PNG of `side`×`side` black pixels, compressed row by row (never held decoded). */
async function bombPng(side: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (data: Buffer) => parts.push(data));
  const row = Buffer.alloc(1 + side * 3);
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return pngFile(side, side, Buffer.concat(parts));
}

interface Measured {
  status: number;
  code: string;
  ms: number;
  rssGrowthMb: number;
}

async function upload(client: ApiClient, baseUrl: string, userId: number, bytes: Buffer): Promise<Measured> {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const form = new FormData();
  form.append('profileImage', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/blokwerk/user/${userId}/image`, { method: 'PUT', headers: client.sessionHeaders(), body: form });
  const answer = (await response.json()) as { Errors?: { code: string }[] };
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { status: response.status, code: answer.Errors?.[0]?.code ?? 'ok', ms, rssGrowthMb: (peak - before) / 1024 / 1024 };
}

const bench = await startBenchServer();
try {
  const baseUrl = bench.server.url;
  const client = await ApiClient.signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const { User } = await client.call<{ User: { ID: number } }>('GET', '/api/blokwerk/user');
  const bomb = await bombPng(SIDE);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  const rows: [string, Measured][] = [];
  // Warm-up, then the ordinary photo as the baseline, then the bomb, three times each.
  await upload(client, baseUrl, User.ID, photo);
  for (let round = 0; round < 3; round++) {
    rows.push([`photo 800×600 (${(photo.length / 1024).toFixed(0)} KB)`, await upload(client, baseUrl, User.ID, photo)]);
    rows.push([`bomb ${SIDE}×${SIDE} (${(bomb.length / 1024).toFixed(0)} KB)`, await upload(client, baseUrl, User.ID, bomb)]);
  }
  process.stdout.write('| upload | status | code | time ms | RSS growth MB |\n|---|---|---|---|---|\n');
  for (const [name, m] of rows) process.stdout.write(`| ${name} | ${m.status} | ${m.code} | ${m.ms.toFixed(1)} | ${m.rssGrowthMb.toFixed(1)} |\n`);
  const photoMs = median(rows.filter(([name]) => name.startsWith('photo')).map(([, m]) => m.ms));
  const bombMs = median(rows.filter(([name]) => name.startsWith('bomb')).map(([, m]) => m.ms));
  process.stdout.write(
    `\nbomb answer time / photo answer time (medians): ${(bombMs / photoMs).toFixed(2)} (${bombMs.toFixed(1)} ms / ${photoMs.toFixed(1)} ms)\n`,
  );
} finally {
  await bench.close();
}
