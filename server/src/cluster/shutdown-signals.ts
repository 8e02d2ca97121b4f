import type { Logger } from '../logger.js';

/**
 * SIGTERM and SIGINT start `close` once (a second signal, or the terminal's SIGINT reaching a
 * worker its primary also signals, changes nothing). The process exits 0 when it finished,
 * 1 when it failed or outlasted `deadlineMs`.
 */
export function onShutdownSignal(log: Logger, deadlineMs: number, close: () => Promise<boolean>): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, deadlineMs).unref();
    void (async () => {
      try {
        const clean = await close();
        log.info('shutdown complete');
        process.exit(clean ? 0 : 1);
      } catch (error) {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
