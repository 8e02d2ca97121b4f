import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * CPU time per request, from the kernel's accounting (/proc, Linux): what a request costs the
 * server process and PostgreSQL, whatever else the machine does meanwhile. Requests/s under wrk
 * move with the machine's load by ±10 % between runs; CPU per request moves far less, so a
 * before/after of a few percent shows here first. /proc counts CPU in clock ticks of USER_HZ,
 * 100 a second on Linux.
 */
const CLOCK_TICKS_PER_MS = 100 / 1000;

/** User + system CPU of a process so far, in ms; undefined where /proc does not have it. */
function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_MS;
  } catch {
    return undefined;
  }
}

/** CPU ms so far of every PostgreSQL process on the machine (the bench's cluster is the only one it starts), by pid. */
function postgresMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ms = readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres' ? cpuMs(Number(entry)) : undefined;
      if (ms !== undefined) byPid.set(Number(entry), ms);
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/** CPU used between two readings by the processes alive at the second (one that exited meanwhile took its share along). */
function postgresBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

export interface CpuPerRequest {
  server: number;
  postgres: number;
}

/** `requests` GETs of `url` over `connections` keep-alive connections; each must answer 200. */
async function load(url: string, headers: Readonly<Record<string, string>>, requests: number, connections: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let sent = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))));
        })
        .on('error', reject);
    });
  const connection = async () => {
    while (sent < requests) {
      sent++;
      await one();
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, connection));
  } finally {
    agent.destroy();
  }
}

/** The CPU ms per request of the server process `pid` and of PostgreSQL, after a warm-up; undefined without /proc. */
export async function cpuPerRequest(
  url: string,
  headers: Readonly<Record<string, string>>,
  pid: number,
  requests = 1500,
  connections = 4,
): Promise<CpuPerRequest | undefined> {
  await load(url, headers, Math.ceil(requests / 5), connections);
  const server = cpuMs(pid);
  if (server === undefined) return undefined;
  const postgres = postgresMs();
  await load(url, headers, requests, connections);
  return { server: ((cpuMs(pid) ?? server) - server) / requests, postgres: postgresBetween(postgres, postgresMs()) / requests };
}
