import type { Connection } from '@mikro-orm/core';

/**
 * Rebuilds running in this process, per database connection (a test process may run several
 * servers), so a server's shutdown stops and awaits its own.
 */
const running = new Map<Connection, { stopping: boolean; tasks: Set<Promise<void>> }>();

function entry(connection: Connection) {
  let found = running.get(connection);
  if (!found) {
    found = { stopping: false, tasks: new Set() };
    running.set(connection, found);
  }
  return found;
}

/** Runs `task` in the background; it reads `stopping()` between batches. */
export function startRun(connection: Connection, task: (stopping: () => boolean) => Promise<void>): void {
  const runs = entry(connection);
  const promise = task(() => runs.stopping).finally(() => runs.tasks.delete(promise));
  runs.tasks.add(promise);
}

export async function stopRuns(connection: Connection): Promise<void> {
  const runs = running.get(connection);
  if (!runs) return;
  runs.stopping = true;
  await Promise.allSettled(runs.tasks);
  running.delete(connection);
}
