import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { repoRoot } from '../../src/paths.js';
import type { LogLine, SpawnOptions } from './spawn-server.js';

export interface ExitedRun {
  code: number | null;
  /** The fatal (level 60) log lines. */
  fatal: LogLine[];
  stderr: string;
}

/** Runs the built server (server/dist/main.js) on the embedded database unless `env` says otherwise, until it exits: for starts that must fail. */
export async function runUntilExit(
  env: NodeJS.ProcessEnv,
  { main = path.join(repoRoot, 'server', 'dist', 'main.js'), nodeArgs = [] }: SpawnOptions = {},
): Promise<ExitedRun> {
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', BLOKWERK_SEED: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  const lines = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
  return { code, fatal: lines.filter((line) => line.level === 60), stderr };
}
