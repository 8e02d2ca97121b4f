import cluster from 'node:cluster';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { Config } from './config.js';
import { recordAudit } from './modules/audit/record.js';
import { openDatabase, type Database } from './db/database.js';
import { seedDemoContent } from './demo-content.js';
import { createMailer } from './modules/mail/mailer.js';
import { settingsMailSender } from './modules/settings/mail-sender.js';
import { startPurger } from './cdn/purger.js';
import { clearMirrorAtStart } from './site/mirror/clear-at-start.js';
import { openMirror } from './site/mirror/mirror.js';
import { listenForContentEvents } from './events/content-events.js';
import { deriveSecret, loadSessionSecret } from './http/session.js';
import type { Extension } from './extensions/extension.js';
import { assemblePlatform, type Platform } from './extensions/platform.js';
import type { Services } from './operations/define.js';
import { hooksRunningAfterCommit } from './operations/hooks.js';
import path from 'node:path';
import type { Logger } from './logger.js';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  services: Services;
  platform: Platform;
  /** Closes the listening socket: new connections are refused; open ones are served as before. */
  stopAccepting(): void;
  /**
   * Graceful (stopAccepting first): every request from now on is answered with `Connection: close`,
   * connections left idle are closed after `idleWindowMs`, in-flight requests finish (up to the
   * grace period); then the background tasks, the pool and the database stop.
   */
  close(options?: CloseOptions): Promise<void>;
}

export interface CloseOptions {
  /**
   * How long keep-alive connections idle at the drain stay open for a request on its way
   * (IDLE_CONNECTION_WINDOW_MS); 0 when no client will send any more (a test's end).
   */
  idleWindowMs?: number;
}

/**
 * Chosen, not inherited (docs/security.md, "Limits"): idle keep-alive connections close after
 * 65 s, longer than the 60 s idle timeout of common load balancers (else they reuse a closing
 * connection and answer 502); headers must arrive within 66 s of the first byte (slow-header
 * attacks), and a whole request, a 100 MB upload included, within 10 minutes.
 */
export const HTTP_TIMEOUTS = { keepAliveTimeout: 65_000, headersTimeout: 66_000, requestTimeout: 600_000 } as const satisfies http.ServerOptions;

/**
 * How long a keep-alive connection that is idle when the drain starts stays open (docs/operations.md,
 * "Shutdown"). HTTP/1.1 cannot tell a client that an idle connection is about to close, so closing
 * one races with a request the client may be sending on it; a request that comes within this
 * window is answered (with `Connection: close`) instead.
 */
export const IDLE_CONNECTION_WINDOW_MS = 1_000;

/** Core plus `extensions` (main.ts loads the configured ones; tests hand theirs over directly). */
export async function startServer(config: Config, log: Logger, extensions: readonly Extension[] = []): Promise<RunningServer> {
  const platform = assemblePlatform(extensions);
  const db = await openDatabase(config, log, platform);
  const secret = await loadSessionSecret(db.pool, config).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  let shuttingDown = false;
  const stopping = new AbortController();
  let ownUrl = '';
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: settingsMailSender(db.pool, config.mailFrom, log),
    log,
  });
  const events = await listenForContentEvents(db.url, log).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const purger = startPurger(config.purger, events, log);
  // The lone process clears the mirror as the host starts; with workers the primary did.
  const mirrorDir = config.mirrorDir;
  const mirror = mirrorDir
    ? await (async () => {
        if (!cluster.isWorker) await clearMirrorAtStart(mirrorDir);
        return openMirror(mirrorDir, events, log, config.cacheTagHeaders);
      })().catch(async (error: unknown) => {
        await events.close();
        await db.close();
        throw error;
      })
    : undefined;
  const services: Services = {
    platform,
    mailer,
    events,
    stopping: stopping.signal,
    audit: { record: recordAudit },
    publicUrl: () => config.publicUrl ?? ownUrl,
    secret: (purpose) => deriveSecret(secret, purpose),
  };
  const app = await createApp({ config, log, db, services, platform, secret, isShuttingDown: () => shuttingDown, mirror }).catch(async (error: unknown) => {
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
  mirror?.startWarming(url);
  if (!config.publicUrl) log.warn({ publicUrl: ownUrl }, 'BLOKWERK_PUBLIC_URL is not set: links in mails point to this address');

  /** Settles once the listener is closed and every connection has ended. */
  let drained: Promise<void> | undefined;
  const stopAccepting = () => {
    // net's close, not http's: that one would also close idle keep-alive connections at once,
    // racing a request a client is sending on one of them.
    drained ??= new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  };
  const drain = async (idleWindowMs: number) => {
    stopAccepting();
    shuttingDown = true;
    stopping.abort();
    // Connections that go idle from now on (an answer whose headers left before the drain) get the
    // same window; at least 1 ms, as 0 would turn Node's keep-alive timeout off.
    server.keepAliveTimeout = Math.max(1, Math.min(idleWindowMs, config.shutdownGraceMs));
    // http's close, now: closes the connections still idle (the listener is closed already).
    const idle = setTimeout(() => server.close(), server.keepAliveTimeout);
    const force = setTimeout(() => {
      log.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, config.shutdownGraceMs);
    await drained;
    clearTimeout(idle);
    clearTimeout(force);
    // http's own close, with nothing left to close: stops its timeout checker.
    server.close();
  };

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db,
    services,
    platform,
    stopAccepting,
    close({ idleWindowMs = IDLE_CONNECTION_WINDOW_MS } = {}) {
      closing ??= (async () => {
        await drain(idleWindowMs);
        log.debug('shutdown: HTTP drained');
        await Promise.all(background.map((task) => task.stop()));
        // Hooks told of a commit (pages.afterPublish) finish with the database still open.
        const hookRuns = hooksRunningAfterCommit(services);
        if (hookRuns.length) log.debug({ count: hookRuns.length }, 'shutdown: waiting for hooks after commit');
        await Promise.all(hookRuns);
        await app.stop();
        await mirror?.close();
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
