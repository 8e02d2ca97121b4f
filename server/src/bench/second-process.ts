import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.js', import.meta.url));

export interface SecondProcess {
  url: string;
  stop(): Promise<void>;
}

/** Another Blokwerk process (dist/main.js) on the same database, as a second node behind a load balancer would run. */
export async function startSecondProcess(databaseUrl: string): Promise<SecondProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-bench-second-'));
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATABASE_URL: databaseUrl, BLOKWERK_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', BLOKWERK_SERVER_TIMING: 'true', NODE_ENV: 'production', BLOKWERK_SCHEDULER_INTERVAL_MS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout ?? process.stdin });
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'Blokwerk is listening' && entry.url) resolve(entry.url);
      } catch {
        // not a log line
      }
    });
    void exited.then(() => reject(new Error('the second process exited before listening')));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
