import 'reflect-metadata';
import cluster from 'node:cluster';
import { runPrimary } from './cluster/primary.js';
import { onShutdownSignal } from './cluster/shutdown-signals.js';
import { reportListening, stoppedAccepting } from './cluster/worker-messages.js';
import { loadConfig } from './config.js';
import { EmbeddedDatabaseError } from './db/embedded-reach.js';
import { ExtensionError } from './extension-list.js';
import { createLogger, type Logger } from './logger.js';

const config = loadConfig();
const started = Date.now();
const processLog = createLogger(config.logLevel);
// A worker's lines say which one it is (its id in the cluster, not anything a visitor sees).
const log: Logger = cluster.isWorker ? processLog.child({ worker: cluster.worker?.id }) : processLog;

process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));

try {
  if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, log, started);
  else await serve();
} catch (error) {
  // A start the operator can fix (the embedded database's folder, permissions, disk; a taken port) is one line saying how.
  const fixable = startFailureLine(error);
  if (fixable) log.fatal(fixable);
  else log.fatal({ err: error }, 'Blokwerk could not start');
  process.exit(1);
}

/** One server process: alone, or one of the primary's workers. */
async function serve(): Promise<void> {
  // Loaded here, not at the top: a primary serves nothing, and the server's modules (Astro,
  // Apollo, the ORM, sharp) would hold about 100 MB in it for nothing.
  const [{ loadExtensions }, { startServer }] = await Promise.all([import('./extensions/load.js'), import('./server.js')]);
  const extensions = await loadExtensions(config.extensions);
  const server = await startServer(config, log, extensions);
  const listening = { url: server.url, embeddedDatabase: server.db.embedded, extensions: server.platform.extensions, startupMs: Date.now() - started };
  if (cluster.isWorker) {
    // The primary announces the whole once every worker listens.
    log.debug(listening, 'worker listening');
    reportListening(server.url);
  } else {
    log.info(listening, 'Blokwerk is listening');
  }
  const fail = onShutdownSignal(log, config.shutdownGraceMs + 10_000, async () => {
    server.stopAccepting();
    // A worker drains once all workers stopped accepting (cluster/primary.ts says why).
    if (cluster.isWorker) await stoppedAccepting();
    await server.close();
    return true;
  });
  void server.db.lost.then(fail);
}

function startFailureLine(error: unknown): string | undefined {
  if (error instanceof EmbeddedDatabaseError || error instanceof ExtensionError) return error.message;
  if (!(error instanceof Error)) return undefined;
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (syscall !== 'listen') return undefined;
  if (code === 'EADDRINUSE')
    return `Blokwerk could not listen on ${config.host}:${config.port}: the port is in use (another Blokwerk?). Stop that process, or set PORT to a free port.`;
  if (code === 'EACCES') return `Blokwerk could not listen on ${config.host}:${config.port}: this user may not use that port. Set PORT to a port above 1023.`;
  return undefined;
}
