import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { Config } from './config.js';
import { recordAudit } from './modules/audit/record.js';
import { openDatabase, type Database } from './db/database.js';
import { seedDemoContent } from './db/demo-content.js';
import { createMailer } from './modules/mail/mailer.js';
import { startPurger } from './cdn/purger.js';
import { listenForContentEvents } from './events/content-events.js';
import { deriveSecret, loadSessionSecret } from './http/session.js';
import type { Extension } from './extensions/extension.js';
import { assemblePlatform, type Platform } from './extensions/platform.js';
import type { Services } from './operations/define.js';
import path from 'node:path';
import type { Logger } from './logger.js';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  services: Services;
  platform: Platform;
  /** Graceful: stop accepting, let in-flight requests finish (up to the grace period), close the pool and the database. */
  close(): Promise<void>;
}

/**
 * Chosen, not inherited (docs/security.md, "Limits"): idle keep-alive connections close after
 * 65 s, longer than the 60 s idle timeout of common load balancers (else they reuse a closing
 * connection and answer 502); headers must arrive within 66 s of the first byte (slow-header
 * attacks), and a whole request, a 100 MB upload included, within 10 minutes.
 */
export const HTTP_TIMEOUTS = { keepAliveTimeout: 65_000, headersTimeout: 66_000, requestTimeout: 600_000 } as const satisfies http.ServerOptions;

/** Core plus `extensions` (main.ts loads the configured ones; tests hand theirs over directly). */
export async function startServer(config: Config, log: Logger, extensions: readonly Extension[] = []): Promise<RunningServer> {
  const platform = assemblePlatform(extensions);
  const db = await openDatabase(config, log, platform);
  const secret = await loadSessionSecret(db.pool, config).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  let shuttingDown = false;
  let ownUrl = '';
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log });
  const events = await listenForContentEvents(db.url, log).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const purger = startPurger(config.purger, events, log);
  const services: Services = {
    platform,
    mailer,
    events,
    audit: { record: recordAudit },
    publicUrl: () => config.publicUrl ?? ownUrl,
    secret: (purpose) => deriveSecret(secret, purpose),
  };
  const app = await createApp({ config, log, db, services, platform, secret, isShuttingDown: () => shuttingDown }).catch(async (error: unknown) => {
    await events.close();
    await db.close();
    throw error;
  });
  // Started before the demo content, which is written as requests are: with the media library's storage in place.
  const background = platform.modules.flatMap((m) => (m.background ? [m.background({ orm: db.orm, services, log, config })] : []));
  await seedDemoContent(db, platform, services, config, log).catch(async (error: unknown) => {
    await Promise.all(background.map((task) => task.stop()));
    await app.stop();
    await events.close();
    await db.close();
    throw error;
  });
  const server = http.createServer(HTTP_TIMEOUTS, app.listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  ownUrl = config.publicUrl ?? `http://localhost:${port}`;
  if (!config.publicUrl) log.warn({ publicUrl: ownUrl }, 'BLOKWERK_PUBLIC_URL is not set: links in mails point to this address');

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
    services,
    platform,
    close() {
      closing ??= (async () => {
        shuttingDown = true;
        await drain();
        log.debug('shutdown: HTTP drained');
        await Promise.all(background.map((task) => task.stop()));
        await app.stop();
        log.debug('shutdown: GraphQL stopped');
        await mailer.flush();
        log.debug('shutdown: mail delivered');
        await purger.close();
        await events.close();
        await db.close();
      })();
      return closing;
    },
  };
}
