import { performance } from 'node:perf_hooks';

export interface Figures {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  /** At the server (Server-Timing), when the calls report it. */
  server?: { p50: number; p95: number };
}

/** The median and the 95th percentile of a set of times. */
export const percentiles = (times: readonly number[]) => {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
};

/**
 * Times `runs` sequential calls after `warmup` unmeasured ones; milliseconds. `serverMs`
 * reads the server's own time of the call just made, where there is one.
 */
export async function measure(name: string, call: () => Promise<unknown>, serverMs?: () => number | undefined, runs = 200, warmup = 20): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  const serverTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
    const server = serverMs?.();
    if (server !== undefined) serverTimes.push(server);
  }
  return { name, runs, ...percentiles(times), ...(serverTimes.length === runs ? { server: percentiles(serverTimes) } : {}) };
}

const ms = (n: number | undefined) => (n === undefined ? '' : n.toFixed(2));

/** A Markdown table; the budget, when given, is judged on the server's p95. */
export function table(rows: readonly Figures[], baseline: Figures, budgetMs?: number): string {
  const budget = budgetMs ? ` | server p95 under ${budgetMs} ms` : '';
  const head = `| measurement | runs | p50 ms | p95 ms | p95 / baseline | server p50 ms | server p95 ms${budget} |`;
  const rule = `|---|---|---|---|---|---|---${budgetMs ? '|---' : ''}|`;
  const line = (r: Figures) => {
    const verdict = budgetMs ? ` | ${r.server ? (r.server.p95 < budgetMs ? 'yes' : 'NO') : ''}` : '';
    return (
      `| ${r.name} | ${r.runs} | ${ms(r.p50)} | ${ms(r.p95)} | ${(r.p95 / baseline.p95).toFixed(1)}× | ${ms(r.server?.p50)} | ` +
      `${ms(r.server?.p95)}${verdict} |`
    );
  };
  return [head, rule, line(baseline), ...rows.map(line)].join('\n');
}
