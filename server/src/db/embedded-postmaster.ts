import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

/** What PostgreSQL logs once it accepts connections (in English: initdb set its lc_messages so). */
const READY = 'database system is ready to accept connections';

/**
 * PostgreSQL's own ways to stop, each given time to finish: fast shutdown (a checkpoint, then
 * done), immediate shutdown (no checkpoint: the next start recovers from the WAL), and SIGKILL
 * when even that hangs (its children notice their postmaster's death and end too).
 */
const STOP_STEPS: readonly [NodeJS.Signals, number][] = [
  ['SIGINT', 10_000],
  ['SIGQUIT', 5_000],
  ['SIGKILL', 5_000],
];

export interface PostmasterOptions {
  binary: string;
  clusterDir: string;
  port: number;
  /** Settings passed as `-c name=value`. */
  settings: Readonly<Record<string, string>>;
  /** As root: the `postgres` user's ids (PostgreSQL refuses to run as root). */
  user?: { uid: number; gid: number };
  onLog(text: string): void;
}

export interface PostmasterExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Postmaster {
  pid: number;
  /** Settles once the process has ended, however it ended. */
  exited: Promise<PostmasterExit>;
  /** Fast shutdown, escalated if it hangs; resolves at once when it has already ended. */
  stop(): Promise<void>;
  /** For the process's `exit` event: asks for a fast shutdown, synchronously, if it still runs. */
  stopSoon(): void;
}

/** A start that failed: the message is everything PostgreSQL said (its FATAL line among it). */
export class PostmasterStartError extends Error {}

/**
 * Sends each stop step's signal until the process has ended; `send` returns false when it had
 * ended already, `ended(ms)` whether it ends within that time.
 */
export async function stopPostgres(pid: number, send: (signal: NodeJS.Signals) => boolean, ended: (withinMs: number) => Promise<boolean>): Promise<void> {
  for (const [signal, ms] of STOP_STEPS) {
    if (!send(signal) || (await ended(ms))) return;
  }
  throw new Error(`PostgreSQL (process ${pid}) did not end, even after SIGKILL`);
}

/**
 * Starts PostgreSQL on a cluster folder and resolves once it accepts connections. It runs in a
 * session of its own (detached), so a terminal's Ctrl-C, which signals the whole foreground
 * process group, reaches Blokwerk alone and Blokwerk stops it after its requests, in order.
 */
export async function startPostmaster(options: PostmasterOptions): Promise<Postmaster> {
  const settings = Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = spawn(options.binary, ['-D', options.clusterDir, '-p', String(options.port), ...settings], {
    ...options.user,
    env: { ...process.env, LC_MESSAGES: 'C' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { pid } = child;
  if (pid === undefined) {
    const [error] = (await once(child, 'error')) as [Error];
    throw new PostmasterStartError(error.message);
  }
  const exited = new Promise<PostmasterExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let output = '';
  let ready = false;
  await new Promise<void>((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      options.onLog(text);
      if (ready) return;
      output += text;
      if (output.includes(READY)) {
        ready = true;
        output = '';
        resolve();
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    void (async () => {
      const { code, signal } = await exited;
      if (ready) return;
      // Its last words (the FATAL line) may still be in the pipe when the exit is reported.
      await Promise.race([once(child.stderr, 'end'), sleep(500)]);
      reject(new PostmasterStartError(output.trim() || `PostgreSQL exited while starting (code ${code}, signal ${signal})`));
    })();
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    pid,
    exited,
    stop: () =>
      stopPostgres(
        pid,
        (signal) => running() && child.kill(signal),
        async (ms) => {
          const ac = new AbortController();
          const ended = await Promise.race([exited.then(() => true), sleep(ms, false, { signal: ac.signal }).catch(() => false)]);
          ac.abort();
          return ended;
        },
      ),
    stopSoon() {
      if (running()) child.kill('SIGINT');
    },
  };
}
