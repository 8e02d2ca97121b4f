import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import type { ApiClient } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { within } from '../support/poll.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { PURGE_SECRET, startVarnish, VARNISHD, XKEY, type RunningVarnish } from '../support/varnish.js';

// Spawns the built server and site (`npm run build`) behind Debian's varnish with xkey from
// varnish-modules (.ci/run installs both when it may).

if (!VARNISHD || !XKEY) console.warn('varnish.test.ts skipped: varnishd or the xkey vmod is not installed (apt-get install varnish varnish-modules)');

interface Answer {
  html: string;
  /** X-Varnish holds two transaction ids on a hit (this request's and the one that fetched it). */
  hit: boolean;
  age: number;
}

interface EncodedAnswer {
  hit: boolean;
  encoding: string | undefined;
  vary: string | undefined;
  /** The bytes as sent. */
  body: Buffer;
  /** Decoded. */
  html: string;
}

/** The three kinds of client: none asks for an encoding (curl, bots), an old one for gzip, a browser for all. */
const CLIENTS = { plain: undefined, gzip: 'gzip', br: 'gzip, deflate, br, zstd' } as const;
const EXPECTED_ENCODING = { plain: undefined, gzip: 'gzip', br: 'br' } as const;

/** A GET with exactly this Accept-Encoding (fetch would add its own and decode), the bytes as sent. */
function encodedGet(url: string, acceptEncoding: string | undefined, host?: string): Promise<EncodedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(host ? { host } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
          const hit =
            String(res.headers['x-varnish'] ?? '')
              .trim()
              .split(/\s+/).length === 2;
          resolve({ hit, encoding, vary: res.headers.vary, body, html: decoded.toString() });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function viaVarnish(url: string): Promise<Answer> {
  const res = await fetch(url);
  const html = await res.text();
  return { html, hit: (res.headers.get('x-varnish') ?? '').trim().split(/\s+/).length === 2, age: Number(res.headers.get('age') ?? -1) };
}

describe.skipIf(!VARNISHD || !XKEY)('Varnish in front of two processes, purged by tag', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let workDir: string;
  let servers: SpawnedServer[] = [];
  let varnish: RunningVarnish | undefined;
  let varnishUrl: string;
  let admin: ApiClient;
  const pages: Record<string, number> = {};

  const publishTitle = async (id: number, title: string) => {
    const { page: current } = await gql<{ page: { page: { revision: number }; pageVersion: { id: number } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { page { revision } pageVersion { id } } }',
      { id },
    );
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: current.pageVersion.id, revision: current.page.revision, title, blocks: [] },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    workDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-varnish-'));
    const varnishPort = await freePort();
    varnishUrl = `http://127.0.0.1:${varnishPort}`;
    const env = {
      ...ADMIN_ENV,
      DATABASE_URL: database.url,
      BLOKWERK_DATA_DIR: workDir,
      BLOKWERK_PURGER: `varnish:${varnishUrl}`,
      BLOKWERK_PURGE_SECRET: PURGE_SECRET,
    };
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);

    varnish = await startVarnish(
      servers.map((s) => s.url),
      varnishPort,
    );

    admin = await signedIn(servers[0]?.url ?? '', ADMIN.email, ADMIN.password);
    for (const slug of ['voorkant', 'achterkant']) {
      const { createPage } = await gql<{ createPage: { pageID: number } }>(
        admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        { input: { title: `Eerste ${slug}`, slug, type: 'page', locale: 'nl', content: [] } },
      );
      pages[slug] = createPage.pageID;
      await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
    }
  });

  afterAll(async () => {
    await varnish?.close();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('caches pages, serves a new version within a second of its publication, and keeps the untouched page', async () => {
    for (const slug of ['voorkant', 'achterkant']) {
      const first = await viaVarnish(`${varnishUrl}/${slug}`);
      expect(first.html).toContain(`Eerste ${slug}`);
      const second = await viaVarnish(`${varnishUrl}/${slug}`);
      expect({ hit: second.hit, html: second.html }).toEqual({ hit: true, html: first.html });
    }
    // Blokwerk sends what the page shows as tags; the recipe keeps them from visitors.
    const direct = await fetch(`${servers[1]?.url}/voorkant`);
    await direct.body?.cancel();
    expect(direct.headers.get('xkey')?.split(' ')).toEqual(expect.arrayContaining([`bw-page-${pages.voorkant}`, 'bw-settings']));
    expect(direct.headers.get('cache-control')).toContain('s-maxage=86400');
    expect((await fetch(`${varnishUrl}/voorkant`)).headers.get('xkey')).toBeNull();

    await publishTitle(pages.voorkant ?? 0, 'Tweede voorkant');
    const published = Date.now();
    const fresh = await within(
      1000,
      () => viaVarnish(`${varnishUrl}/voorkant`),
      (answer) => answer.html.includes('Tweede voorkant'),
    );
    expect(Date.now() - published).toBeLessThan(1000);
    expect(fresh.html).not.toContain('Eerste voorkant');

    const untouched = await viaVarnish(`${varnishUrl}/achterkant`);
    expect(untouched).toMatchObject({ hit: true, html: expect.stringContaining('Eerste achterkant') });
    expect(untouched.age).toBeGreaterThanOrEqual(0);
  });

  it("purges a page's cached copies when a translation of it is published (its locale switch gains a link)", async () => {
    const { createTranslation } = await gql<{ createTranslation: { pageID: number } }>(
      admin,
      'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID } }',
      { input: { pageID: pages.achterkant ?? 0, locale: 'en', title: 'Back side', slug: 'back-side' } },
    );
    await viaVarnish(`${varnishUrl}/achterkant`);
    const cached = await viaVarnish(`${varnishUrl}/achterkant`);
    // Not published yet: neither an alternate nor a link in the switch.
    expect({ hit: cached.hit, linked: cached.html.includes('/en/back-side') }).toEqual({ hit: true, linked: false });
    await viaVarnish(`${varnishUrl}/voorkant`);

    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createTranslation.pageID });
    const published = Date.now();
    // Another page's event, yet it purges this page: the translations share a tag.
    const fresh = await within(
      1000,
      () => viaVarnish(`${varnishUrl}/achterkant`),
      (answer) => answer.html.includes('/en/back-side'),
    );
    expect(Date.now() - published).toBeLessThan(1000);
    expect(fresh.html).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/localhost:\d+\/en\/back-side">/);
    expect((await viaVarnish(`${varnishUrl}/voorkant`)).hit).toBe(true);
  });
  it('purges a page that teases another when that page changes, and keeps it when an unrelated page does', async () => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: {
        title: 'Wijzer',
        slug: 'wijzer',
        type: 'page',
        locale: 'nl',
        content: [{ type: 'teaser', key: 't1', anchorPoint: null, props: { page: { kind: 'internal', pageId: pages.voorkant } }, __images: {}, __files: {} }],
      },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
    const first = await viaVarnish(`${varnishUrl}/wijzer`);
    expect(first.html).toContain('Tweede voorkant');
    expect((await viaVarnish(`${varnishUrl}/wijzer`)).hit).toBe(true);

    // Another page's publication is no concern of it: it looks its teased page up by id, no list.
    await publishTitle(pages.achterkant ?? 0, 'Tweede achterkant');
    await within(
      1000,
      () => viaVarnish(`${varnishUrl}/achterkant`),
      (answer) => answer.html.includes('Tweede achterkant'),
    );
    expect(await viaVarnish(`${varnishUrl}/wijzer`)).toMatchObject({ hit: true, html: first.html });

    await publishTitle(pages.voorkant ?? 0, 'Derde voorkant');
    const published = Date.now();
    const fresh = await within(
      1000,
      () => viaVarnish(`${varnishUrl}/wijzer`),
      (answer) => answer.html.includes('Derde voorkant'),
    );
    expect(Date.now() - published).toBeLessThan(1000);
    expect(fresh.html).not.toContain('Tweede voorkant');
  });

  it("keeps Blokwerk's plain, gzip and br answers apart and delivers each untouched; a purge drops all three", async () => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Eerste codering', slug: 'codering', type: 'page', locale: 'nl', content: [] },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
    const kinds = Object.keys(CLIENTS) as (keyof typeof CLIENTS)[];
    // Each process's own bytes of each encoding, once it has compressed the page (for Varnish's
    // Host: the page's links name the host it is asked for; its canonical link, the process's URL).
    const direct = new Map<keyof typeof CLIENTS, Buffer[]>();
    for (const kind of kinds) {
      for (const server of servers) {
        const answer = await within(
          5000,
          () => encodedGet(`${server.url}/codering`, CLIENTS[kind], new URL(varnishUrl).host),
          (found) => found.encoding === EXPECTED_ENCODING[kind],
        );
        direct.set(kind, [...(direct.get(kind) ?? []), answer.body]);
      }
    }
    for (const kind of kinds) await encodedGet(`${varnishUrl}/codering`, CLIENTS[kind]);
    const before = await varnish?.counters();
    for (const kind of kinds) {
      const hit = await encodedGet(`${varnishUrl}/codering`, CLIENTS[kind]);
      expect({ kind, hit: hit.hit, encoding: hit.encoding, vary: hit.vary, same: direct.get(kind)?.some((bytes) => bytes.equals(hit.body)) }).toEqual({
        kind,
        hit: true,
        encoding: EXPECTED_ENCODING[kind],
        vary: 'Accept-Encoding',
        same: true,
      });
      expect(hit.html).toContain('Eerste codering');
    }
    // Varnish coded nothing itself: no gunzip for the plain client, no gzip of its own.
    const after = await varnish?.counters();
    expect([after?.['MAIN.n_gunzip'], after?.['MAIN.n_gzip']]).toEqual([before?.['MAIN.n_gunzip'], before?.['MAIN.n_gzip']]);

    await publishTitle(createPage.pageID, 'Tweede codering');
    const published = Date.now();
    for (const kind of kinds) {
      const fresh = await within(
        1000,
        () => encodedGet(`${varnishUrl}/codering`, CLIENTS[kind]),
        (answer) => answer.html.includes('Tweede codering'),
      );
      expect(fresh.encoding).toBe(EXPECTED_ENCODING[kind]);
    }
    expect(Date.now() - published).toBeLessThan(1000);
  });
});
