import 'reflect-metadata';
import { loadConfig } from './config.js';
import { EmbeddedDatabaseError } from './db/embedded-reach.js';
import { ExtensionError } from './extensions/list.js';
import { loadExtensions } from './extensions/load.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

const config = loadConfig();
const log = createLogger(config.logLevel);

process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));

try {
  const started = Date.now();
  const extensions = await loadExtensions(config.extensions);
  const server = await startServer(config, log, extensions);
  log.info({ url: server.url, embeddedDatabase: server.db.embedded, extensions: server.platform.extensions, startupMs: Date.now() - started }, 'Blokwerk is listening');

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 10_000).unref();
    server.close().then(
      () => {
        log.info('shutdown complete');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
} catch (error) {
  // A start the operator can fix (the embedded database's folder, permissions, disk; a taken port) is one line saying how.
  const fixable = startFailureLine(error);
  if (fixable) log.fatal(fixable);
  else log.fatal({ err: error }, 'Blokwerk could not start');
  process.exit(1);
}

function startFailureLine(error: unknown): string | undefined {
  if (error instanceof EmbeddedDatabaseError || error instanceof ExtensionError) return error.message;
  if (!(error instanceof Error)) return undefined;
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (syscall !== 'listen') return undefined;
  if (code === 'EADDRINUSE') return `Blokwerk could not listen on ${config.host}:${config.port}: the port is in use (another Blokwerk?). Stop that process, or set PORT to a free port.`;
  if (code === 'EACCES') return `Blokwerk could not listen on ${config.host}:${config.port}: this user may not use that port. Set PORT to a port above 1023.`;
  return undefined;
}
