import { readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * A process's start as the kernel counts it (clock ticks since boot, field 22 of
 * /proc/<pid>/stat): with the pid it names one process for good, where a pid alone may be
 * reused. Undefined where there is no /proc (not Linux), no such process, or only its zombie.
 */
export function processStart(pid: number): string | undefined {
  try {
    // A few hundred bytes from procfs: read at once, no I/O wait.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The second field (the command) may hold spaces and brackets: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? undefined : fields[19];
  } catch {
    return undefined;
  }
}

export interface ProcessIdentity {
  host: string;
  pid: number;
  /** processStart of the pid, when known. */
  start: string | undefined;
}

export function thisProcess(): ProcessIdentity {
  return { host: os.hostname(), pid: process.pid, start: processStart(process.pid) };
}

/**
 * Whether the process `identity` names still runs: true or false on this host when /proc tells,
 * undefined when it cannot be known here (another host, no /proc, no start recorded).
 */
export function stillRuns(identity: ProcessIdentity): boolean | undefined {
  if (identity.host !== os.hostname() || identity.start === undefined) return undefined;
  const start = processStart(identity.pid);
  if (start === undefined) return processStart(process.pid) === undefined ? undefined : false;
  return start === identity.start;
}

/** Whether process `pid` runs now (EPERM: it does, as another user, e.g. the `postgres` user of a root-run cluster). */
export function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
