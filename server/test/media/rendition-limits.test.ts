import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../support/png.js';
import { MAX_RENDITION_SIDE } from '../../src/modules/media/renditions/params.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { within } from '../support/poll.js';
import { useTestServer } from '../support/test-server.js';
import { API, fetchAs, png, upload } from './support.js';

const BUDGET_MB = 1;
const noisy = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();

/** Every rendition file on disk, with its size. */
async function renditionFiles(dataDir: string): Promise<{ file: string; size: number }[]> {
  const root = path.join(dataDir, 'media', 'renditions');
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
        return { file, size: (await stat(file)).size };
      }),
  );
}

describe('images cannot exhaust CPU or disk (renditions bounded, uploads capped)', { timeout: 90_000 }, () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_RENDITION_CACHE_MB: String(BUDGET_MB) });

  it('refuses an upload declaring more than 100 megapixels (ML_01), before decoding it', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const answer = await upload(admin, '/', 'groot.png', pngFile(12_000, 12_000, deflateSync(Buffer.alloc(64))), 'image/png');
    expect([answer.status, answer.body.Errors.map((e) => e.code)]).toEqual([413, ['ML_01']]);
  });

  it('makes no rendition larger than 2560 pixels either way, whatever the crop', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const { body } = await upload(admin, '/', 'panorama.png', await png(3000, 300), 'image/png');
    const crop = await fetchAs(admin, server.t.url, `${API}/medialib/preview-crop?imageID=${body.file.id}&x=0&y=0&width=3000&height=300`);
    expect(crop.status).toBe(200);
    const { width, height } = await sharp(Buffer.from(await crop.arrayBuffer())).metadata();
    expect([width, height]).toEqual([MAX_RENDITION_SIDE, 256]);
  });

  it('refuses (422) to crop an SVG that would be drawn larger than 2560×2560, at once', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"><filter id="f"><feGaussianBlur stdDeviation="500"/></filter><rect ' +
      'width="9000" height="9000" filter="url(#f)"/></svg>';
    const { body } = await upload(admin, '/', 'wolk.svg', svg, 'image/svg+xml');
    expect(body.file).toMatchObject({ mimeType: 'image/svg+xml', width: 9000 });
    const crop = await fetchAs(admin, server.t.url, `${API}/medialib/preview-crop?imageID=${body.file.id}&x=10&y=10&width=500&height=500`);
    expect(crop.status).toBe(422);
    // A variant is drawn at its own size: still fine.
    expect((await fetchAs(admin, server.t.url, `${API}/medialib/preview-image?imageID=${body.file.id}&w=320`)).status).toBe(200);
  });

  it("keeps the rendition store within its budget (least recently used go) and deletes a source's renditions with it", async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const { body } = await upload(admin, '/', 'ruis.png', await noisy(600), 'image/png');
    const id = body.file.id;
    for (let n = 0; n < 12; n++) {
      const crop = await fetchAs(admin, server.t.url, `${API}/medialib/preview-crop?imageID=${id}&x=${n * 10}&y=0&width=400&height=400`);
      expect(crop.status).toBe(200);
    }
    const total = async () => (await renditionFiles(server.t.dataDir)).reduce((sum, f) => sum + f.size, 0);
    const made = await within(5000, total, (bytes) => bytes <= BUDGET_MB * 1024 * 1024);
    expect(made).toBeGreaterThan(0);
    // The newest crop is still there; the first were evicted.
    const newest = await fetchAs(admin, server.t.url, `${API}/medialib/preview-crop?imageID=${id}&x=110&y=0&width=400&height=400`);
    expect(newest.headers.get('etag')).toBeTruthy();

    const folder = path.join(server.t.dataDir, 'media', 'renditions', body.file.hash.slice(0, 2), body.file.hash);
    expect((await readdir(folder)).length).toBeGreaterThan(0);
    expect((await admin.post(`${API}/medialib/delete-file`, { id, confirm: true })).status).toBe(200);
    await within(
      5000,
      () =>
        readdir(folder).then(
          () => 'there',
          () => 'gone',
        ),
      (state) => state === 'gone',
    );
  });
});
