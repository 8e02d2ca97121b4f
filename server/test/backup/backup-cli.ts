import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../src/paths.js';

const CLI = path.join(repoRoot, 'server', 'dist', 'backup', 'cli.js');

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The site a command works on: its database (none: the embedded one of the data folder) and data folder. */
export interface Site {
  databaseUrl?: string;
  dataDir: string;
}

/** The built backup command (`npm run backup`/`restore` run it), as a process of its own. */
export function startCli(args: string[], site: Site, env: NodeJS.ProcessEnv = {}): { child: ChildProcess; done: Promise<CliRun> } {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first (npm test does)`);
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, DATABASE_URL: site.databaseUrl ?? '', BLOKWERK_DATA_DIR: site.dataDir, LOG_LEVEL: '', BLOKWERK_BACKUP_PASSPHRASE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = (async () => {
    const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
    return { code, signal, stdout, stderr };
  })();
  return { child, done };
}

export const runCli = (args: string[], site: Site, env?: NodeJS.ProcessEnv) => startCli(args, site, env).done;
