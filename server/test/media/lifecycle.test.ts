import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { API, fetchAs, halves, marked, pageWithImage, pdf, pixelAt, png, replaceFile, upload, type FileAnswer, type MediaFileView } from './support.js';

const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];
type ListAnswer = Envelope & { items: MediaFileView[]; totalItems: number; nextCursor: string | null };

describe('the media lifecycle: replacing bytes, focal points, usage counts', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);
  const stored = (hash: string) =>
    access(path.join(server.t.dataDir, 'media', 'objects', hash.slice(0, 2), hash.slice(2, 4), hash)).then(
      () => true,
      () => false,
    );

  it('replaces a file keeping its id, name and URL: the page URL answers the new bytes, renditions follow, caches revalidate', async () => {
    const client = await admin();
    const image = (await upload(client, '/', 'swap.png', await halves())).body.file;
    const page = await pageWithImage(client, 'swap', image);
    await client.post(`${API}/page/${page.pageID}/publish`, {});
    const pageUrl = `${API}/medialib/get-page-file/${page.pageID}/block_images_b1/${image.hash}/${image.fileName}`;
    const before = await fetchAs(undefined, server.t.url, pageUrl);
    expect(before.headers.get('cache-control')).toBe('public, no-cache');
    expect((await pixelAt(before, 0, 0)).rgb).toEqual([255, 0, 0]);
    expect((await pixelAt(await fetchAs(undefined, server.t.url, `${pageUrl}?w=64`), 0, 0)).rgb).toEqual([255, 0, 0]);
    const pinned = await fetchAs(undefined, server.t.url, `${pageUrl}?v=${image.version}`);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const replaced = await replaceFile(client, image.id, 'anything.png', await png(300, 300, '#00ff00'));
    expect(replaced.status).toBe(200);
    const file = replaced.body.file;
    expect(file).toMatchObject({ id: image.id, fileName: 'swap.png', path: '/', width: 300, height: 300, usageCount: 1 });
    expect(file.hash).not.toBe(image.hash);
    expect(file.version).not.toBe(image.version);
    // The old bytes go once the replace committed (no other file shares them).
    await expect.poll(() => stored(image.hash)).toBe(false);
    expect(await stored(file.hash)).toBe(true);

    // The same URL (the entry still names the old hash) now answers the new bytes, its rendition too.
    const after = await fetchAs(undefined, server.t.url, pageUrl);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).toBe(`"${file.hash}"`);
    expect(await pixelAt(after, 0, 0)).toEqual({ width: 300, height: 300, rgb: [0, 255, 0] });
    expect((await pixelAt(await fetchAs(undefined, server.t.url, `${pageUrl}?w=64`), 0, 0)).rgb).toEqual([0, 255, 0]);
    // A URL made for the old version is no longer cached for a year.
    expect((await fetchAs(undefined, server.t.url, `${pageUrl}?v=${image.version}`)).headers.get('cache-control')).toBe('public, no-cache');
    expect((await fetchAs(client, server.t.url, file.previewUrl ?? '')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses bytes of another kind or another type than the name, and changes nothing', async () => {
    const client = await admin();
    const image = (await upload(client, '/', 'kept.png', await png(20, 10))).body.file;
    for (const [name, bytes] of [
      ['kept.pdf', pdf],
      ['kept.png', pdf],
      ['kept.png', ''],
    ] as const) {
      const refused = await replaceFile(client, image.id, name, bytes);
      expect(refused.status, name).toBe(400);
      expect(refused.body.Errors?.[0]).toMatchObject({ property: 'f' });
    }
    const still = await client.post<FileAnswer>(`${API}/medialib/edit-file`, { id: image.id });
    expect(still.body.file).toMatchObject({ hash: image.hash, version: image.version, width: 20 });
    const missing = await replaceFile(client, 999_999, 'x.png', await png(5, 5));
    expect(missing.status).toBe(404);
  });

  it('keeps a private file private across a replace', async () => {
    const client = await admin();
    const secret = (await upload(client, '/', 'secret-swap.png', await png(10, 10))).body.file;
    const url = `${API}/medialib/preview-image?imageID=${secret.id}`;
    expect((await fetchAs(undefined, server.t.url, url)).status).toBe(404);
    const replaced = (await replaceFile(client, secret.id, 'secret-swap.png', await png(12, 12))).body.file;
    expect(replaced.shared).toBe(false);
    expect((await fetchAs(undefined, server.t.url, url)).status).toBe(404);
    const own = await fetchAs(client, server.t.url, url);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect((await pixelAt(own, 0, 0)).width).toBe(12);
  });

  it('crops to proportions around the focal point; an explicit crop still wins', async () => {
    const client = await admin();
    const image = (await upload(client, '/', 'focal.png', await marked())).body.file;
    const square = `${API}/medialib/preview-image?imageID=${image.id}&ar=1:1`;
    // Centred: the square spans x 100–300, the mark lies beside it.
    const centred = await pixelAt(await fetchAs(client, server.t.url, square), 150, 100);
    expect(centred).toEqual({ width: 200, height: 200, rgb: WHITE });

    const set = await client.post<FileAnswer>(`${API}/medialib/set-focal-point`, { id: image.id, focalX: 0.875, focalY: 0.5 });
    expect(set.status).toBe(200);
    expect(set.body.file).toMatchObject({ focalX: 0.875, focalY: 0.5 });
    expect(set.body.file.version).not.toBe(image.version);
    // Clamped at the right edge: the square spans x 200–400, the mark at 120–180 within it.
    expect((await pixelAt(await fetchAs(client, server.t.url, square), 150, 100)).rgb).toEqual(BLACK);
    const narrow = await pixelAt(await fetchAs(client, server.t.url, `${square}&w=64`), 48, 32);
    expect(narrow).toEqual({ width: 64, height: 64, rgb: BLACK });
    // A crop chosen per use is the box it names, whatever the focal point.
    const crop = await fetchAs(client, server.t.url, `${API}/medialib/preview-crop?imageID=${image.id}&x=0&y=0&width=200&height=200`);
    expect((await pixelAt(crop, 150, 100)).rgb).toEqual(WHITE);

    for (const wrong of [
      { focalX: 1.5, focalY: 0.5 },
      { focalX: null, focalY: 0.5 },
      { focalX: 'a', focalY: 0.5 },
    ]) {
      expect((await client.post(`${API}/medialib/set-focal-point`, { id: image.id, ...wrong })).status, JSON.stringify(wrong)).toBe(400);
    }
    const doc = (await upload(client, '/', 'focal.pdf', pdf)).body.file;
    expect((await client.post(`${API}/medialib/set-focal-point`, { id: doc.id, focalX: 0.5, focalY: 0.5 })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_07' }),
    ]);
    const cleared = await client.post<FileAnswer>(`${API}/medialib/set-focal-point`, { id: image.id, focalX: null, focalY: null });
    expect(cleared.body.file).toMatchObject({ focalX: null, focalY: null });
    expect((await pixelAt(await fetchAs(client, server.t.url, square), 150, 100)).rgb).toEqual(WHITE);
  });

  it('counts uses, sorts by them and finds unused files, by pageIndex and cursor, over REST and GraphQL', async () => {
    const client = await admin();
    await client.post(`${API}/medialib/create-dir`, { path: '/', folderName: 'counted' });
    const [a, b, c] = await Promise.all(
      ['a.png', 'b.png', 'c.png'].map(async (name, i) => (await upload(client, '/counted', name, await png(8 + i, 8))).body.file),
    );
    if (!a || !b || !c) throw new Error('uploads failed');
    await pageWithImage(client, 'uses-a-1', a);
    await pageWithImage(client, 'uses-a-2', a);
    await pageWithImage(client, 'uses-b', b);

    const search = (body: Record<string, unknown>) => client.post<ListAnswer>(`${API}/medialib/search-files`, { directory: '/counted', ...body });
    const byUse = await search({ columnToSort: 'usageCount', sortOrder: 'desc' });
    expect(byUse.body.items.map((f) => [f.fileName, f.usageCount])).toEqual([
      ['a.png', 2],
      ['b.png', 1],
      ['c.png', 0],
    ]);
    const unused = await search({ unused: true });
    expect(unused.body).toMatchObject({ totalItems: 1, items: [expect.objectContaining({ id: c.id })] });
    // By cursor, one at a time, least used first.
    const walked: string[] = [];
    let after: string | null | undefined;
    do {
      const page: ListAnswer = (await search({ columnToSort: 'usageCount', sortOrder: 'asc', pageSize: 1, ...(after ? { after } : {}) })).body;
      walked.push(...page.items.map((f) => f.fileName));
      after = page.nextCursor;
    } while (after);
    expect(walked).toEqual(['c.png', 'b.png', 'a.png']);

    const dir = await client.post<Envelope & { files: MediaFileView[] }>(`${API}/medialib/get-dir`, { path: '/counted' });
    expect(dir.body.files.map((f) => f.usageCount)).toEqual([2, 1, 0]);
    const graph = await client.post<{ data: { searchMediaFiles: { totalItems: number; items: { fileName: string; usageCount: number }[] } } }>(
      `${API}/graphql`,
      {
        query: `{ searchMediaFiles(directory: "/counted", unused: true) { totalItems items { fileName usageCount } } }`,
      },
    );
    expect(graph.body.data.searchMediaFiles).toEqual({ totalItems: 1, items: [{ fileName: 'c.png', usageCount: 0 }] });
  });
});
