import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDistDir } from '../../src/paths.js';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { gql } from '../support/gql.js';
import { within } from '../support/poll.js';
import { useTestServer } from '../support/test-server.js';

// Renders the built site and serves the built admin: run `npm run build` first.

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire. */
  wire: Buffer;
  /** Those bytes decoded by their Content-Encoding. */
  text: string;
}

/** A GET that leaves the body as sent (fetch would decode it and hide the sizes). */
function getRaw(base: string, pathname: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(pathname, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          const decoded = coding === 'br' ? zlib.brotliDecompressSync(wire) : coding === 'gzip' ? zlib.gunzipSync(wire) : wire;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, text: decoded.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

describe('compressed answers', { timeout: 60_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Gecomprimeerd', slug: 'gecomprimeerd', type: 'page', locale: 'nl', content: [] },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  });

  it('stores a cached page brotli- and gzip-compressed: each encoding decodes to the same HTML, with its own ETag and 304', async () => {
    const plain = await getRaw(server.t.url, '/gecomprimeerd');
    expect(plain.status).toBe(200);
    expect(plain.text).toContain('Gecomprimeerd');
    // The variants are computed off the event loop as the page enters the cache: a hit has them soon after.
    const br = await within(
      5000,
      () => getRaw(server.t.url, '/gecomprimeerd', { 'accept-encoding': 'gzip, deflate, br' }),
      (answer) => answer.headers['x-cache'] === 'hit' && answer.headers['content-encoding'] === 'br',
    );
    const gzip = await getRaw(server.t.url, '/gecomprimeerd', { 'accept-encoding': 'br;q=0.5, gzip' });
    const identity = await getRaw(server.t.url, '/gecomprimeerd', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect([gzip.headers['x-cache'], gzip.headers['content-encoding'], identity.headers['x-cache'], identity.headers['content-encoding']]).toEqual([
      'hit',
      'gzip',
      'hit',
      undefined,
    ]);

    for (const answer of [br, gzip, identity]) {
      expect(answer.text).toBe(plain.text);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.wire.length);
    }
    expect(br.wire.length).toBeLessThan(plain.wire.length / 2);
    expect(gzip.wire.length).toBeLessThan(plain.wire.length / 2);
    const etags = [br, gzip, identity].map((answer) => answer.headers.etag);
    expect(new Set(etags).size).toBe(3);

    const notModified = await getRaw(server.t.url, '/gecomprimeerd', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect([notModified.status, notModified.headers.etag, notModified.headers.vary, notModified.wire.length]).toEqual([
      304,
      br.headers.etag,
      'Accept-Encoding',
      0,
    ]);
    // A client holding the brotli copy holds the current page, whatever it accepts now; a stale validator gets the bytes.
    const held = await getRaw(server.t.url, '/gecomprimeerd', { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) });
    expect([held.status, held.headers.etag]).toEqual([304, br.headers.etag]);
    const stale = await getRaw(server.t.url, '/gecomprimeerd', { 'accept-encoding': 'gzip', 'if-none-match': '"stale-br"' });
    expect([stale.status, stale.headers['content-encoding'], stale.headers.etag]).toEqual([200, 'gzip', gzip.headers.etag]);
  });

  it('compresses uncached HTML and large JSON, leaves small bodies plain, and says Vary', async () => {
    const editorView = await getRaw(server.t.url, '/gecomprimeerd', { 'accept-encoding': 'br', cookie: `blokwerk_session=${admin.sessionCookie}` });
    expect([editorView.status, editorView.headers['x-cache'], editorView.headers['content-encoding'], editorView.headers.vary]).toEqual([
      200,
      undefined,
      'br',
      'Accept-Encoding',
    ]);
    expect(editorView.text).toContain('Gecomprimeerd');

    const query = encodeURIComponent('{ __schema { types { name description } } }');
    const [plainJson, gzipJson] = await Promise.all(
      ['identity', 'gzip'].map((coding) =>
        getRaw(server.t.url, `/api/blokwerk/graphql?query=${query}`, { 'accept-encoding': coding, 'apollo-require-preflight': 'true' }),
      ),
    );
    expect([plainJson?.status, plainJson?.headers['content-encoding'], gzipJson?.headers['content-encoding'], gzipJson?.headers.vary]).toEqual([
      200,
      undefined,
      'gzip',
      'Accept-Encoding',
    ]);
    expect(JSON.parse(gzipJson?.text ?? '')).toEqual(JSON.parse(plainJson?.text ?? ''));
    expect(gzipJson?.wire.length).toBeLessThan((plainJson?.wire.length ?? 0) / 2);

    const small = await getRaw(server.t.url, '/api/blokwerk/settings/get', { 'accept-encoding': 'br, gzip' });
    expect(small.wire.length).toBeLessThan(1024);
    expect([small.status, small.headers['content-encoding'], small.headers.vary]).toEqual([200, undefined, 'Accept-Encoding']);
  });

  it("serves the admin's build-time brotli copy of its scripts to clients that accept it", async () => {
    // The build the test server serves (test-server.ts passes BLOKWERK_ADMIN_DIST on).
    const assets = path.join(process.env.BLOKWERK_ADMIN_DIST ?? adminDistDir, 'assets');
    const script = readdirSync(assets).find((name) => name.endsWith('.js') && readdirSync(assets).includes(`${name}.br`));
    expect(script).toBeDefined();
    const url = `/cmsadmin/assets/${script}`;
    const [plain, br] = await Promise.all([getRaw(server.t.url, url), getRaw(server.t.url, url, { 'accept-encoding': 'gzip, br' })]);
    expect([br.status, br.headers['content-encoding'], br.headers['content-type'], br.headers.vary]).toEqual([
      200,
      'br',
      plain.headers['content-type'],
      'Accept-Encoding',
    ]);
    expect(br.text).toBe(plain.text);
    expect(br.wire.length).toBeLessThan(plain.wire.length);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });
});
