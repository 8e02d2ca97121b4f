import type { MikroORM } from '@mikro-orm/postgresql';
import { Pool } from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { PlatformView } from '../operations/define.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.js';
import { migrate } from './migrate.js';
import { CONNECT_TIMEOUT_MS, initOrm, type OrmParts } from './orm.js';

export interface Database {
  /** Connection string, for connections of their own (LISTEN). */
  url: string;
  orm: MikroORM;
  /** Plain pg pool for what sits beside the ORM: sessions, advisory locks, LISTEN/NOTIFY. */
  pool: Pool;
  embedded: boolean;
  /** Database reachable and no migration pending: what /readyz reports. */
  ready(): Promise<boolean>;
  /**
   * Settles when the embedded database died and could not be restarted (never with
   * DATABASE_URL, whose server is not this process's to restart): this process cannot serve again.
   */
  lost: Promise<Error>;
  /** False once `lost` has settled: what /healthz reports. */
  live(): boolean;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded cluster, then migrates and runs the modules' seeds. */
export async function openDatabase(config: Config, log: Logger, platform: OrmParts & PlatformView): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  const url = config.databaseUrl ?? (embedded = await startEmbeddedDatabase(config.dataDir, log)).url;
  const pool = new Pool({ connectionString: url, max: 5, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  let closing = false;
  // A dropped idle connection must not crash the process; the pool replaces it. While closing,
  // pool.end() resolves before its sockets are gone, so the database stopping next may still
  // terminate them: expected, not worth a warning.
  pool.on('error', (error) => {
    if (!closing) log.warn({ err: error }, 'idle database connection failed');
  });
  let orm: MikroORM | undefined;
  try {
    orm = await initOrm(url, platform, log);
    const migrated = orm;
    await migrate(migrated, pool, log, async () => {
      for (const module of platform.modules) await module.seed?.({ orm: migrated, config, log, platform });
    });
  } catch (error) {
    await orm?.close();
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  const connected = orm;
  let live = true;
  const lost = embedded?.lost ?? new Promise<Error>(() => undefined);
  void lost.then(() => (live = false));
  return {
    url,
    orm: connected,
    pool,
    embedded: embedded !== undefined,
    async ready() {
      try {
        return (await connected.migrator.getPending()).length === 0;
      } catch {
        return false;
      }
    },
    lost,
    live: () => live,
    async close() {
      closing = true;
      await connected.close();
      log.debug('shutdown: ORM closed');
      await pool.end();
      log.debug('shutdown: pool closed');
      await embedded?.stop();
      log.debug('shutdown: database stopped');
    },
  };
}
