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
 */
const PAGES = Number(process.env.BENCH_PAGES ?? 100_000);
const ADMIN = { email: 'bench@example.test', password: 'Bench-password-1' };

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-bench-'));
const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', BLOKWERK_DATA_DIR: dataDir, LOG_LEVEL: 'error', BLOKWERK_ADMIN_EMAIL: ADMIN.email, BLOKWERK_ADMIN_PASSWORD: ADMIN.password, NODE_ENV: 'production' });
const server = await startServer(config, createLogger(config.logLevel));
const pool = server.db.pool;
try {
  const started = Date.now();
  const blocks = JSON.stringify(benchBlocks(20));
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

  const client = await ApiClient.signIn(server.url, ADMIN.email, ADMIN.password);
  const version = await client.call<{ pageVersion: { id: number } }>('POST', '/api/blokwerk/page/get-by-slug', { slug: `bench/pagina-${Math.floor(PAGES / 2)}` });
  let revision = 1;
  const storeBody = () => ({ revision, title: 'Opgeslagen in de benchmark', blocks: JSON.parse(blocks) as unknown, typeData: {} });
  const lastPage = Math.max(0, Math.min(1999, Math.floor(PAGES / 25) - 1));

  const baseline = await measure('GET /healthz', () => fetch(`${server.url}/healthz`).then((r) => r.text()));
  const rows2 = [
    await measure('list page 1, by updated date', () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0, columnToSort: 'updatedAt' })),
    await measure(`list page ${lastPage + 1}, by updated date`, () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: lastPage, columnToSort: 'updatedAt' })),
    await measure('list page 1, search "energie"', () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: 0, searchTerm: 'energie' })),
    await measure(`list page ${Math.floor((lastPage + 1) / 5)}, search "energie"`, () => client.call('POST', '/api/blokwerk/page/list', { pageIndex: Math.floor((lastPage + 1) / 5) - 1, searchTerm: 'energie' })),
    await measure('get-by-slug (20 blocks)', () => client.call('POST', '/api/blokwerk/page/get-by-slug', { slug: `bench/pagina-${1 + Math.floor(Math.random() * PAGES)}` })),
    await measure('version store (20 blocks)', async () => {
      const stored = await client.call<{ revision: number }>('POST', `/api/blokwerk/page/version/${version.pageVersion.id}/store`, storeBody());
      revision = stored.revision;
    }),
  ];
  process.stdout.write(`\n${table(rows2, baseline, 30)}\n`);
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
