import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { Logger } from '../logger.js';

/** Arbitrary but fixed: serialises migrations across processes starting at the same time. */
const MIGRATION_LOCK = 0x626c6f6b; // "blok"

/**
 * Applies pending migrations, then `afterMigrate` (first-start seeding), while holding a
 * PostgreSQL advisory lock: processes starting together do this once.
 */
export async function migrate(orm: MikroORM, pool: Pool, log: Logger, afterMigrate?: () => Promise<void>): Promise<string[]> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await orm.migrator.up();
    const names = applied.map((m) => m.name);
    if (names.length) log.info({ migrations: names }, 'migrations applied');
    await afterMigrate?.();
    return names;
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
