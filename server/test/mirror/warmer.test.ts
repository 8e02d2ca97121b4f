import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MirrorLayout } from '../../src/site/mirror/layout.js';
import { MirrorStore } from '../../src/site/mirror/store.js';
import { Warmer } from '../../src/site/mirror/warmer.js';
import { within } from '../support/poll.js';

const page = (text: string) => ({ html: Buffer.from(text), br: undefined, gz: undefined, tags: ['bw-pages'] });

describe("the host's warmer", { timeout: 30_000 }, () => {
  let dir: string;
  let site: http.Server;
  let origin: string;
  /** Paths the fake site was asked for, in order. */
  const asked: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-warmer-'));
    // A sitemap index with one sitemap, as the site answers beyond one file's limit; /weg is gone.
    site = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      const xml = (body: string) => res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
      if (req.url === '/sitemap.xml') return xml('<sitemapindex><sitemap><loc>https://example.test/sitemap-0.xml</loc></sitemap></sitemapindex>');
      if (req.url === '/sitemap-0.xml')
        return xml(
          '<urlset><url><loc>https://example.test/</loc></url><url><loc>https://example.test/en/jobs</loc></url>' +
            '<url><loc>https://example.test/al-daar</loc></url></urlset>',
        );
      res.writeHead(req.url === '/weg' ? 404 : 200).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('is one process per host: it renders what the sitemap lists and the mirror lacks, and another takes over when it stops', async () => {
    const layout = new MirrorLayout(dir);
    const store = new MirrorStore(layout);
    await store.write('/al-daar', store.renderStarted(), page('mirrored already'));
    const log = pino({ level: 'silent' });
    const first = new Warmer(layout, store, log);
    const second = new Warmer(layout, store, log);
    first.start(origin);
    await within(
      5000,
      async () => asked.filter((url) => !url.endsWith('.xml')),
      (urls) => urls.length === 2,
    );
    second.start(origin);
    expect(await readFile(layout.warmerLock, 'utf8')).toBe(String(process.pid));
    expect(asked).toEqual(['/sitemap.xml', '/sitemap-0.xml', '/', '/en/jobs']);

    // A removed page that is gone now is noted, and not offered again.
    await store.write('/weg', store.renderStarted(), page('weg'));
    first.removed(await store.removeTagged(['bw-pages']));
    await within(
      5000,
      async () => asked,
      (urls) => urls.includes('/weg'),
    );
    await within(
      5000,
      () => store.removeTagged(['bw-pages']),
      (keys) => !keys.includes('/weg'),
    );

    await first.close();
    expect(existsSync(layout.warmerLock)).toBe(false);
    asked.length = 0;
    await within(
      5000,
      async () => asked,
      (urls) => urls.includes('/sitemap.xml'),
    );
    await second.close();
  });
});
