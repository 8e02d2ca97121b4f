import type { Logger } from '../logger.js';

/**
 * SIGTERM and SIGINT start `close` once (a second signal, or the terminal's SIGINT reaching a
 * worker its primary also signals, changes nothing). The process exits 0 when it finished,
 * 1 when it failed or outlasted `deadlineMs`. The returned function starts the same shutdown
 * for a failure the process cannot recover from (its embedded database lost): it ends with 1,
 * so that a supervisor starts the process anew.
 */
export function onShutdownSignal(log: Logger, deadlineMs: number, close: () => Promise<boolean>): (failure: Error) => void {
  let stopping = false;
  const shutdown = (cause: { signal: NodeJS.Signals } | { failure: Error }) => {
    if (stopping) return;
    stopping = true;
    if ('signal' in cause) log.info({ signal: cause.signal }, 'shutting down');
    else log.fatal(`${cause.failure.message}: shutting down`);
    setTimeout(() => {
      log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, deadlineMs).unref();
    void (async () => {
      try {
        const clean = await close();
        log.info('shutdown complete');
        process.exit(clean && 'signal' in cause ? 0 : 1);
      } catch (error) {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', () => shutdown({ signal: 'SIGTERM' }));
  process.on('SIGINT', () => shutdown({ signal: 'SIGINT' }));
  return (failure) => shutdown({ failure });
}
