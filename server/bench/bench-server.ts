import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { startServer, type RunningServer } from '../src/server.js';

/** How many pages the benchmarks run against (BENCH_PAGES, default 100,000). */
export const BENCH_PAGES = Number(process.env.BENCH_PAGES ?? 100_000);

/**
 * A session cookie no session stands behind (as a browser keeps after its session expired): it
 * keeps a request off the shared answers, so it goes through express and its operation.
 */
export const STALE_SESSION = { Cookie: 'blokwerk_session=s%3Aexpired.0' };

/** The administrator of the benchmark database. */
export const BENCH_ADMIN = { email: 'bench@example.test', password: 'Bench-password-1' };

export interface BenchServer {
  server: RunningServer;
  dataDir: string;
  /** Stops the server; a temporary data directory goes with it, BENCH_DATA_DIR stays. */
  close(): Promise<void>;
}

/**
 * The server on a loopback port over the benchmark database, in production mode. BENCH_DATA_DIR
 * keeps the database there, so the next run reuses what this one seeded.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const keptDir = process.env.BENCH_DATA_DIR;
  const dataDir = keptDir ? path.resolve(keptDir) : await mkdtemp(path.join(os.tmpdir(), 'blokwerk-bench-'));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    BLOKWERK_DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    BLOKWERK_SERVER_TIMING: 'true',
    BLOKWERK_ADMIN_EMAIL: BENCH_ADMIN.email,
    BLOKWERK_ADMIN_PASSWORD: BENCH_ADMIN.password,
    NODE_ENV: 'production',
  });
  const server = await startServer(config, createLogger(config.logLevel));
  return {
    server,
    dataDir,
    async close() {
      await server.close();
      if (!keptDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` published pages of the given blocks (JSON) in locale nl, type page, slugs
 * `bench/pagina-{n}`, one second apart, seeded in SQL: 100,000 pages take seconds this way,
 * against minutes through the API. A database that already holds them is left as it is.
 */
export async function ensureBenchPages({ server, dataDir }: BenchServer, count: number, blocks: string): Promise<void> {
  const pool = server.db.pool;
  const {
    rows: [seeded],
  } = await pool.query<{ n: number }>(`select count(*)::int as n from "page" where "slug" like 'bench/%'`);
  if ((seeded?.n ?? 0) >= count) {
    process.stdout.write(`reusing ${seeded?.n} seeded pages in ${dataDir}\n`);
    return;
  }
  const started = Date.now();
  const client = await pool.connect();
  try {
    // One transaction without row triggers (the cluster's owner may): the search index's trigger
    // would index 100,000 pages one by one; search indexes need a rebuild afterwards (bench:search
    // runs one), and the overview's remembered totals are told once, at the end.
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into "page" ("translation_group", "locale", "slug", "type", "title", "revision", "created_at", "updated_at")
      select -g, 'nl', 'bench/pagina-' || g, 'page',
        'Pagina ' || g || ' over ' || (array['techniek', 'bouw', 'energie', 'data', 'zorg'])[1 + g % 5], 1,
        now() - make_interval(secs => g), now() - make_interval(secs => g)
      from generate_series(1, $1::int) g`,
      [count],
    );
    await client.query(
      `insert into "page_version" ("page_id", "revision", "title", "blocks", "type_data", "seo_keywords", "created_at")
      select "id", 1, "title", $1::jsonb, '{}', '[]', "created_at" from "page" where "slug" like 'bench/%'`,
      [blocks],
    );
    await client.query(`update "page" set "translation_group" = "page"."id", "head_version_id" = v."id", "published_version_id" = v."id"
      from "page_version" v where v."page_id" = "page"."id" and "page"."slug" like 'bench/%'`);
    await client.query(`update "list_generation" set "generation" = "generation" + 1`);
    // The kept counts, which the disabled triggers did not move (pages/list-query.ts).
    await client.query(`insert into "page_count" ("type", "locale", "pages") select "type", "locale", count(*) from "page" group by "type", "locale"
      on conflict ("type", "locale") do update set "pages" = excluded."pages"`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze');
  const { rows } = await pool.query<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`);
  process.stdout.write(`seeded ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (database ${rows[0]?.size})\n`);
}
