import { z } from 'zod';
import { DomainError, defineOperation, recordId, type OperationContext } from '@blokwerk/server/extension';
import { RETENTION_DAYS, STAGE_KINDS, type StageKind } from './kinds.js';
import { assertVacancy, stageView, stagesOf, type StageView } from './stages.js';

/** The pipeline's editing, behind manage-applications like the rest of it. */
const access = { permission: 'manage-applications' } as const;

/** Stages a pipeline may have at most. */
export const MAX_STAGES = 20;
/** Characters a stage's label may have. */
export const LABEL_MAX = 60;

const label = z.string().trim().max(LABEL_MAX);
const optionalLabel = label.nullish().transform((value) => value ?? '');
const stageInput = z.strictObject({
  /** Absent or null: a new stage. */
  id: recordId.nullish(),
  /** English is required; an empty label in another language shows the English one. */
  labels: z.strictObject({ en: label.min(1), nl: optionalLabel, de: optionalLabel, fr: optionalLabel }),
  kind: z.enum(STAGE_KINDS),
  retentionDays: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max),
});
type StageInput = z.infer<typeof stageInput>;

/** The end kinds every pipeline needs a stage of: an application must be able to end either way. */
const END_KINDS: readonly StageKind[] = ['hired', 'rejected'];

/** One writer per pipeline at a time (a vacancy's own pipeline may not exist yet, so no row to lock). */
const lockPipeline = (ctx: OperationContext, pipeline: number | null) =>
  ctx.em.execute(`select pg_advisory_xact_lock(hashtext('application_stage'), ?)`, [pipeline ?? 0]);

/** The shape a pipeline must have: the first stage open (new applications land there), a hired and a rejected stage, each stage once. */
function checkShape(stages: readonly StageInput[], existing: ReadonlySet<number>): void {
  const problems: { code: 'V_12'; property: string }[] = [];
  if (stages[0]?.kind !== 'open') problems.push({ code: 'V_12', property: 'stages.0.kind' });
  const missing = END_KINDS.filter((kind) => !stages.some((stage) => stage.kind === kind));
  if (missing.length) problems.push({ code: 'V_12', property: 'stages' });
  const seen = new Set<number>();
  stages.forEach((stage, index) => {
    if (stage.id === null || stage.id === undefined) return;
    if (!existing.has(stage.id) || seen.has(stage.id)) problems.push({ code: 'V_12', property: `stages.${index}.id` });
    seen.add(stage.id);
  });
  if (problems.length) {
    const error = new DomainError(problems, 400);
    error.details = { missingKinds: missing };
    throw error;
  }
}

/** The stages being removed that still hold applications: V_07, nothing changed (move the applications first). */
async function refuseOccupied(ctx: OperationContext, removed: readonly number[]): Promise<void> {
  if (!removed.length) return;
  const held = await ctx.em.execute<{ stage_id: number; n: number }[]>(
    `select "stage_id", count(*)::int as "n" from "application" where "stage_id" in (${placeholders(removed)}) group by "stage_id"`,
    [...removed],
  );
  if (!held.length) return;
  const error = new DomainError('V_07', 'stages');
  error.details = { reason: 'stage-holds-applications', stages: held.map((row) => ({ id: row.stage_id, applications: row.n })) };
  throw error;
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

const pipelineTarget = (vacancyPageID: number | null) => ({ type: 'application-pipeline', id: vacancyPageID ?? 'site' });

/**
 * A vacancy returns to the site's pipeline: its own stages go, and each of its applications
 * moves to the site's counterpart (the first stage of the same end kind; an open stage's, the
 * site's last open stage at or before its position: the database's
 * application_stage_counterpart, which also runs when the vacancy is deleted). Their history
 * and retention clock stay.
 */
async function dropOwnPipeline(ctx: OperationContext, vacancyPageID: number): Promise<void> {
  await ctx.em.execute(`delete from "application_stage" where "vacancy_page_id" = ?`, [vacancyPageID]);
}

/**
 * Replaces a pipeline (a vacancy's own; none given: the site's) by the stages given, in order:
 * those with an id are updated, those without are new, the missing ones are removed. V_07
 * (nothing changed) when a removed stage still holds applications; V_12 when the first stage is
 * not open, when no stage is hired or none rejected, or on an id of another pipeline. A vacancy's
 * first own pipeline takes its applications over (each to its counterpart stage, as when it
 * returns to the site's); an empty list for a vacancy returns it to the site's. Answers the
 * pipeline that now applies.
 */
export const saveApplicationStages = defineOperation({
  name: 'applications.saveStages',
  access,
  kind: 'write',
  input: z.strictObject({
    vacancyPageID: recordId.nullish().transform((value) => value ?? null),
    stages: z.array(stageInput).max(MAX_STAGES),
    locale: z.string().max(16).optional(),
  }),
  audit: { action: 'application-stages.saved', target: (input) => pipelineTarget(input.vacancyPageID) },
  async run(ctx, input): Promise<StageView[]> {
    const vacancy = input.vacancyPageID;
    if (vacancy !== null) await assertVacancy(ctx, vacancy);
    await lockPipeline(ctx, vacancy);
    const current = await stagesOf(ctx.em, vacancy);
    if (!input.stages.length) {
      if (vacancy === null) throw new DomainError('V_01', 'stages');
      await dropOwnPipeline(ctx, vacancy);
      return (await stagesOf(ctx.em, null)).map((row) => stageView(row, input.locale));
    }
    checkShape(input.stages, new Set(current.map((stage) => stage.id)));
    const kept = new Set(input.stages.flatMap((stage) => (stage.id ? [stage.id] : [])));
    const removed = current.filter((stage) => !kept.has(stage.id)).map((stage) => stage.id);
    await refuseOccupied(ctx, removed);
    if (removed.length) await ctx.em.execute(`delete from "application_stage" where "id" in (${placeholders(removed)})`, [...removed]);
    for (const [position, stage] of input.stages.entries()) {
      const values = [position, JSON.stringify(stage.labels), stage.kind, stage.retentionDays];
      if (stage.id)
        await ctx.em.execute(`update "application_stage" set "position" = ?, "labels" = ?::jsonb, "kind" = ?, "retention_days" = ? where "id" = ?`, [
          ...values,
          stage.id,
        ]);
      else
        await ctx.em.execute(
          `insert into "application_stage" ("position", "labels", "kind", "retention_days", "vacancy_page_id") values (?, ?::jsonb, ?, ?, ?)`,
          [...values, vacancy],
        );
    }
    if (vacancy !== null && !current.length) {
      await ctx.em.execute(`update "application" set "stage_id" = "application_stage_counterpart"("stage_id", ?) where "vacancy_page_id" = ?`, [
        vacancy,
        vacancy,
      ]);
    }
    return (await stagesOf(ctx.em, vacancy)).map((row) => stageView(row, input.locale));
  },
});

/** A vacancy returns to the site's pipeline (see dropOwnPipeline); answers the site's stages. */
export const deleteApplicationStages = defineOperation({
  name: 'applications.deleteStages',
  access,
  kind: 'write',
  input: z.strictObject({ vacancyPageID: recordId, locale: z.string().max(16).optional() }),
  audit: { action: 'application-stages.deleted', target: (input) => pipelineTarget(input.vacancyPageID) },
  async run(ctx, input): Promise<StageView[]> {
    await assertVacancy(ctx, input.vacancyPageID);
    await lockPipeline(ctx, input.vacancyPageID);
    await dropOwnPipeline(ctx, input.vacancyPageID);
    return (await stagesOf(ctx.em, null)).map((row) => stageView(row, input.locale));
  },
});
