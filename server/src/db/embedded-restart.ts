import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger.js';
import type { Postmaster, PostmasterExit } from './embedded-postmaster.js';

/** Waits before each attempt to start a postmaster that died: at once, then backing off (about 7 s in all). */
const RESTART_DELAYS_MS = [0, 1_000, 2_000, 4_000];
/** A cluster that dies this often within DEATH_WINDOW_MS is not restarted again: something is wrong beyond a crash. */
const DEATHS_TOLERATED = 3;
const DEATH_WINDOW_MS = 10 * 60_000;

export interface KeptRunning {
  /** Settles when the postmaster died and could not be restarted (docs/operations.md): the process must end. */
  lost: Promise<Error>;
  /** Stops the postmaster (and any restart under way) for good. */
  stop(): Promise<void>;
}

/**
 * Watches the embedded postmaster: when it dies (the OOM killer, kill -9), logs one error and
 * starts it again with `start` (same folder and port, so the URL the pools and the LISTEN
 * connection use stays valid; PostgreSQL recovers from its WAL), up to RESTART_DELAYS_MS.length
 * attempts, and at most DEATHS_TOLERATED − 1 times within DEATH_WINDOW_MS. Past either it settles
 * `lost`, and the owner exits non-zero so that its supervisor starts everything anew.
 */
export function keepRunning(first: Postmaster, start: () => Promise<Postmaster>, log: Logger): KeptRunning {
  let current: Postmaster | undefined;
  let stopping = false;
  let restarting: Promise<void> | undefined;
  const abort = new AbortController();
  const deaths: number[] = [];
  let giveUp!: (error: Error) => void;
  const lost = new Promise<Error>((resolve) => (giveUp = resolve));
  // Last resort when the process exits without stopping it (an uncaught exception): a fast shutdown.
  const onExit = () => current?.stopSoon();
  process.once('exit', onExit);

  const restart = async (dead: Postmaster, exit: PostmasterExit) => {
    const diedAt = Date.now();
    deaths.push(diedAt);
    while ((deaths[0] ?? diedAt) < diedAt - DEATH_WINDOW_MS) deaths.shift();
    if (deaths.length >= DEATHS_TOLERATED) {
      const often = `${DEATHS_TOLERATED} times within ${DEATH_WINDOW_MS / 60_000} minutes`;
      log.error({ pid: dead.pid, ...exit }, `the embedded PostgreSQL stopped unexpectedly, ${often}; not restarting it again`);
      giveUp(new Error(`The embedded PostgreSQL stopped ${often}`));
      return;
    }
    log.error({ pid: dead.pid, ...exit }, 'the embedded PostgreSQL stopped unexpectedly; restarting it (crash recovery)');
    let failure: unknown;
    for (const delay of RESTART_DELAYS_MS) {
      try {
        await sleep(delay, undefined, { signal: abort.signal });
        const next = await start();
        if (stopping) return await next.stop();
        log.info({ pid: next.pid, downMs: Date.now() - diedAt }, 'embedded PostgreSQL restarted');
        watch(next);
        return;
      } catch (error) {
        if (stopping) return;
        failure = error;
        log.warn({ err: error }, 'the embedded PostgreSQL did not start again');
      }
    }
    giveUp(new Error(`The embedded PostgreSQL stopped and could not be restarted: ${failure instanceof Error ? failure.message : String(failure)}`));
  };

  const watch = (postmaster: Postmaster) => {
    current = postmaster;
    void (async () => {
      const exit = await postmaster.exited;
      current = undefined;
      if (!stopping) restarting = restart(postmaster, exit);
    })();
  };
  watch(first);

  return {
    lost,
    async stop() {
      stopping = true;
      abort.abort();
      process.removeListener('exit', onExit);
      await restarting;
      await current?.stop();
    },
  };
}
