import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded.js';
import { clearMirrorAtStart } from '../site/mirror/clear-at-start.js';
import type { Logger } from '../logger.js';
import { workerExecArgv, workerMemoryEnv } from './memory-settings.js';
import { onShutdownSignal } from './shutdown-signals.js';
import { isStoppedAccepting, isWorkerListening, permitDrain } from './worker-messages.js';

/**
 * Connections one worker may hold: its ORM pool (db/orm.ts, 10), the plain pool (db/database.ts,
 * 5) and the LISTEN connection; the embedded cluster allows all workers' plus some for psql.
 */
const CONNECTIONS_PER_WORKER = 16;
/** How long the workers' drain waits for all of them to close their listeners (a worker that hangs must not hold the others). */
const DRAIN_WAIT_MS = 1_000;

/**
 * BLOKWERK_WORKERS > 1: this process serves nothing itself. It starts the embedded PostgreSQL
 * (unless DATABASE_URL names one), forks the workers on one port (node:cluster hands each
 * connection to the next worker), replaces a worker that dies, and on SIGTERM stops them all
 * before the database. Everything that must happen once (migrations, seeds, scheduled
 * publications, search rebuilds) is coordinated in PostgreSQL as between any processes.
 *
 * On shutdown the workers drain only once all of them have closed their listeners: node:cluster
 * closes the shared port when the last one has, so an answer's `Connection: close` never sends
 * a client to reconnect to a port still open, onto a worker about to close (its connection
 * would be dropped unanswered). The primary owns the embedded database: it restarts it when it
 * dies, and when it cannot, stops the workers and exits 1.
 */
export async function runPrimary(config: Config, log: Logger, started: number): Promise<void> {
  const embedded: EmbeddedDatabase | undefined = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase(config.dataDir, log, { maxConnections: CONNECTIONS_PER_WORKER * config.workers + 20 });
  const env = { ...workerMemoryEnv(process.env), ...(embedded ? { DATABASE_URL: embedded.url } : {}) };
  // Workers run the server itself, not whatever started the primary (npm start's build check),
  // with their heap bounded (cluster/memory-settings.ts).
  // The mirror's pages may be stale by events missed while the host was down (site/mirror/).
  if (config.mirrorDir) await clearMirrorAtStart(config.mirrorDir);
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('../main.js', import.meta.url)),
    execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS, config.workerHeapMb),
  });
  const live = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  let announced = false;
  let stopping = false;
  let clean = true;
  let allExited: (() => void) | undefined;
  const notAccepting = new WeakSet<Worker>();
  let drainPermitted = false;

  /** From now on a worker drains as soon as it stopped accepting. */
  const permitAllToDrain = () => {
    if (drainPermitted) return;
    drainPermitted = true;
    for (const worker of live) if (notAccepting.has(worker)) permitDrain(worker);
  };
  const permitOnceAllStopped = () => {
    if (stopping && [...live].every((worker) => notAccepting.has(worker))) permitAllToDrain();
  };

  const stopWorkers = async (): Promise<boolean> => {
    stopping = true;
    const exited = new Promise<void>((resolve) => {
      allExited = resolve;
      if (live.size === 0) resolve();
    });
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(permitAllToDrain, DRAIN_WAIT_MS).unref();
    await exited;
    await embedded?.stop();
    return clean;
  };

  const fork = () => {
    const worker = cluster.fork(env);
    live.add(worker);
    worker.on('message', (message: unknown) => {
      if (isStoppedAccepting(message)) {
        notAccepting.add(worker);
        // One worker stopped alone (a signal of its own): the others still serve its clients.
        if (!stopping || drainPermitted) permitDrain(worker);
        else permitOnceAllStopped();
        return;
      }
      if (!isWorkerListening(message)) return;
      listened.add(worker);
      if (announced || [...live].some((w) => !listened.has(w))) return;
      announced = true;
      log.info(
        { url: message.url, workers: config.workers, embeddedDatabase: embedded !== undefined, startupMs: Date.now() - started },
        'Blokwerk is listening',
      );
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      // A worker signalled before it installed its own handler ends by the signal: also clean.
      if (code !== 0 && signal !== 'SIGTERM') clean = false;
      if (live.size === 0) allExited?.();
      else permitOnceAllStopped();
      return;
    }
    if (!listened.has(worker)) {
      // It said why (its own fatal line); restarting would fail the same way.
      log.error({ worker: worker.id, code, signal }, 'a worker could not start; stopping the others');
      clean = false;
      void stopWorkers().then(() => process.exit(1));
      return;
    }
    log.error({ worker: worker.id, pid: worker.process.pid, code, signal }, 'worker exited unexpectedly; starting a replacement');
    fork();
  });

  const fail = onShutdownSignal(log, config.shutdownGraceMs + 10_000, stopWorkers);
  void embedded?.lost.then(fail);
  for (let i = 0; i < config.workers; i++) fork();
}
