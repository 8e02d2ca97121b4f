import { everyRetentionInterval, privateFiles, type BackgroundDeps, type BackgroundTask, type OperationContext } from '@blokwerk/server/extension';
import { FILES_AREA } from './operations.js';

type Em = OperationContext['em'];

/**
 * SQL: when the application `a` is deleted, its last status change plus the days the settings
 * `s` (recruitment_settings, the one row) keep an application of its status.
 */
export const DELETES_AT = `("a"."status_changed_at" + make_interval(days => case "a"."status"
  when 'new' then "s"."retention_new_days"
  when 'in-review' then "s"."retention_in_review_days"
  when 'invited' then "s"."retention_invited_days"
  when 'rejected' then "s"."retention_rejected_days"
  else "s"."retention_hired_days" end))`;

/** Applications one statement deletes; a backlog goes in several. */
const BATCH = 200;

/**
 * Deletes the applications whose retention has passed, EXACTLY ONCE across processes: one
 * statement locks the due rows it may take (`skip locked`: another process's rows are left to
 * it), deletes them, queues their files for removal and writes an audit entry for each; a row
 * another process deleted first is not returned here. Then the queued files are removed.
 * Answers the ids it deleted.
 */
export async function deleteExpiredApplications(em: Em, services: OperationContext['services'], log: OperationContext['log']): Promise<number[]> {
  const ids: number[] = [];
  for (;;) {
    const rows = await em.execute<{ id: number }[]>(`with "due" as (
        select "a"."id" from "application" "a" cross join "recruitment_settings" "s"
        where "s"."id" = 1 and ${DELETES_AT} <= now()
        order by "a"."id" limit ${BATCH} for update of "a" skip locked),
      "gone" as (delete from "application" "a" using "due" where "a"."id" = "due"."id"
        returning "a"."id", "a"."status", "a"."status_changed_at", "a"."cv_storage_key", "a"."motivation_storage_key"),
      "queued" as (insert into "application_file_removal" ("storage_key")
        select "cv_storage_key" from "gone" union all select "motivation_storage_key" from "gone"
        on conflict do nothing),
      "audited" as (insert into "audit_entry" ("at", "action", "target_type", "target_id", "details")
        select now(), 'application.expired', 'application', "gone"."id"::text,
          jsonb_build_object('status', "gone"."status", 'statusChangedAt', "gone"."status_changed_at") from "gone")
      select "id" from "gone"`);
    ids.push(...rows.map((row) => Number(row.id)));
    if (rows.length < BATCH) break;
  }
  if (ids.length) log.info({ deleted: ids.length }, 'applications: deleted past their retention');
  await removeQueuedFiles(em, services, log);
  return ids;
}

/**
 * Removes the files whose application is gone (application_file_removal): each in a short
 * transaction that holds its queue row (`skip locked`: never two processes on one file), the
 * row deleted once the file is. A removal that fails stays queued for the next sweep; removing
 * a file that is gone already is no error, so nothing is ever left half done.
 */
export async function removeQueuedFiles(em: Em, services: OperationContext['services'], log: OperationContext['log']): Promise<void> {
  const files = privateFiles(services, FILES_AREA);
  // A failed removal is queued anew (a later `since`): this pass goes on with the others.
  const [pass] = await em.execute<{ start: Date }[]>('select now() as "start"');
  for (let more = true; more;) {
    more = await em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<{ storage_key: string }[]>(`select "storage_key" from "application_file_removal" where "since" <= ? order by "since" limit 1 for update skip locked`, [pass?.start ?? new Date()]);
      if (!row) return false;
      try {
        await files.remove(row.storage_key);
        await tx.execute(`delete from "application_file_removal" where "storage_key" = ?`, [row.storage_key]);
      } catch (error) {
        log.warn({ err: error }, 'applications: a file could not be removed; tried again by the next sweep');
        await tx.execute(`update "application_file_removal" set "since" = clock_timestamp() where "storage_key" = ?`, [row.storage_key]);
      }
      return true;
    });
  }
}

/**
 * Every process sweeps on core's retention timer (BLOKWERK_RETENTION_INTERVAL_MS): shortly
 * after start, then every interval. Deleting is exactly once whoever runs it.
 */
export function applicationRetention(deps: BackgroundDeps): BackgroundTask {
  return everyRetentionInterval(deps, async () => {
    await deleteExpiredApplications(deps.orm.em.fork(), deps.services, deps.log).catch((error: unknown) => deps.log.error({ err: error }, 'applications: the retention sweep failed'));
  });
}
