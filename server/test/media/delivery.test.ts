import http from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaRuntime } from '../../src/modules/media/runtime.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { API, fetchAs, halves, jpeg, pageWithImage, pdf, png, upload, type MediaFileView } from './support.js';

/** The top-left pixel and the size of an image answer. */
async function inspect(res: Response): Promise<{ width: number; height: number; rgb: number[] }> {
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: [data[0] ?? -1, data[1] ?? -1, data[2] ?? -1] };
}

/** A GET whose path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    http
      .get({ host: url.hostname, port: url.port, path: rawPath }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

const query = (c: Record<string, number>) => new URLSearchParams(Object.entries(c).map(([k, v]) => [k, String(v)])).toString();

describe('media delivery: page files, previews, crops and renditions', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);
  const computations = () => mediaRuntime(server.t.server.services).renditions.computations;
  let image: MediaFileView;
  let published: { pageID: number };
  let draft: { pageID: number };
  const crop = { x: 0, y: 0, width: 200, height: 200, rotate: 90, scaleX: 1, scaleY: 1 };

  it("serves a published page's files to anyone, drafts' to editors only", async () => {
    const client = await admin();
    image = (await upload(client, '/', 'halves.png', await halves())).body.file;
    published = await pageWithImage(client, 'published', image, crop);
    await client.post(`${API}/page/${published.pageID}/publish`, {});
    draft = await pageWithImage(client, 'draft', image);
    const url = (pageID: number) => `${API}/medialib/get-page-file/${pageID}/block_images_b1/${image.hash}/${image.fileName}`;

    const res = await fetchAs(undefined, server.t.url, url(published.pageID));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    // The bytes behind a URL change with a replace: caches revalidate, unless the URL names the file's version.
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const pinned = await fetchAs(undefined, server.t.url, `${url(published.pageID)}?v=${image.version}`);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(`"${image.hash}"`);
    expect(res.headers.get('content-disposition')).toBe('inline; filename="halves.png"; filename*=UTF-8\'\'halves.png');
    expect((await inspect(res)).width).toBe(400);
    const again = await fetchAs(undefined, server.t.url, url(published.pageID), { 'if-none-match': `"${image.hash}"` });
    expect(again.status).toBe(304);

    expect((await fetchAs(undefined, server.t.url, url(draft.pageID))).status).toBe(404);
    const forEditor = await fetchAs(client, server.t.url, url(draft.pageID));
    expect(forEditor.status).toBe(200);
    expect(forEditor.headers.get('cache-control')).toBe('private, no-cache');
    // The entry must be in that group of the published version, under that name.
    expect(
      (await fetchAs(undefined, server.t.url, `${API}/medialib/get-page-file/${published.pageID}/block_images_b2/${image.hash}/${image.fileName}`)).status,
    ).toBe(404);
    expect((await fetchAs(undefined, server.t.url, `${API}/medialib/get-page-file/${published.pageID}/block_images_b1/${image.hash}/other.png`)).status).toBe(
      404,
    );
    expect(
      (await fetchAs(undefined, server.t.url, `${API}/medialib/get-page-file/${published.pageID}/block_files_b1/${image.hash}/${image.fileName}`)).status,
    ).toBe(404);
  });

  it('never lets a path leave the media store', async () => {
    const base = `${API}/medialib/get-page-file/${published.pageID}/block_images_b1`;
    const attempts = [
      `${base}/../../../../etc/passwd`,
      `${base}/%2e%2e/%2e%2e%2fetc%2fpasswd`,
      `${base}/${image.hash}/..%2f..%2f..%2fetc%2fpasswd`,
      `${base}/${image.hash}/%2e%2e`,
      `${base}/${image.hash}/..%5c..%5cwindows%5cwin.ini`,
      `${base}/..%5c${image.hash}/x.png`,
      `${API}/medialib/get-page-file/${published.pageID}/..%2f..%2fobjects/${image.hash}/x.png`,
      `${API}/medialib/preview-image?imageID=..%2f1`,
    ];
    for (const attempt of attempts) {
      const res = await rawGet(server.t.url, attempt);
      expect([400, 404], attempt).toContain(res.status);
      expect(res.body, attempt).not.toContain('root:');
      expect(res.body, attempt).toMatch(/^\{"Success":false/);
    }
  });

  it('serves narrower variants in modern formats for srcset, by `w` and Accept', async () => {
    const client = await admin();
    const photo = (await upload(client, '/', 'wide.jpg', await jpeg(1000, 500))).body.file;
    await client.post(`${API}/medialib/edit-file`, { id: photo.id, shared: true });
    const base = `${API}/medialib/preview-image?imageID=${photo.id}`;
    const webp = await fetchAs(undefined, server.t.url, `${base}&w=300`, { accept: 'image/avif,image/webp,*/*' });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/avif');
    expect(webp.headers.get('vary')).toBe('Accept');
    expect((await inspect(webp)).width).toBe(320);
    const plain = await fetchAs(undefined, server.t.url, `${base}&w=300`, { accept: 'image/webp' });
    expect(plain.headers.get('content-type')).toBe('image/webp');
    const old = await fetchAs(undefined, server.t.url, `${base}&w=5000`);
    expect(old.headers.get('content-type')).toBe('image/jpeg');
    // Never wider than the original.
    expect((await inspect(old)).width).toBe(1000);
    expect((await fetchAs(undefined, server.t.url, `${base}&w=0`)).status).toBe(400);
  });

  it('crops as cropper.js does: flip, rotate (degrees), then the box', async () => {
    const client = await admin();
    const base = `${API}/medialib/preview-crop?imageID=${image.id}`;
    // Rotated 90° clockwise the left (red) half is on top.
    const top = await inspect(await fetchAs(client, server.t.url, `${base}&${query(crop)}`));
    expect(top).toMatchObject({ width: 200, height: 200, rgb: [255, 0, 0] });
    const flipped = await inspect(await fetchAs(client, server.t.url, `${base}&${query({ ...crop, scaleX: -1 })}`));
    expect(flipped.rgb).toEqual([0, 0, 255]);
    const bottom = await inspect(await fetchAs(client, server.t.url, `${base}&${query({ ...crop, y: 200 })}`));
    expect(bottom.rgb).toEqual([0, 0, 255]);
    const tilted = await fetchAs(client, server.t.url, `${base}&${query({ x: 100, y: 100, width: 200, height: 200, rotate: 45, scaleX: 1, scaleY: 1 })}`);
    expect(tilted.status).toBe(200);
    // A box beside the image altogether, or a crop of something that is no image.
    expect((await fetchAs(client, server.t.url, `${base}&${query({ ...crop, x: 5000 })}`)).status).toBe(400);
    const doc = (await upload(client, '/', 'doc.pdf', pdf)).body.file;
    expect((await fetchAs(client, server.t.url, `${API}/medialib/preview-crop?imageID=${doc.id}&${query(crop)}`)).status).toBe(404);
  });

  it('shows visitors only the crops published pages use, and images nobody published not at all', async () => {
    const base = `${API}/medialib/preview-crop?imageID=${image.id}`;
    const allowed = await fetchAs(undefined, server.t.url, `${base}&${query(crop)}&w=100`);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('public, no-cache');
    expect((await fetchAs(undefined, server.t.url, `${base}&${query({ ...crop, x: 1 })}`)).status).toBe(404);
    expect((await fetchAs(undefined, server.t.url, `${API}/medialib/preview-image?imageID=${image.id}`)).status).toBe(200);
    const client = await admin();
    const secret = (await upload(client, '/', 'secret.png', await png(10, 10))).body.file;
    expect((await fetchAs(undefined, server.t.url, `${API}/medialib/preview-image?imageID=${secret.id}`)).status).toBe(404);
    const own = await fetchAs(client, server.t.url, `${API}/medialib/preview-image?imageID=${secret.id}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    const pinned = await fetchAs(client, server.t.url, `${API}/medialib/preview-image?imageID=${secret.id}&v=${secret.version}`);
    expect(pinned.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });

  it('forgets what visitors may fetch the moment a page or a file changes (remembered per process)', async () => {
    const client = await admin();
    const photo = (await upload(client, '/', 'remembered.png', await png(40, 30))).body.file;
    const page = await pageWithImage(client, 'remembered', photo, { x: 0, y: 0, width: 20, height: 20, rotate: 0, scaleX: 1, scaleY: 1 });
    await client.post(`${API}/page/${page.pageID}/publish`, {});
    const cropped = `${API}/medialib/preview-crop?imageID=${photo.id}&${query({ x: 0, y: 0, width: 20, height: 20, rotate: 0, scaleX: 1, scaleY: 1 })}`;
    const preview = `${API}/medialib/preview-image?imageID=${photo.id}`;
    const visitor = async (path: string) => (await fetchAs(undefined, server.t.url, path)).status;
    // Asked twice: the second answer comes from what the process remembered.
    expect([await visitor(cropped), await visitor(cropped), await visitor(preview)]).toEqual([200, 200, 200]);

    await client.post(`${API}/page/${page.pageID}/unpublish`, {});
    expect([await visitor(cropped), await visitor(preview)]).toEqual([404, 404]);
    await client.post(`${API}/medialib/edit-file`, { id: photo.id, shared: true });
    expect(await visitor(preview)).toBe(200);
    await client.post(`${API}/medialib/edit-file`, { id: photo.id, newFileName: 'renamed.png' });
    expect((await fetchAs(undefined, server.t.url, preview)).headers.get('content-disposition')).toContain('filename="renamed.png"');
    await client.post(`${API}/medialib/edit-file`, { id: photo.id, shared: false });
    expect(await visitor(preview)).toBe(404);
    await client.post(`${API}/medialib/delete-file`, { id: photo.id, confirm: true });
    expect((await fetchAs(client, server.t.url, preview)).status).toBe(404);
  });

  it('computes a rendition once, then serves it from the cache (ETag, 304)', async () => {
    const client = await admin();
    const url = `${API}/medialib/preview-crop?imageID=${image.id}&${query({ ...crop, width: 150 })}`;
    const before = computations();
    const first = await fetchAs(client, server.t.url, url);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(computations()).toBe(before + 1);
    const second = await fetchAs(client, server.t.url, url);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const revalidated = await fetchAs(client, server.t.url, url, { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(revalidated.status).toBe(304);
    expect(computations()).toBe(before + 1);
  });

  it('computes a new rendition once for a storm of 50 concurrent requests', async () => {
    const client = await admin();
    const url = `${API}/medialib/preview-crop?imageID=${image.id}&${query({ ...crop, width: 120, height: 90 })}&w=64`;
    const before = computations();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetchAs(client, server.t.url, url).then(async (r) => ({ status: r.status, bytes: Buffer.from(await r.arrayBuffer()) }))),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.bytes.toString('base64'))).size).toBe(1);
    expect(computations()).toBe(before + 1);
  });

  it('serves files with byte ranges (video seeking) and their own type', async () => {
    const client = await admin();
    const doc = (await upload(client, '/', 'prices.csv', 'a;b\n1;2\n')).body.file;
    const page = await pageWithImage(client, 'with-file', image);
    const url = `${API}/medialib/get-page-file/${page.pageID}/block_files_b1/${doc.hash}/prices.csv`;
    const res = await fetchAs(client, server.t.url, url, { range: 'bytes=0-2' });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('a;b');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});
