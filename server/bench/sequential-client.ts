import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serverTimingMs } from '../test/support/api-client.js';

const THIS_FILE = fileURLToPath(import.meta.url);

interface Job {
  url: string;
  runs: number;
  warmup: number;
  headers: Record<string, string>;
}

/** A GET, its body read and dropped; its time at the server (Server-Timing) in ms. */
export async function timedGet(url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  const ms = serverTimingMs(res.headers);
  if (ms === undefined) throw new Error(`GET ${url}: no Server-Timing`);
  return ms;
}

/** Each answer's own time at the server, one request after the other. */
async function run({ url, runs, warmup, headers }: Job): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const ms = await timedGet(url, headers);
    if (i >= warmup) times.push(ms);
  }
  return times;
}

/**
 * `runs` sequential GETs after `warmup` unmeasured ones, sent from a child process: reading
 * megabytes of answers in the server's own process would bring the client's garbage
 * collection into the server's figures, which a real visitor never does.
 */
export async function serverTimesFromChild(url: string, runs: number, warmup: number, headers: Record<string, string> = {}): Promise<number[]> {
  const job: Job = { url, runs, warmup, headers };
  // This process's node options (the TypeScript loader `npm run bench:*` runs it under) for the child too.
  const { stdout } = await promisify(execFile)(process.execPath, [...process.execArgv, THIS_FILE, JSON.stringify(job)], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as number[];
}

if (process.argv[1] === THIS_FILE) {
  process.stdout.write(JSON.stringify(await run(JSON.parse(process.argv[2] ?? '{}') as Job)));
}
