import { everyRetentionInterval, type BackgroundDeps, type BackgroundTask } from '@blokwerk/server/extension';

/** Runs one cleaning statement on core's retention timer (any process may: deleting is idempotent). */
export function cleaning(deps: BackgroundDeps, what: string, sql: string): BackgroundTask {
  return everyRetentionInterval(deps, async () => {
    await deps.orm.em
      .getConnection()
      .execute(sql)
      .catch((error: unknown) => deps.log.error({ err: error }, `${what} failed`));
  });
}
