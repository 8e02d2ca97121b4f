import type { EntityManager } from '@mikro-orm/postgresql';
import type { Direction } from '../../content-model/migrations/apply.js';
import { versionOf } from '../../content-model/migrations/declarations.js';
import type { ContentModel } from '../../content-model/registry.js';
import { DomainError } from '../../errors.js';
import { DEFAULT_BATCH_SIZE, emptyReport, migrateBatch, type Position } from './migration-runner.js';
import type { MigrationReport, MigrationRunView, MigrationStatusView } from './migration-views.js';

/** Type versions above 1, keyed `block:quote` / `page:vacancy`: what stored content is at after a run. */
type Versions = Record<string, number>;

interface RunRow {
  id: number;
  direction: Direction;
  status: 'running' | 'done';
  source: number;
  cursor: unknown[] | null;
  versions: Versions;
  report: MigrationReport;
  started_at: Date;
  finished_at: Date | null;
}

function modelVersions(model: ContentModel): Versions {
  const versions: Versions = {};
  for (const type of model.blockTypes()) if (versionOf(type) > 1) versions[`block:${type.id}`] = versionOf(type);
  for (const type of model.pageTypes({ includeHidden: true })) if (versionOf(type) > 1) versions[`page:${type.id}`] = versionOf(type);
  return versions;
}

function execute<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

const RUN_COLUMNS = '"id", "direction", "status", "source", "cursor", "versions", "report", "started_at", "finished_at"';

async function lastRun(em: EntityManager, status?: 'running' | 'done'): Promise<RunRow | undefined> {
  const where = status ? `where "status" = '${status}'` : '';
  const [row] = await execute<RunRow>(em, `select ${RUN_COLUMNS} from "content_migration_run" ${where} order by "id" desc limit 1`);
  return row;
}

export function runView(row: RunRow): MigrationRunView {
  const { direction } = row;
  return {
    id: row.id,
    status: row.status,
    reverse: direction.forward ? null : `${direction.kind}:${direction.type}@${direction.version}`,
    startedAt: new Date(row.started_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    report: row.report,
  };
}

/**
 * Types whose stored content is at another version than the model's, judged by the last finished
 * run (cheap: no content is read). A database that has never had a run counts as at version 1.
 */
export async function migrationStatus(em: EntityManager, model: ContentModel): Promise<MigrationStatusView> {
  const done = await lastRun(em, 'done');
  const stored = done?.versions ?? {};
  const current = modelVersions(model);
  const pending = [...new Set([...Object.keys(stored), ...Object.keys(current)])]
    .filter((key) => (stored[key] ?? 1) !== (current[key] ?? 1))
    .map((key) => {
      const [kind, type] = key.split(':') as ['block' | 'page', string];
      return { kind, type, stored: stored[key] ?? 1, current: current[key] ?? 1 };
    });
  const last = await lastRun(em);
  return { pending, lastRun: last ? runView(last) : null };
}

/**
 * On a database with no stored content yet, records that it is at the model's versions: whatever
 * is saved from now on is written at them, so nothing is pending.
 */
export async function recordBaseline(em: EntityManager, model: ContentModel): Promise<void> {
  await execute(
    em,
    `insert into "content_migration_run" ("direction", "status", "versions", "report", "finished_at")
     select ?::jsonb, 'done', ?::jsonb, ?::jsonb, now()
     where not exists (select 1 from "content_migration_run") and not exists (select 1 from "page_version")`,
    [JSON.stringify({ forward: true }), JSON.stringify(modelVersions(model)), JSON.stringify(emptyReport())],
  );
}

/** The versions content is at once a run in `direction` is done: the model's, or the last ones with one type lowered. */
async function versionsAfter(em: EntityManager, model: ContentModel, direction: Direction): Promise<Versions> {
  if (direction.forward) return modelVersions(model);
  const versions = { ...((await lastRun(em, 'done'))?.versions ?? modelVersions(model)) };
  const key = `${direction.kind}:${direction.type}`;
  if (direction.version > 1) versions[key] = direction.version;
  else delete versions[key];
  return versions;
}

const sameDirection = (a: Direction, b: Direction) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Starts a run, or answers the one under way (interrupted by a crash or a restart) when it goes
 * the same way; one going another way refuses (V_07) until it is done.
 */
export async function startRun(em: EntityManager, model: ContentModel, direction: Direction, userId: number | null): Promise<number> {
  const running = await lastRun(em, 'running');
  if (running) {
    if (!sameDirection(running.direction, direction)) throw new DomainError('V_07', 'reverse');
    return running.id;
  }
  const [row] = await execute<{ id: number }>(
    em,
    `insert into "content_migration_run" ("direction", "versions", "report", "started_by_id") values (?::jsonb, ?::jsonb, ?::jsonb, ?)
     on conflict do nothing returning "id"`,
    [JSON.stringify(direction), JSON.stringify(await versionsAfter(em, model, direction)), JSON.stringify(emptyReport()), userId],
  );
  // Another process started one meanwhile: join it.
  return row?.id ?? (await startRun(em, model, direction, userId));
}

/** The run under way, if any: what a restart resumes. */
export async function runningRunId(em: EntityManager): Promise<number | undefined> {
  return (await lastRun(em, 'running'))?.id;
}

/**
 * Continues a run batch by batch, each in its own transaction that locks the run's row, so that
 * processes continuing the same run take turns and each batch starts where the last one ended.
 * Stops between batches when `stopping()` says so (shutdown); answers the run as it stands.
 */
export async function continueRun(
  em: EntityManager,
  model: ContentModel,
  runId: number,
  options: { batchSize?: number; stopping?: () => boolean } = {},
): Promise<MigrationRunView> {
  for (;;) {
    const row = await em.transactional(async (tx) => {
      const [run] = await execute<RunRow>(tx, `select ${RUN_COLUMNS} from "content_migration_run" where "id" = ? for update`, [runId]);
      if (!run) throw new DomainError('PM_01', 'id', 404);
      if (run.status === 'done') return run;
      const report = run.report;
      const next = await migrateBatch(tx, model, run.direction, { source: run.source, cursor: run.cursor } satisfies Position, {
        size: options.batchSize ?? DEFAULT_BATCH_SIZE,
        dryRun: false,
        report,
      });
      const [updated] = await execute<RunRow>(
        tx,
        `update "content_migration_run" set "source" = ?, "cursor" = ?::jsonb, "report" = ?::jsonb, "updated_at" = now(),
           "status" = ?, "finished_at" = ${next ? 'null' : 'now()'} where "id" = ? returning ${RUN_COLUMNS}`,
        [next?.source ?? run.source, JSON.stringify(next?.cursor ?? null), JSON.stringify(report), next ? 'running' : 'done', runId],
      );
      if (!updated) throw new Error(`content migration run ${runId} vanished`);
      return updated;
    });
    if (row.status === 'done' || options.stopping?.()) return runView(row);
  }
}
