import { Client } from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedDatabase } from '../db/embedded.js';
import type { Logger } from '../logger.js';
import { runningEmbeddedUrl } from './running-cluster.js';

export interface SiteDatabase {
  url: string;
  /** Where it is, for messages (never the password). */
  description: string;
  /** Stops the embedded PostgreSQL if this process started it. */
  close(): Promise<void>;
}

const described = (url: string) => {
  const { hostname, port, pathname } = new URL(url);
  return `database ${pathname.slice(1)} on ${hostname}:${port || 5432}`;
};

/** Whether a PostgreSQL answers at `url` (a postmaster.pid can outlive its server: its pid then names another process). */
async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The database a backup reads: DATABASE_URL; else the embedded PostgreSQL of
 * BLOKWERK_DATA_DIR, the running server's when one runs (the backup is then a second client of
 * its cluster), or started for the backup and stopped after.
 */
export async function backupSource(config: Config, log: Logger): Promise<SiteDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, description: described(config.databaseUrl), close: async () => undefined };
  const running = await runningEmbeddedUrl(config.dataDir);
  if (running && (await answers(running))) return { url: running, description: `the running server's embedded PostgreSQL (${config.dataDir})`, close: async () => undefined };
  const embedded = await startEmbeddedDatabase(config.dataDir, log);
  return { url: embedded.url, description: `the embedded PostgreSQL of ${config.dataDir}`, close: () => embedded.stop() };
}

/**
 * The database a restore writes: DATABASE_URL, or the embedded PostgreSQL of BLOKWERK_DATA_DIR,
 * started for the restore: it refuses a cluster a live Blokwerk runs (db/embedded.ts), so a
 * server on that data folder must be stopped first.
 */
export async function restoreTarget(config: Config, log: Logger): Promise<SiteDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, description: described(config.databaseUrl), close: async () => undefined };
  const embedded = await startEmbeddedDatabase(config.dataDir, log);
  return { url: embedded.url, description: `the embedded PostgreSQL of ${config.dataDir}`, close: () => embedded.stop() };
}
