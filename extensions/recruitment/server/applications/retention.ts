import { everyRetentionInterval, privateFiles, type BackgroundDeps, type BackgroundTask, type OperationContext } from '@blokwerk/server/extension';
import { FILES_AREA } from './operations.js';

type Em = OperationContext['em'];

/** SQL: the stage `st` of the application `a`. */
export const STAGE_JOIN = `join "application_stage" "st" on "st"."id" = "a"."stage_id"`;

/**
 * SQL: when the application `a` is deleted: the days its stage `st` keeps an application after
 * it got there; in a rejected stage, at least the settings' (`s`, recruitment_settings, the one
 * row) retentionConsentDays when the applicant consented to be kept.
 */
export const DELETES_AT = `("a"."stage_changed_at" + make_interval(days => case
  when "st"."kind" = 'rejected' and "a"."keep_consent_at" is not null then greatest("st"."retention_days", "s"."retention_consent_days")
  else "st"."retention_days" end))`;

/** Applications one transaction deletes; a backlog goes in several. */
const BATCH = 200;

interface Gone {
  id: number;
  stage_id: number;
  stage_changed_at: Date | string;
  keep_consent_at: Date | string | null;
  cv_storage_key: string;
  motivation_storage_key: string;
}

/**
 * Deletes the applications whose retention has passed, EXACTLY ONCE across processes: each
 * batch is one transaction whose statement locks the due rows it may take (`skip locked`:
 * another process's rows are left to it), deletes them and audits each (services.audit), and
 * lets their files go in the same transaction (removed once it commits; privateFiles). A row
 * another process deleted first is not returned here. Answers the ids it deleted.
 */
export async function deleteExpiredApplications(em: Em, services: OperationContext['services'], log: OperationContext['log']): Promise<number[]> {
  const files = privateFiles(services, FILES_AREA);
  const ids: number[] = [];
  for (;;) {
    const rows = await em.fork().transactional(async (tx) => {
      const gone = await tx.execute<Gone[]>(`with "due" as (
          select "a"."id" from "application" "a" ${STAGE_JOIN} cross join "recruitment_settings" "s"
          where "s"."id" = 1 and ${DELETES_AT} <= now()
          order by "a"."id" limit ${BATCH} for update of "a" skip locked),
        "gone" as (delete from "application" "a" using "due" where "a"."id" = "due"."id"
          returning "a"."id", "a"."stage_id", "a"."stage_changed_at", "a"."keep_consent_at", "a"."cv_storage_key", "a"."motivation_storage_key")
        select * from "gone"`);
      // The sweep's entries, written in the transaction that deletes.
      const sweep = { actor: { kind: 'anonymous' } as const, em: tx, request: { ip: 'retention' } };
      for (const row of gone) {
        const details = { stageID: row.stage_id, stageChangedAt: new Date(row.stage_changed_at).toISOString(), keepConsent: row.keep_consent_at !== null };
        services.audit.record(sweep, 'application.expired', { type: 'application', id: row.id }, details);
      }
      await files.discard(
        tx,
        gone.flatMap((row) => [row.cv_storage_key, row.motivation_storage_key]),
      );
      return gone;
    });
    ids.push(...rows.map((row) => Number(row.id)));
    if (rows.length < BATCH) break;
  }
  if (ids.length) {
    log.info({ deleted: ids.length }, 'applications: deleted past their retention');
    await files.removeDiscarded();
  }
  return ids;
}

/**
 * Every process sweeps on core's retention timer (BLOKWERK_RETENTION_INTERVAL_MS): shortly
 * after start, then every interval. Deleting is exactly once whoever runs it.
 */
export function applicationRetention(deps: BackgroundDeps): BackgroundTask {
  return everyRetentionInterval(deps, async () => {
    await deleteExpiredApplications(deps.orm.em.fork(), deps.services, deps.log).catch((error: unknown) =>
      deps.log.error({ err: error }, 'applications: the retention sweep failed'),
    );
  });
}
