import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WORKING_PIXELS } from '../../src/images/work.js';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { API, fetchAs, halves, upload } from './support.js';

/** 300 bytes that cost librsvg 17 s to draw (a blur, then a morphology, over 4 megapixels). */
const filterBomb = (tag: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><title>${tag}</title><filter id="f"><feGaussianBlur ` +
  `stdDeviation="50"/><feMorphology radius="50"/></filter><rect width="2000" height="2000" fill="#08f" filter="url(#f)"/></svg>`;
/** An ordinary drawing of the same size: a circle, with a soft shadow if asked (0.2 s of CPU to draw). */
const drawing = (tag: string, shadow = false) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><title>${tag}</title><filter id="s"><feDropShadow dx="4" dy="4" ` +
  `stdDeviation="3"/></filter><rect width="2000" height="2000" fill="#fff"/><circle cx="1000" cy="1000" r="300" ` +
  `fill="#c00"${shadow ? ' filter="url(#s)"' : ''}/></svg>`;

describe('image work is bounded per upload (issue 31, part F)', { timeout: 60_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const media = (...parts: string[]) => path.join(server.t.dataDir, 'media', ...parts);
  const filesUnder = async (folder: string) =>
    (await readdir(media(folder), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  const objectPath = (hash: string) => media('objects', hash.slice(0, 2), hash.slice(2, 4), hash);
  const workingCopy = (hash: string) => media('renditions', hash.slice(0, 2), hash, 'working-1.tiff');
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);
  const crop = (client: ApiClient, id: number, box: string) => fetchAs(client, server.t.url, `${API}/medialib/preview-crop?imageID=${id}&${box}`);

  it('refuses an SVG too costly to draw (ML_04), storing nothing', async () => {
    const client = await admin();
    const before = { objects: await filesUnder('objects'), renditions: await filesUnder('renditions') };
    const answer = await upload(client, '/', 'bomb.svg', filterBomb('alone'), 'image/svg+xml');
    expect([answer.status, answer.body.Errors?.map((e) => e.code)]).toEqual([422, ['ML_04']]);
    const dir = await client.post<Envelope & { files: { fileName: string }[] }>(`${API}/medialib/get-dir`, { path: '/' });
    expect(dir.body.files.map((f) => f.fileName)).not.toContain('bomb.svg');
    expect({ objects: await filesUnder('objects'), renditions: await filesUnder('renditions') }).toEqual(before);
  });

  it('draws an SVG once, at upload: its crops are cut from that drawing, never from the SVG again', async () => {
    const client = await admin();
    const { body } = await upload(client, '/', 'circle.svg', drawing('once', true), 'image/svg+xml');
    expect(body.file).toMatchObject({ mimeType: 'image/svg+xml', width: 2000, height: 2000 });
    expect(await sharp(workingCopy(body.file.hash)).metadata()).toMatchObject({ width: 2000, height: 2000 });
    // Were a crop drawn from the SVG, this would now take 17 s and be refused.
    await writeFile(objectPath(body.file.hash), filterBomb('swapped'));
    const answer = await crop(client, body.file.id, 'x=900&y=900&width=200&height=200');
    expect(answer.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await answer.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, [...data.subarray(0, 3)]]).toEqual([200, 200, [204, 0, 0]]);
  });

  it('refuses the crop of a costly SVG stored before (ML_04), while small images are still served', async () => {
    const client = await admin();
    const bombs = [];
    for (const tag of ['old-1', 'old-2']) {
      // As an earlier version stored it: accepted at upload, never drawn.
      const { body } = await upload(client, '/', `${tag}.svg`, drawing(tag), 'image/svg+xml');
      await writeFile(objectPath(body.file.hash), filterBomb(tag));
      await rm(workingCopy(body.file.hash));
      bombs.push(body.file.id);
    }
    const small = (await upload(client, '/', 'small.png', await halves(), 'image/png')).body.file;
    const finished: string[] = [];
    const answers = await Promise.all([
      ...bombs.map(async (id, n) => {
        const answer = await crop(client, id, 'x=0&y=0&width=500&height=500');
        finished.push(`bomb ${n}`);
        return [answer.status, ((await answer.json()) as Envelope).Errors?.map((e) => e.code)];
      }),
      (async () => {
        const answer = await crop(client, small.id, 'x=200&y=0&width=100&height=100');
        finished.push('small');
        return [answer.status, answer.headers.get('content-type')];
      })(),
    ]);
    expect(answers).toEqual([
      [422, ['ML_04']],
      [422, ['ML_04']],
      [200, 'image/png'],
    ]);
    // Drawing SVGs waits in a lane of its own: the small crop did not wait for either.
    expect(finished[0]).toBe('small');
  });

  it('crops a photo beyond 24 megapixels from a working copy of at most that, cut in the right place', async () => {
    const client = await admin();
    // 7000×4000 (28 MP): the left half red, the right half blue.
    const red = { create: { width: 3500, height: 4000, channels: 3 as const, background: '#ff0000' } };
    const photo = await sharp({ create: { width: 7000, height: 4000, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const { body } = await upload(client, '/', 'groot.png', photo, 'image/png');
    expect(body.file).toMatchObject({ width: 7000, height: 4000 });
    const working = await sharp(workingCopy(body.file.hash)).metadata();
    expect(working.width * working.height).toBeLessThanOrEqual(WORKING_PIXELS);
    expect(working.width / working.height).toBeCloseTo(7000 / 4000, 2);

    const scale = working.width / 7000;
    const answer = await crop(client, body.file.id, 'x=3000&y=1000&width=1000&height=1000');
    expect(answer.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await answer.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([Math.round(1000 * scale), Math.round(1000 * scale)]);
    // Red on the left of the cut (x 3000–3500 of the original), blue on its right.
    const pixel = (x: number) => [
      ...data.subarray((Math.floor(info.height / 2) * info.width + x) * info.channels, (Math.floor(info.height / 2) * info.width + x) * info.channels + 3),
    ];
    expect([pixel(10), pixel(info.width - 10)]).toEqual([
      [255, 0, 0],
      [0, 0, 255],
    ]);
  });
});
