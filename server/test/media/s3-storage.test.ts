import { randomBytes, createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type S3Settings } from '../../src/config.js';
import { mediaRuntime } from '../../src/modules/media/runtime.js';
import { LocalCopies } from '../../src/modules/media/storage/local-copies.js';
import { s3Storage } from '../../src/modules/media/storage/s3-storage.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { API, fetchAs, halves, pageWithImage, upload } from './support.js';

const BUCKET = 'blokwerk-media';
const write = (size: number) => async (temp: string) => writeFile(temp, randomBytes(size));

describe('S3-compatible media storage (BLOKWERK_MEDIA_STORAGE=s3), against a real S3 server', () => {
  let dir: string;
  let s3: S3rver;
  let endpoint: string;
  let t: TestServer;
  const settings = (): S3Settings => ({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    cacheBytes: 1024 * 1024,
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 'bucket'), configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await startTestServer({
      ...ADMIN_ENV,
      BLOKWERK_MEDIA_STORAGE: 's3',
      BLOKWERK_S3_BUCKET: BUCKET,
      BLOKWERK_S3_ENDPOINT: endpoint,
      BLOKWERK_S3_ACCESS_KEY_ID: 'S3RVER',
      BLOKWERK_S3_SECRET_ACCESS_KEY: 'S3RVER',
      BLOKWERK_S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores uploads in the bucket and delivers them, renditions included', async () => {
    const client = await signedIn(t.url, ADMIN.email, ADMIN.password);
    const bytes = await halves();
    const image = (await upload(client, '/', 'halves.png', bytes)).body.file;
    expect(await mediaRuntime(t.server.services).storage.exists(image.hash)).toBe(true);
    // The bucket holds the object under its hash; the upload became the local copy, not a leftover.
    const stored = await readdir(path.join(dir, 'bucket', BUCKET), { recursive: true });
    expect(stored.some((name) => name.includes(image.hash))).toBe(true);

    const crop = { x: 200, y: 0, width: 200, height: 200, rotate: 0, scaleX: 1, scaleY: 1 };
    const page = await pageWithImage(client, 's3-page', image, crop);
    await client.post(`${API}/page/${page.pageID}/publish`, {});
    const file = await fetchAs(undefined, t.url, `${API}/medialib/get-page-file/${page.pageID}/block_images_b1/${image.hash}/${image.fileName}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);

    const query = new URLSearchParams(Object.entries({ imageID: image.id, ...crop }).map(([k, v]): [string, string] => [k, String(v)]));
    const cropped = await fetchAs(undefined, t.url, `${API}/medialib/preview-crop?${query}`);
    expect(cropped.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await cropped.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 200]);
    // The right half of the image is blue.
    expect([data[0], data[2]]).toEqual([0, 255]);
  });

  it('fetches an object into an empty local cache, removes it, and keeps the cache bounded', async () => {
    const writer = s3Storage(settings(), path.join(dir, 'writer'));
    const reader = s3Storage(settings(), path.join(dir, 'reader'));
    try {
      const bytes = randomBytes(300 * 1024);
      const hash = createHash('sha256').update(bytes).digest('hex');
      const temp = path.join(dir, 'upload.tmp');
      await writeFile(temp, bytes);
      await writer.put(temp, hash);

      // Another process (an empty cache) downloads it once, however many ask at the same time.
      const copies = await Promise.all([reader.localFile(hash), reader.localFile(hash), reader.localFile(hash)]);
      expect(new Set(copies).size).toBe(1);
      expect((await readFile(copies[0] ?? '')).equals(bytes)).toBe(true);

      await writer.remove(hash);
      expect(await reader.exists(hash)).toBe(false);
      const third = s3Storage(settings(), path.join(dir, 'third'));
      await expect(third.localFile(hash)).rejects.toThrow(/does not exist/);
      third.close();
    } finally {
      writer.close();
      reader.close();
    }
  });

  it('evicts the least recently used local copies beyond the bound', async () => {
    const root = path.join(dir, 'bounded');
    const copies = new LocalCopies(root, 250 * 1024, { inUseMs: 0 });
    const hashes = ['a', 'b', 'c'].map((c) => c.repeat(64));
    const [first, second, third] = hashes;
    if (!first || !second || !third) throw new Error('three hashes');
    await copies.get(first, write(100 * 1024));
    await copies.get(second, write(100 * 1024));
    await copies.get(first, write(0)); // used again: now the second is the least recent
    await copies.get(third, write(100 * 1024));
    const left = await readdir(root, { recursive: true });
    expect(
      left
        .filter((name) => hashes.some((h) => name.endsWith(h)))
        .map((name) => path.basename(name))
        .toSorted(),
    ).toEqual([first, third]);
  });

  it("shares its folder with the host's other workers: takes their copies, fetches again what they deleted", async () => {
    const root = path.join(dir, 'shared');
    const [one, two] = [new LocalCopies(root, 1024 * 1024), new LocalCopies(root, 1024 * 1024)];
    const hash = 'd'.repeat(64);
    let fetches = 0;
    const fetch = async (temp: string) => {
      fetches += 1;
      await writeFile(temp, 'copy');
    };
    const file = await one.get(hash, fetch);
    expect([await two.get(hash, fetch), fetches]).toEqual([file, 1]);
    await one.forget(hash);
    expect([await readFile(await two.get(hash, fetch), 'utf8'), fetches]).toEqual(['copy', 2]);
  });

  it('deletes copies left unused for their idle time (private files), and none in use', async () => {
    const root = path.join(dir, 'idle');
    const [old, fresh] = ['e', 'f'].map((c) => c.repeat(64));
    if (!old || !fresh) throw new Error('two hashes');
    const first = new LocalCopies(root, 1024 * 1024);
    const oldFile = await first.get(old, write(10));
    await first.get(fresh, write(10));
    first.close();
    await utimes(oldFile, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    // At start-up, then every idle time: what the host did not use within it goes.
    const copies = new LocalCopies(root, 1024 * 1024, { idleMs: 30_000 });
    try {
      const kept = await copies.get(fresh, write(0));
      const left = await readdir(root, { recursive: true });
      expect(left.filter((name) => name.endsWith(old) || name.endsWith(fresh)).map((name) => path.basename(name))).toEqual([fresh]);
      // The one in use was kept, not fetched again (that would have made it empty).
      expect((await readFile(kept)).length).toBe(10);
    } finally {
      copies.close();
    }
  });

  it('validates the S3 settings at start-up', () => {
    expect(() => loadConfig({ BLOKWERK_MEDIA_STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ BLOKWERK_MEDIA_STORAGE: 's3', BLOKWERK_S3_BUCKET: 'b', BLOKWERK_S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /BLOKWERK_S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({ BLOKWERK_MEDIA_STORAGE: 's3', BLOKWERK_S3_BUCKET: 'b' }).s3).toMatchObject({
      bucket: 'b',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({ BLOKWERK_S3_BUCKET: 'b' }).s3).toBeUndefined();
  });
});
