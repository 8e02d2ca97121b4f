import { ApiClient } from '../test/support/api-client.js';
import { benchBlocks } from './bench-blocks.js';
import { BENCH_ADMIN as ADMIN, BENCH_PAGES as PAGES, ensureBenchPages, startBenchServer } from './bench-server.js';
import { measure, table } from './measure.js';

/**
 * `npm run bench` (content core, issue 4): 100,000 pages of 20 blocks in a fresh database,
 * then the overview list, get-by-slug and version store over loopback HTTP, with p50/p95.
 * BENCH_DATA_DIR keeps the seeded database there and reuses it on the next run.
 */
const bench = await startBenchServer();
const { server } = bench;
const pool = server.db.pool;
const blocks = JSON.stringify(benchBlocks(20));

try {
  await ensureBenchPages(bench, PAGES, blocks);

  const client = await ApiClient.signIn(server.url, ADMIN.email, ADMIN.password);
  const version = await client.call<{ page: { revision: number }; pageVersion: { id: number } }>('POST', '/api/blokwerk/page/get-by-slug', {
    slug: `bench/pagina-${Math.floor(PAGES / 2)}`,
  });
  let revision = version.page.revision;
  const storeBody = () => ({ revision, title: 'Opgeslagen in de benchmark', blocks: JSON.parse(blocks) as unknown, typeData: {} });
  const lastPage = Math.max(0, Math.min(1999, Math.floor(PAGES / 25) - 1));

  const baseline = await measure('baseline: GET /healthz', () => fetch(`${server.url}/healthz`).then((r) => r.text()));
  const atServer = () => client.serverMs;
  const rows2 = [
    await measure('list page 1, by updated date', () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0, columnToSort: 'updatedAt' }), atServer),
    await measure(
      `list page ${lastPage + 1}, by updated date`,
      () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: lastPage, columnToSort: 'updatedAt' }),
      atServer,
    ),
    await measure(
      'list page 1, search "pagina" (every page matches)',
      () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0, searchTerm: 'pagina' }),
      atServer,
    ),
    await measure(
      `list page ${lastPage + 1}, search "pagina"`,
      () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: lastPage, searchTerm: 'pagina' }),
      atServer,
    ),
    await measure(
      'list page 1, search "energie" (a fifth match)',
      () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0, searchTerm: 'energie' }),
      atServer,
    ),
    await measure(
      `list page ${Math.floor((lastPage + 1) / 5)}, search "energie" (the middle of its results)`,
      () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: Math.floor((lastPage + 1) / 5) - 1, searchTerm: 'energie' }),
      atServer,
    ),
    // A page renamed before each call: the remembered total is out of date and is recounted.
    await measure(
      'list page 1, by updated date, total recounted',
      async () => {
        await pool.query(`update "page" set "title" = 'Hernoemd ' || md5(random()::text) where "slug" = 'bench/pagina-1'`);
        await client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0 });
      },
      atServer,
    ),
    await measure(
      'list page 1, search "energie", total recounted',
      async () => {
        await pool.query(`update "page" set "title" = 'Hernoemd ' || md5(random()::text) where "slug" = 'bench/pagina-1'`);
        await client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0, searchTerm: 'energie' });
      },
      atServer,
    ),
    await measure(
      'get-by-slug (20 blocks)',
      () => client.call('POST', '/api/blokwerk/page/get-by-slug', { slug: `bench/pagina-${1 + Math.floor(Math.random() * PAGES)}` }),
      atServer,
    ),
    await measure(
      'version store (20 blocks)',
      async () => {
        const stored = await client.call<{ revision: number }>('POST', `/api/blokwerk/page/version/${version.pageVersion.id}/store`, storeBody());
        revision = stored.revision;
      },
      atServer,
    ),
  ];
  process.stdout.write(`\n${table(rows2, baseline, 30)}\n`);
} finally {
  await bench.close();
}
