import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import type { Logger } from './logger.js';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  /** Graceful: stop accepting, let in-flight requests finish (up to the grace period), close the pool and the database. */
  close(): Promise<void>;
}

export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  const db = await openDatabase(config, log);
  let shuttingDown = false;
  const app = await createApp({ config, log, db, isShuttingDown: () => shuttingDown }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const server = http.createServer(app.express);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;

  const drain = () => new Promise<void>((resolve) => {
    const force = setTimeout(() => {
      log.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, config.shutdownGraceMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db,
    close() {
      closing ??= (async () => {
        shuttingDown = true;
        await drain();
        log.debug('shutdown: HTTP drained');
        await app.stop();
        log.debug('shutdown: GraphQL stopped');
        await db.close();
      })();
      return closing;
    },
  };
}
