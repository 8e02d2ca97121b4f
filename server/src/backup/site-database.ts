import { Client } from 'pg';
import type { Config } from '../config.js';
import { runningEmbeddedUrl, startEmbeddedDatabase } from '../db/embedded.js';
import type { Logger } from '../logger.js';

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

/** A database this process does not own: nothing to stop after. */
const notOwned = (url: string, description = described(url)): SiteDatabase => ({ url, description, close: async () => undefined });

/** The embedded PostgreSQL of BLOKWERK_DATA_DIR, started for this command and stopped after. */
async function startedEmbedded(config: Config, log: Logger): Promise<SiteDatabase> {
  const embedded = await startEmbeddedDatabase(config.dataDir, log);
  return { url: embedded.url, description: `the embedded PostgreSQL of ${config.dataDir}`, close: () => embedded.stop() };
}

/**
 * The database a backup reads: DATABASE_URL; else the embedded PostgreSQL of
 * BLOKWERK_DATA_DIR, the running server's when one runs (the backup is then a second client of
 * its cluster), or started for the backup and stopped after.
 */
export async function backupSource(config: Config, log: Logger): Promise<SiteDatabase> {
  if (config.databaseUrl) return notOwned(config.databaseUrl);
  const running = await runningEmbeddedUrl(config.dataDir);
  if (running && (await answers(running))) return notOwned(running, `the running server's embedded PostgreSQL (${config.dataDir})`);
  return startedEmbedded(config, log);
}

/**
 * The database a restore writes: DATABASE_URL, or the embedded PostgreSQL of BLOKWERK_DATA_DIR,
 * started for the restore: it refuses a cluster a live Blokwerk runs (db/embedded.ts), so a
 * server on that data folder must be stopped first.
 */
export async function restoreTarget(config: Config, log: Logger): Promise<SiteDatabase> {
  return config.databaseUrl ? notOwned(config.databaseUrl) : startedEmbedded(config, log);
}
