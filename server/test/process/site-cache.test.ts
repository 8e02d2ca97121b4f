import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { gql } from '../support/gql.js';

// Spawns the built server and site: run `npm run build -w server && npm run build -w site` first.

/** Publishing must invalidate the cache on every process within a second. */
const DEADLINE_MS = 1000;

async function page(baseUrl: string, pagePath: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(new URL(pagePath, baseUrl));
  return { html: await response.text(), cache: response.headers.get('x-cache') };
}

describe('the page cache across two processes on one database', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  let a: SpawnedServer;
  let b: SpawnedServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-site-cache-'));
    const env = { ...ADMIN_ENV, DATABASE_URL: database.url, BLOKWERK_DATA_DIR: dataDir };
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  });

  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('publishing through one process, the other serves the new version within a second', async () => {
    const admin = await signedIn(a.url, ADMIN.email, ADMIN.password);
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Oude titel', slug: 'gedeeld', type: 'page', locale: 'nl', content: [] },
    });
    const id = createPage.pageID;
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });

    // B renders the page once and keeps it.
    expect((await page(b.url, '/gedeeld')).html).toContain('Oude titel');
    expect(await page(b.url, '/gedeeld')).toMatchObject({ cache: 'hit', html: expect.stringContaining('Oude titel') });

    const { page: current } = await gql<{ page: { page: { revision: number }; pageVersion: { id: number } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { page { revision } pageVersion { id } } }',
      { id },
    );
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: current.pageVersion.id, revision: current.page.revision, title: 'Nieuwe titel', blocks: [] },
    });

    // The clock starts before the publication is even sent: the commit comes later.
    const sent = Date.now();
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
    let seen: number | undefined;
    while (seen === undefined && Date.now() - sent < 3 * DEADLINE_MS) {
      if ((await page(b.url, '/gedeeld')).html.includes('Nieuwe titel')) seen = Date.now();
    }
    expect(seen, 'B never served the new version').toBeDefined();
    expect((seen ?? Number.POSITIVE_INFINITY) - sent).toBeLessThan(DEADLINE_MS);
    expect(await page(b.url, '/gedeeld')).toMatchObject({ cache: 'hit' });
  });
});
