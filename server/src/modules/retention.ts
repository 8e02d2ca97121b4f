import type { BackgroundDeps, BackgroundTask } from './module.js';

/** Rows of one table that are kept for a while, then deleted (docs/security.md, "Retention"). */
export interface RetentionRule {
  table: string;
  /** A timestamp column: a row goes once it is older than `keepDays`. */
  column: string;
  keepDays: number;
}

/** Rows one statement deletes: a long backlog goes in short transactions that hold few locks. */
const BATCH = 5000;

async function prune(deps: BackgroundDeps, rule: RetentionRule): Promise<number> {
  const connection = deps.orm.em.getConnection();
  let total = 0;
  for (;;) {
    const deleted = await connection.execute<{ id: unknown }[]>(
      `delete from "${rule.table}"
        where "id" in (select "id" from "${rule.table}" where "${rule.column}" < now() - make_interval(days => ?) limit ${BATCH})
        returning "id"`,
      [rule.keepDays],
    );
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
}

/**
 * Deletes what the rules no longer keep, shortly after start and then every
 * BLOKWERK_RETENTION_INTERVAL_MS. Deleting is idempotent, so every process may run it.
 */
export function retention(deps: BackgroundDeps, rules: readonly RetentionRule[]): BackgroundTask {
  return everyRetentionInterval(deps, async () => {
    for (const rule of rules) {
      const deleted = await prune(deps, rule).catch((error: unknown) => {
        deps.log.error({ err: error, table: rule.table }, 'retention: pruning failed');
        return 0;
      });
      if (deleted) deps.log.info({ table: rule.table, deleted, keepDays: rule.keepDays }, 'retention: old rows deleted');
    }
  });
}

/**
 * Runs `clean` shortly after start (within a minute) and then every
 * BLOKWERK_RETENTION_INTERVAL_MS, until stopped (which waits for a run under way). For
 * idempotent cleaning any process may do, as retention's; `clean` handles its own failures.
 */
export function everyRetentionInterval(deps: Pick<BackgroundDeps, 'config'>, clean: () => Promise<void>): BackgroundTask {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = clean();
  };
  const first = setTimeout(run, Math.min(deps.config.retentionIntervalMs, 60_000));
  const timer = setInterval(run, deps.config.retentionIntervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
