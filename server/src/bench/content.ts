import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { startServer } from '../server.js';
import { ApiClient } from './api-client.js';
import { benchBlocks } from './bench-blocks.js';
import { measure, table } from './measure.js';

/**
 * `npm run bench` (content core, issue 4): 100,000 pages of 20 blocks in a fresh database,
 * then the overview list, get-by-slug and version store over loopback HTTP, with p50/p95.
 * BENCH_DATA_DIR keeps the seeded database there and reuses it on the next run.
 */
const PAGES = Number(process.env.BENCH_PAGES ?? 100_000);
const ADMIN = { email: 'bench@example.test', password: 'Bench-password-1' };

const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ? path.resolve(keptDir) : await mkdtemp(path.join(os.tmpdir(), 'blokwerk-bench-'));
const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', BLOKWERK_DATA_DIR: dataDir, LOG_LEVEL: 'error', BLOKWERK_ADMIN_EMAIL: ADMIN.email, BLOKWERK_ADMIN_PASSWORD: ADMIN.password, NODE_ENV: 'production' });
const server = await startServer(config, createLogger(config.logLevel));
const pool = server.db.pool;
const blocks = JSON.stringify(benchBlocks(20));

/** SQL-side seeding: 100,000 pages take seconds this way, against minutes through the API. */
async function seed(): Promise<void> {
  const started = Date.now();
  await pool.query(`insert into "page" ("translation_group", "locale", "slug", "type", "title", "revision", "created_at", "updated_at")
    select -g, 'nl', 'bench/pagina-' || g, 'page',
      'Pagina ' || g || ' over ' || (array['techniek', 'bouw', 'energie', 'data', 'zorg'])[1 + g % 5], 1,
      now() - make_interval(secs => g), now() - make_interval(secs => g)
    from generate_series(1, $1::int) g`, [PAGES]);
  await pool.query(`insert into "page_version" ("page_id", "revision", "title", "blocks", "type_data", "seo_keywords", "created_at")
    select "id", 1, "title", $1::jsonb, '{}', '[]', "created_at" from "page" where "slug" like 'bench/%'`, [blocks]);
  await pool.query(`update "page" set "translation_group" = "page"."id", "head_version_id" = v."id", "published_version_id" = v."id"
    from "page_version" v where v."page_id" = "page"."id" and "page"."slug" like 'bench/%'`);
  await pool.query('vacuum analyze');
  const { rows } = await pool.query<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`);
  process.stdout.write(`seeded ${PAGES} pages of 20 blocks in ${((Date.now() - started) / 1000).toFixed(1)} s (database ${rows[0]?.size})\n`);
}

try {
  const { rows: [seeded] } = await pool.query<{ n: number }>(`select count(*)::int as n from "page" where "slug" like 'bench/%'`);
  if ((seeded?.n ?? 0) < PAGES) await seed();
  else process.stdout.write(`reusing ${seeded?.n} seeded pages in ${dataDir}\n`);

  const client = await ApiClient.signIn(server.url, ADMIN.email, ADMIN.password);
  const version = await client.call<{ page: { revision: number }; pageVersion: { id: number } }>('POST', '/api/blokwerk/page/get-by-slug', { slug: `bench/pagina-${Math.floor(PAGES / 2)}` });
  let revision = version.page.revision;
  const storeBody = () => ({ revision, title: 'Opgeslagen in de benchmark', blocks: JSON.parse(blocks) as unknown, typeData: {} });
  const lastPage = Math.max(0, Math.min(1999, Math.floor(PAGES / 25) - 1));

  const baseline = await measure('baseline: GET /healthz', () => fetch(`${server.url}/healthz`).then((r) => r.text()));
  const atServer = () => client.serverMs;
  const rows2 = [
    await measure('list page 1, by updated date', () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0, columnToSort: 'updatedAt' }), atServer),
    await measure(`list page ${lastPage + 1}, by updated date`, () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: lastPage, columnToSort: 'updatedAt' }), atServer),
    await measure('list page 1, search "pagina" (every page matches)', () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0, searchTerm: 'pagina' }), atServer),
    await measure(`list page ${lastPage + 1}, search "pagina"`, () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: lastPage, searchTerm: 'pagina' }), atServer),
    await measure('list page 1, search "energie" (a fifth match)', () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0, searchTerm: 'energie' }), atServer),
    await measure(`list page ${Math.floor((lastPage + 1) / 5)}, search "energie" (the middle of its results)`, () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: Math.floor((lastPage + 1) / 5) - 1, searchTerm: 'energie' }), atServer),
    // A page renamed before each call: the remembered total is out of date and is recounted.
    await measure('list page 1, by updated date, total recounted', async () => {
      await pool.query(`update "page" set "title" = 'Hernoemd ' || md5(random()::text) where "slug" = 'bench/pagina-1'`);
      await client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0 });
    }, atServer),
    await measure('list page 1, search "energie", total recounted', async () => {
      await pool.query(`update "page" set "title" = 'Hernoemd ' || md5(random()::text) where "slug" = 'bench/pagina-1'`);
      await client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0, searchTerm: 'energie' });
    }, atServer),
    await measure('get-by-slug (20 blocks)', () => client.call('POST', '/api/blokwerk/page/get-by-slug', { slug: `bench/pagina-${1 + Math.floor(Math.random() * PAGES)}` }), atServer),
    await measure('version store (20 blocks)', async () => {
      const stored = await client.call<{ revision: number }>('POST', `/api/blokwerk/page/version/${version.pageVersion.id}/store`, storeBody());
      revision = stored.revision;
    }, atServer),
  ];
  process.stdout.write(`\n${table(rows2, baseline, 30)}\n`);
} finally {
  await server.close();
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}
