import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDistDir } from '../../src/paths.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import type { ApiClient } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { NGINX_MISSING, startNginx, type RunningNginx } from '../support/nginx.js';
import { within } from '../support/poll.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// Spawns the built server and site (`npm run build`) with two workers behind Debian's nginx and
// the shipped recipe (docs/nginx/blokwerk.conf); .ci/run installs nginx when it may.

if (NGINX_MISSING) console.warn(`production-tier.test.ts skipped: ${NGINX_MISSING}`);

interface Answer {
  status: number;
  html: string;
  mirrored: boolean;
  headers: Headers;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { headers });
  return { status: res.status, html: await res.text(), mirrored: res.headers.get('x-cache') === 'mirror', headers: res.headers };
}

/** The bound: what a publication changes is replaced or removed within this on every host. */
const WITHIN_MS = 1000;
/** Polls often, so that the measured delay is the tier's, not the poll's. */
async function soon(probe: () => Promise<Answer>, check: (answer: Answer) => boolean): Promise<{ answer: Answer; ms: number }> {
  const started = Date.now();
  const deadline = started + WITHIN_MS + 2000;
  for (;;) {
    const answer = await probe();
    if (check(answer)) return { answer, ms: Date.now() - started };
    if (Date.now() > deadline) throw new Error(`not changed: ${answer.status} ${answer.html.slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Names and values of the headers both answer with, CSP aside (compared on its own). */
const SECURITY_HEADERS = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'strict-transport-security',
];
const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)">/;

describe.skipIf(NGINX_MISSING)('the production tier: nginx serving the mirror of two workers', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let workDir: string;
  let mirrorDir: string;
  let server: SpawnedServer | undefined;
  let nginx: RunningNginx | undefined;
  let admin: ApiClient;
  const pages: Record<string, number> = {};
  const viaNginx = (pathname: string, headers?: Record<string, string>) => get(`${nginx?.url}${pathname}`, headers);
  const mirrored = (pathname: string) =>
    within(
      10_000,
      () => viaNginx(pathname),
      (answer) => answer.mirrored,
    );

  const createPage = async (input: Record<string, unknown>) => {
    const { createPage: created } = await gql<{ createPage: { pageID: number } }>(
      admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
      { input: { type: 'page', locale: 'nl', content: [], ...input } },
    );
    return created.pageID;
  };
  const publish = (id: number) => gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
  const publishTitle = async (id: number, title: string) => {
    const { page: current } = await gql<{ page: { page: { revision: number }; pageVersion: { id: number } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { page { revision } pageVersion { id } } }',
      { id },
    );
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: current.pageVersion.id, revision: current.page.revision, title, blocks: [] },
    });
    await publish(id);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    workDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-tier-'));
    mirrorDir = path.join(workDir, 'mirror');
    // nginx's workers (nobody, under root) walk into the mirror.
    await chmod(workDir, 0o755);
    server = await spawnServer({
      ...ADMIN_ENV,
      DATABASE_URL: database.url,
      BLOKWERK_DATA_DIR: path.join(workDir, 'data'),
      BLOKWERK_WORKERS: '2',
      BLOKWERK_MIRROR_DIR: mirrorDir,
      BLOKWERK_TRUST_PROXY: '1',
    });
    nginx = await startNginx({ mirrorDir, upstream: server.url, siteClientDir: path.join(siteDistDir, 'client') });
    admin = await signedIn(server.url, ADMIN.email, ADMIN.password);
    pages.voorkant = await createPage({ title: 'Eerste voorkant', slug: 'voorkant' });
    pages.achterkant = await createPage({ title: 'Eerste achterkant', slug: 'achterkant' });
    for (const id of [pages.voorkant, pages.achterkant]) await publish(id);
    pages.wijzer = await createPage({
      title: 'Wijzer',
      slug: 'wijzer',
      content: [{ type: 'teaser', key: 't1', anchorPoint: null, props: { page: { kind: 'internal', pageId: pages.voorkant } }, __images: {}, __files: {} }],
    });
    await publish(pages.wijzer);
    // Two workers' start, like the other spawned-process tests, on a loaded machine.
  }, 120_000);

  afterAll(async () => {
    await nginx?.close();
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("serves a published page from the mirror with Blokwerk's headers, its CSP as a meta element, in every encoding", async () => {
    const fromMirror = await mirrored('/voorkant');
    const fromNode = await get(`${server?.url}/voorkant`);
    expect(fromNode.mirrored).toBe(false);
    expect(fromMirror.html).toContain('Eerste voorkant');
    for (const name of SECURITY_HEADERS) expect([name, fromMirror.headers.get(name)]).toEqual([name, fromNode.headers.get(name)]);
    // The page's policy, less what only a header carries; the header's covers that, and both apply.
    const policy = fromNode.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('script-src');
    expect(fromMirror.html.match(CSP_META)?.[1]?.replaceAll('&#39;', "'")).toBe(
      policy
        .split(/;\s*/)
        .filter((d) => d && !d.startsWith('frame-ancestors'))
        .join('; '),
    );
    expect(fromMirror.headers.get('content-security-policy')).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
    // Otherwise the very bytes Blokwerk renders.
    expect(fromMirror.html.replace(CSP_META, '')).toBe(fromNode.html);
    expect(fromMirror.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(fromMirror.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    for (const [accept, coding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const answer = await viaNginx('/voorkant', { 'accept-encoding': accept });
      expect([accept, answer.headers.get('content-encoding'), answer.html]).toEqual([accept, coding, fromMirror.html]);
    }
    expect(existsSync(path.join(mirrorDir, 'unavailable.html'))).toBe(true);
  });

  it('never answers a signed-in editor or a query string from the mirror', async () => {
    await mirrored('/voorkant');
    const editor = await viaNginx('/voorkant', { cookie: admin.cookieHeader });
    expect({ status: editor.status, mirrored: editor.mirrored, title: editor.html.includes('Eerste voorkant') }).toEqual({
      status: 200,
      mirrored: false,
      title: true,
    });
    const query = await viaNginx('/voorkant?utm=1');
    expect({ status: query.status, mirrored: query.mirrored }).toEqual({ status: 200, mirrored: false });
  });

  it('serves a new version within a second of its publication, the page that teases it and the translation that links to it too', async () => {
    await Promise.all(['/voorkant', '/wijzer', '/achterkant'].map(mirrored));
    const { createTranslation } = await gql<{ createTranslation: { pageID: number } }>(
      admin,
      'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID } }',
      { input: { pageID: pages.achterkant, locale: 'en', title: 'Back side', slug: 'back-side' } },
    );
    expect((await viaNginx('/achterkant')).html).not.toContain('/en/back-side');

    await publishTitle(pages.voorkant ?? 0, 'Tweede voorkant');
    const [page, teaser] = await Promise.all([
      soon(
        () => viaNginx('/voorkant'),
        (answer) => answer.html.includes('Tweede voorkant'),
      ),
      soon(
        () => viaNginx('/wijzer'),
        (answer) => answer.html.includes('Tweede voorkant'),
      ),
    ]);
    expect([page.ms, teaser.ms].every((ms) => ms < WITHIN_MS)).toBe(true);

    await publish(createTranslation.pageID);
    const linked = await soon(
      () => viaNginx('/achterkant'),
      (answer) => answer.html.includes('/en/back-side'),
    );
    expect(linked.ms).toBeLessThan(WITHIN_MS);
    expect(linked.answer.html).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/localhost:\d+\/en\/back-side">/);
    // Replaced, not only removed: the warmer renders them again, and nginx serves them.
    for (const pathname of ['/voorkant', '/wijzer', '/achterkant', '/en/back-side']) {
      expect((await mirrored(pathname)).html).not.toContain('Eerste voorkant');
    }
  });

  it('replaces what an event removed without waiting for a visitor to ask', async () => {
    await mirrored('/achterkant');
    const file = path.join(mirrorDir, 'pages', 'achterkant', 'index.html');
    await publishTitle(pages.achterkant ?? 0, 'Tweede achterkant');
    // Read from disk, not through nginx: a request would render it too.
    await within(
      10_000,
      () => readFile(file, 'utf8').catch(() => ''),
      (html) => html.includes('Tweede achterkant'),
    );
    expect((await viaNginx('/achterkant')).mirrored).toBe(true);
  });

  it("removes an unpublished page's files within a second", async () => {
    await mirrored('/voorkant');
    const files = path.join(mirrorDir, 'pages', 'voorkant');
    expect(existsSync(path.join(files, 'index.html'))).toBe(true);
    await gql(admin, 'mutation($id: Int!) { unpublishPage(id: $id) { page { id } } }', { id: pages.voorkant });
    const gone = await soon(
      () => viaNginx('/voorkant'),
      (answer) => answer.status === 404,
    );
    expect(gone.ms).toBeLessThan(WITHIN_MS);
    // index.html goes first (nginx answers 404 from then on), its variants right after it.
    const left = () => Promise.resolve(['index.html', 'index.html.br', 'index.html.gz'].filter((file) => existsSync(path.join(files, file))));
    expect(await within(5_000, left, (names) => names.length === 0)).toEqual([]);
  });
});
