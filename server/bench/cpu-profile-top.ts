import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * `node --import @oxc-node/core/register server/bench/cpu-profile-top.ts <file.cpuprofile> [count]`:
 * the functions that took the most CPU in a `node --cpu-prof` profile, by self time and by
 * total time (their callees included, each function counted once per stack), with their share
 * of the non-idle samples.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [count]');
const count = Number(countArg ?? 25);
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const label = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) => {
  const where = url.replace(/^file:\/\//, '').replace(`${process.cwd()}${path.sep}`, '');
  return `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
};
const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

const self = new Map<string, number>();
const total = new Map<string, number>();
let busy = 0;
for (const [i, sample] of profile.samples.entries()) {
  const node = byId.get(sample);
  const micros = profile.timeDeltas[i] ?? 0;
  if (!node) continue;
  const name = label(node);
  self.set(name, (self.get(name) ?? 0) + micros);
  if (IDLE.has(node.callFrame.functionName)) continue;
  busy += micros;
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id);
    if (!frame) break;
    const frameName = label(frame);
    if (seen.has(frameName)) continue;
    seen.add(frameName);
    total.set(frameName, (total.get(frameName) ?? 0) + micros);
  }
}

const table = (title: string, times: Map<string, number>) => {
  const rows = [...times].toSorted((a, b) => b[1] - a[1]).slice(0, count);
  return [
    `${title} (of ${(busy / 1000).toFixed(0)} ms busy)`,
    ...rows.map(([name, micros]) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`),
  ].join('\n');
};
process.stdout.write(`${table('self time', self)}\n\n${table('total time', total)}\n`);
