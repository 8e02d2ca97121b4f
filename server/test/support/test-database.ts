import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from './database-url.js';
import { quietPool } from './quiet-pool.js';

// What the global setup (global-setup.ts) provides to every test file; declared beside its reader,
// so that every project compiling this file (an extension's tests too) knows it.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser connection to the test server's maintenance database. */
    pgAdminUrl: string;
    /** A migrated database every test file copies its own database from. */
    templateDatabase: string;
  }
}

export interface TestDatabase {
  url: string;
  /** A small pool on the test database, for assertions straight against the tables. */
  pool: Pool;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of this test file's own, copied from the run's template;
 * `{ migrated: false }` gives an empty one instead.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `blokwerk_test_${randomBytes(6).toString('hex')}`;
  const admin = quietPool(adminUrl);
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${migrated ? inject('templateDatabase') : 'template0'}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const pool = quietPool(url, 2);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      const dropper = quietPool(adminUrl);
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Bookkeeping of background jobs that run on their own schedule (the search index's start-up
 * rebuild moves its heartbeat while a test runs): never what an operation under test changed.
 */
const BACKGROUND_TABLES = ['search_index_state'];

/** A fingerprint of every table's rows (but BACKGROUND_TABLES): equal before and after means nothing changed. */
export async function snapshot(pool: Pool, excludeTables: readonly string[] = []): Promise<string> {
  const { rows: tables } = await pool.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const parts: string[] = [];
  for (const { name } of tables) {
    if (excludeTables.includes(name) || BACKGROUND_TABLES.includes(name)) continue;
    const { rows } = await pool.query<{ digest: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`);
    parts.push(`${name}:${rows[0]?.digest ?? 'empty'}`);
  }
  return parts.join('\n');
}
