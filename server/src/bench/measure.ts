import { performance } from 'node:perf_hooks';

export interface Figures {
  name: string;
  runs: number;
  p50: number;
  p95: number;
}

/** Times `runs` sequential calls after `warmup` unmeasured ones; milliseconds. */
export async function measure(name: string, call: () => Promise<unknown>, runs = 200, warmup = 20): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  const sorted = times.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { name, runs, p50: at(0.5), p95: at(0.95) };
}

export function table(rows: readonly Figures[], baseline: Figures, budgetMs?: number): string {
  const head = `| measurement | runs | p50 ms | p95 ms | p95 / baseline${budgetMs ? ` | under ${budgetMs} ms p95` : ''} |`;
  const rule = `|---|---|---|---|---${budgetMs ? '|---' : ''}|`;
  const lines = rows.map((r) => `| ${r.name} | ${r.runs} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${(r.p95 / baseline.p95).toFixed(1)}×${budgetMs ? ` | ${r.p95 < budgetMs ? 'yes' : 'NO'}` : ''} |`);
  return [head, rule, `| baseline: GET /healthz | ${baseline.runs} | ${baseline.p50.toFixed(2)} | ${baseline.p95.toFixed(2)} | 1.0×${budgetMs ? ' | ' : ''} |`, ...lines].join('\n');
}
