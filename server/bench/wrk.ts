import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * wrk (Debian's `wrk`) as the load generator: a closed loop at a fixed number of keep-alive
 * connections, in C, outside Node, the way an independent measurement runs it. Few threads:
 * on a small machine wrk's own CPU is taken from the servers it measures.
 */
export const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);
export const CONNECTIONS = 32;
/** wrk and nginx, found once (the bench stops here, saying how to install them, when either is missing). */
export const COMMANDS = requireCommands(['wrk', 'nginx']);
const WRK = COMMANDS.wrk;

export interface WrkFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Bytes read per answer, headers included. */
  bytesPerAnswer: number;
  /** Socket errors, timeouts and answers other than 2xx/3xx: any of these spoils the figure. */
  failures: number;
}

/** Where `command` is: on PATH, else in /usr/sbin or /sbin (Debian's nginx, off a non-root PATH). */
function commandPath(command: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/sbin'];
  return dirs
    .map((dir) => path.join(dir, command))
    .find((file) => {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** The paths of the commands, or the bench stops with the way to install the missing ones. */
function requireCommands<Name extends string>(commands: readonly Name[]): Record<Name, string> {
  const found = commands.map((command) => [command, commandPath(command)] as const);
  const missing = found.filter(([, file]) => file === undefined).map(([command]) => command);
  if (missing.length > 0) {
    process.stderr.write(
      `bench:site measures with ${missing.join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed.\nOn Debian/Ubuntu: sudo ` +
        `apt-get install -y ${missing.join(' ')}\n`,
    );
    process.exit(2);
  }
  return Object.fromEntries(found) as Record<Name, string>;
}

const MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 } as const;

function duration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk duration "${text}"`);
  return Number(match[1]) * MS[match[2] as keyof typeof MS];
}

const SIZE = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 } as const;

/** wrk's `--latency` report, read. */
export function parseWrk(output: string): WrkFigures {
  const field = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk output without ${pattern}:\n${output}`);
    return match;
  };
  const total = field(/(\d+) requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB|TB) read/);
  const requests = Number(total[1]);
  const bytes = Number(total[2]) * SIZE[total[3] as keyof typeof SIZE];
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(field(/Requests\/sec:\s+([\d.]+)/)[1]),
    p50: duration(field(/^\s+50%\s+(\S+)\s*$/m)[1] ?? ''),
    p99: duration(field(/^\s+99%\s+(\S+)\s*$/m)[1] ?? ''),
    bytesPerAnswer: requests > 0 ? bytes / requests : 0,
    failures: (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + Number(non2xx?.[1] ?? 0),
  };
}

/** One wrk run of `seconds` at CONNECTIONS connections. */
export async function wrk(url: string, seconds: number, headers: Readonly<Record<string, string>> = {}): Promise<WrkFigures> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await promisify(execFile)(WRK, [`-t${WRK_THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...headerArgs, url]);
  return parseWrk(stdout);
}

export interface Target {
  name: string;
  url: string;
  headers?: Readonly<Record<string, string>>;
}

const median = (values: readonly number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Every target `rounds` times, interleaved (a, b, c, a, b, c, ...), each figure the median of
 * its rounds: on a machine shared with other work neighbouring runs see alike conditions, so
 * the ratios stay meaningful when the absolute numbers move.
 */
export async function interleavedRounds(
  targets: readonly Target[],
  rounds: number,
  seconds: number,
  onRun?: (round: number, target: Target) => void,
): Promise<Map<string, WrkFigures>> {
  const runs = targets.map(() => [] as WrkFigures[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      onRun?.(round, target);
      runs[i]?.push(await wrk(target.url, seconds, target.headers));
    }
  }
  return new Map(
    targets.map((target, i) => {
      const figures = runs[i] ?? [];
      return [
        target.name,
        {
          requestsPerSecond: median(figures.map((f) => f.requestsPerSecond)),
          p50: median(figures.map((f) => f.p50)),
          p99: median(figures.map((f) => f.p99)),
          bytesPerAnswer: median(figures.map((f) => f.bytesPerAnswer)),
          failures: figures.reduce((sum, f) => sum + f.failures, 0),
        },
      ];
    }),
  );
}
