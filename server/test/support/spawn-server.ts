import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../src/paths.js';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Every JSON log line the process wrote so far. */
  logs: LogLine[];
  /** Non-JSON output (stderr, stray prints). */
  stray: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const MAIN = path.join(repoRoot, 'server', 'dist', 'main.js');

export interface SpawnOptions {
  /** Another path to the built entry point (a clone elsewhere). */
  main?: string;
  nodeArgs?: string[];
  /**
   * A command the server runs under, which must end by exec'ing the arguments it is given (the
   * node command line), so that the child is the server itself: e.g. `unshare --mount … sh -c
   * '…; exec "$@"' sh` to give it mounts of its own.
   */
  wrap?: readonly string[];
  /** The working folder (a replayed image's WORKDIR); this process's own by default. */
  cwd?: string;
}

/**
 * Starts the built server (server/dist/main.js) as a real process, the way `npm start` does,
 * and resolves once it logs that it is listening.
 */
export async function spawnServer(
  env: Record<string, string | undefined>,
  startTimeoutMs = 60_000,
  { main = MAIN, nodeArgs = [], wrap = [], cwd }: SpawnOptions = {},
): Promise<SpawnedServer> {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first (npm test does)`);
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', BLOKWERK_SEED: 'none' };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const [command = process.execPath, ...args] = [...wrap, process.execPath, ...nodeArgs, main];
  const child = spawn(command, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: LogLine[] = [];
  const stray: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${startTimeoutMs} ms:\n${stray.join('')}`)), startTimeoutMs);
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as LogLine;
          logs.push(entry);
          if (entry.msg === 'Blokwerk is listening' && typeof entry.url === 'string') {
            clearTimeout(timer);
            resolve(entry.url);
          }
        } catch {
          stray.push(line);
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => stray.push(chunk.toString()));
    void (async () => {
      const { code } = await exited;
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${stray.join('')}\n${JSON.stringify(logs)}`));
    })();
  });
  return { url, child, logs, stray, exited };
}
