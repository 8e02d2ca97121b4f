import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { gql } from '../support/gql.js';
import { within } from '../support/poll.js';
import { useTestServer } from '../support/test-server.js';
import { PURGE_SECRET } from '../support/varnish.js';

// Renders the built site (site/dist, or BLOKWERK_SITE_DIST).

interface RawAnswer {
  status: number;
  /** Header names (lower-case) and values in the order sent. */
  headers: [string, string][];
  headerBytes: number;
}

/** One GET as it goes over the wire: the header names and values in order, and the header block's size. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) pairs.push([(res.rawHeaders[i] ?? '').toLowerCase(), res.rawHeaders[i + 1] ?? '']);
          resolve({ status: res.statusCode ?? 0, headers: pairs, headerBytes: pairs.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0) });
        });
      })
      .on('error', reject);
  });
}

const header = (answer: RawAnswer, name: string) => answer.headers.find(([n]) => n === name)?.[1];

/** What a hit answers with: the security headers that protect, the page's own CSP, caching and framing. */
const HIT_HEADERS = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'content-security-policy',
  'content-type',
  'cache-control',
  'vary',
  'etag',
  'content-length',
  'x-cache',
  'date',
  'connection',
  'keep-alive',
];

const tagHeaders = (env: Record<string, string>) => loadConfig({ BLOKWERK_PURGE_SECRET: PURGE_SECRET, ...env }).cacheTagHeaders;

describe('BLOKWERK_CACHE_TAG_HEADERS', () => {
  it('defaults to the headers a configured purger reads, and to none without one', () => {
    expect(tagHeaders({})).toEqual([]);
    expect(tagHeaders({ BLOKWERK_PURGER: 'varnish:http://127.0.0.1:6081' })).toEqual(['xkey']);
    expect(tagHeaders({ BLOKWERK_PURGER: 'http:http://127.0.0.1:9000/purge' })).toEqual(['Surrogate-Key', 'xkey', 'Cache-Tag']);
    expect(tagHeaders({ BLOKWERK_CACHE_TAG_HEADERS: 'Cache-Tag' })).toEqual(['Cache-Tag']);
    expect(tagHeaders({ BLOKWERK_PURGER: 'varnish:http://127.0.0.1:6081', BLOKWERK_CACHE_TAG_HEADERS: 'none' })).toEqual([]);
  });
});

describe('a cached hit sends what browsers use', { timeout: 60_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const page = () => `${server.t.url}/slank`;

  beforeAll(async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Slank', slug: 'slank', type: 'page', locale: 'nl', content: [] },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  });

  it('without cache tags (no purger) or headers no current browser acts on', async () => {
    const hit = await within(
      5000,
      () => rawGet(page()),
      (answer) => header(answer, 'x-cache') === 'hit',
    );
    expect(hit.status).toBe(200);
    expect(hit.headers.map(([name]) => name).toSorted()).toEqual(HIT_HEADERS.toSorted());
    expect(header(hit, 'x-frame-options')).toBe('DENY');
    expect(header(hit, 'content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sends each encoding from its own stored answer, and a 304 for any stored ETag', async () => {
    const br = await within(
      5000,
      () => rawGet(page(), { 'accept-encoding': 'gzip, deflate, br, zstd' }),
      (answer) => header(answer, 'content-encoding') === 'br',
    );
    expect(br.headers.map(([name]) => name).toSorted()).toEqual([...HIT_HEADERS, 'content-encoding'].toSorted());
    const gzip = await rawGet(page(), { 'accept-encoding': 'gzip' });
    expect(header(gzip, 'content-encoding')).toBe('gzip');
    // A preference by q-value is honoured, also once the value was seen before.
    for (let i = 0; i < 2; i++) expect(header(await rawGet(page(), { 'accept-encoding': 'br;q=0.5, gzip' }), 'content-encoding')).toBe('gzip');
    const plain = await rawGet(page());
    for (const etag of [header(br, 'etag'), header(gzip, 'etag'), header(plain, 'etag')]) {
      const revalidated = await rawGet(page(), { 'if-none-match': etag ?? '' });
      expect([revalidated.status, header(revalidated, 'etag')]).toEqual([304, etag]);
    }
  });
});
