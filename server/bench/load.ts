import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Errors, timeouts and answers other than 2xx: any of these spoils the figure. */
  failures: number;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Keep-alive load at `connections` connections for `seconds`, from autocannon in a child
 * process: the load generator must not share the measured server's event loop (the server
 * runs in this process).
 */
async function load(name: string, url: string, { connections = 32, seconds = 10, headers = {} as Record<string, string> } = {}): Promise<LoadFigures> {
  const headerArgs = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const { stdout } = await promisify(execFile)(process.execPath, [AUTOCANNON, '-c', String(connections), '-d', String(seconds), '--json', ...headerArgs, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as AutocannonResult;
  return { name, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.errors + result.timeouts + result.non2xx };
}

const median = (values: readonly number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export interface LoadRun {
  name: string;
  url: string;
  budget?: number;
}

/**
 * Every run `rounds` times, interleaved (a, b, c, a, b, c, ...), each figure the median of its
 * rounds: on a machine shared with other work, neighbouring runs see alike conditions, and the
 * ratios stay meaningful when the absolute numbers move.
 */
export async function loadRounds(runs: readonly LoadRun[], rounds: number, seconds: number): Promise<(LoadFigures & { budget?: number })[]> {
  const results = runs.map(() => [] as LoadFigures[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, run] of runs.entries()) results[i]?.push(await load(run.name, run.url, { seconds }));
  }
  return runs.map((run, i) => {
    const figures = results[i] ?? [];
    return {
      name: run.name,
      budget: run.budget,
      requestsPerSecond: median(figures.map((f) => f.requestsPerSecond)),
      p50: median(figures.map((f) => f.p50)),
      p99: median(figures.map((f) => f.p99)),
      failures: figures.reduce((sum, f) => sum + f.failures, 0),
    };
  });
}

/** A Markdown table with each figure's ratio to the limit's requests/s. */
export function loadTable(limit: LoadFigures, rows: readonly (LoadFigures & { budget?: number })[]): string {
  const line = (r: LoadFigures & { budget?: number }) => {
    const ratio = r.requestsPerSecond / limit.requestsPerSecond;
    const verdict = r.budget === undefined ? '' : ratio >= r.budget ? `≥ ${r.budget}× yes` : `≥ ${r.budget}× NO`;
    return `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${ratio.toFixed(4)}× | ${verdict} | ${r.failures} |`;
  };
  return ['| measurement | requests/s | p50 ms | p99 ms | ratio to limit | budget | failures |', '|---|---|---|---|---|---|---|', line(limit), ...rows.map(line)].join('\n');
}
