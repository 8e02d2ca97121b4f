// npm run bench:image-cost: what one upload can cost the image queue (docs/security.md,
// "Limits"). Before: a crop cut straight from the original, as renditions were made up to
// issue 31 (sharp in this process). After: the same crops through the server, whose uploads
// make a bounded working copy once (src/modules/media/renditions/working-copy.ts). The images
// are the filter-bomb SVG (300 bytes, 2000×2000, a blur and a morphology) and an 81-megapixel
// PNG (9000×9000, gradients with a little noise: 98 MB). Prints each crop's wall time and CPU
// time (the server runs in this process, so its CPU is counted too; the SVG drawing process's
// is not, and its ratio counts the 2 s it may take) and the before/after ratio of CPU. Figures
// in docs/security.md, "Media and images".
import sharp from 'sharp';
import { SVG_RASTER_CPU_SECONDS } from '../src/images/work.js';
import { ApiClient } from '../test/support/api-client.js';
import { API, upload } from '../test/media/support.js';
import { BENCH_ADMIN, startBenchServer } from './bench-server.js';

const BOMB =
  '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="f"><feGaussianBlur stdDeviation="50"/><feMorphology ' +
  'radius="50"/></filter><rect width="2000" height="2000" fill="#08f" filter="url(#f)"/></svg>';
const SIDE = 9000;
const CROPS = ['x=0&y=0&width=9000&height=9000', 'x=4000&y=6000&width=1200&height=800', 'x=100&y=8000&width=600&height=600'];

/** A 9000×9000 PNG of gradients with two bits of noise: every pixel costs its decoding, yet the file (98 MB) stays within the upload limit. */
function bigPng(): Promise<Buffer> {
  const pixels = Buffer.alloc(SIDE * SIDE * 3);
  for (let y = 0, i = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++, i += 3) {
      const noise = Math.floor(Math.random() * 4);
      pixels[i] = (x + noise) & 255;
      pixels[i + 1] = (y + noise) & 255;
      pixels[i + 2] = (x + y) & 255;
    }
  }
  return sharp(pixels, { raw: { width: SIDE, height: SIDE, channels: 3 }, limitInputPixels: false })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

interface Cost {
  ms: number;
  cpuMs: number;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, Cost]> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return [result, { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }];
}

const shown = ({ ms, cpuMs }: Cost) => `${ms.toFixed(0)} (CPU ${cpuMs.toFixed(0)})`;

/** A crop as renditions made it before: from the original, whatever its cost. */
async function cropBefore(input: Buffer, query: string): Promise<Cost> {
  const box = Object.fromEntries(new URLSearchParams(query)) as Record<string, string>;
  const [, cost] = await timed(() =>
    sharp(input, { failOn: 'none', limitInputPixels: 100_000_000 })
      .extract({ left: Number(box.x), top: Number(box.y), width: Number(box.width), height: Number(box.height) })
      .resize({ width: 2560, height: 2560, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer(),
  );
  return cost;
}

sharp.concurrency(1);
const png = await bigPng();
process.stdout.write(`81 MP PNG: ${(png.length / 1024 / 1024).toFixed(1)} MB\n\n| image | crop | before ms | after ms | CPU ratio |\n|---|---|---|---|---|\n`);
const bench = await startBenchServer();
try {
  const base = bench.server.url;
  const client = await ApiClient.signIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const crop = async (id: number, query: string) =>
    timed(async () => (await fetch(`${base}${API}/medialib/preview-crop?imageID=${id}&${query}`, { headers: client.sessionHeaders() })).status);

  const svgBefore = await cropBefore(Buffer.from(BOMB), 'x=0&y=0&width=500&height=500');
  const [svgAnswer, svgUpload] = await timed(() => upload(client, '/', `bomb-${Date.now()}.svg`, BOMB, 'image/svg+xml'));
  const refusal = `${svgAnswer.status} ${svgAnswer.body.Errors?.map((e) => e.code).join(',') ?? ''}`;
  process.stdout.write(
    `| SVG bomb | 500×500 | ${shown(svgBefore)} | upload refused ${refusal} in ${shown(svgUpload)} | ≥ ` +
      `${(svgBefore.cpuMs / (svgUpload.cpuMs + SVG_RASTER_CPU_SECONDS * 1000)).toFixed(1)} |\n`,
  );

  const [pngAnswer, pngUpload] = await timed(() => upload(client, '/', `big-${Date.now()}.png`, png, 'image/png'));
  for (const query of CROPS) {
    const before = await cropBefore(png, query);
    const [status, after] = await crop(pngAnswer.body.file.id, query);
    process.stdout.write(`| 81 MP PNG | ${query} | ${shown(before)} | ${shown(after)} ${status} | ${(before.cpuMs / after.cpuMs).toFixed(1)} |\n`);
  }
  process.stdout.write(`\n81 MP PNG upload (once: its 24 MP working copy included): ${shown(pngUpload)} ms\n`);

  // A small image's preview while the heavy lane draws another bomb.
  const small = (
    await upload(
      client,
      '/',
      `small-${Date.now()}.png`,
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c83c14' } })
        .png()
        .toBuffer(),
      'image/png',
    )
  ).body.file;
  const drawing = timed(() => upload(client, '/', `bomb2-${Date.now()}.svg`, BOMB.replace('<filter', '<title>2</title><filter'), 'image/svg+xml'));
  const [, smallCrop] = await crop(small.id, 'x=10&y=10&width=200&height=200');
  const [, bombUpload] = await drawing;
  process.stdout.write(`small crop during a bomb's drawing: ${smallCrop.ms.toFixed(0)} ms (the bomb's upload: ${bombUpload.ms.toFixed(0)} ms)\n`);
} finally {
  await bench.close();
}
