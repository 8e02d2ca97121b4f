import { z } from 'zod';
import { irreversibleSteps, type Direction } from '../../content-model/migrations/apply.js';
import { versionOf } from '../../content-model/migrations/declarations.js';
import type { ContentModel } from '../../content-model/registry.js';
import { DomainError } from '../../errors.js';
import { emitContentEvent } from '../../events/content-events.js';
import { defineOperation } from '../../operations/define.js';
import { dryRun } from './migration-runner.js';
import { continueRun, migrationStatus, startRun } from './migration-runs.js';
import {
  migrationReportView,
  migrationRunView,
  migrationStatusView,
  type MigrationReport,
  type MigrationRunView,
  type MigrationStatusView,
} from './migration-views.js';

const reverseInput = z
  .string()
  .trim()
  .regex(/^(?:(?:block|page):)?[a-z][a-z0-9-]*@[1-9][0-9]*$/)
  // Left out or null (GraphQL's nullable argument): a forward run.
  .nullish()
  .transform((reverse) => reverse ?? undefined)
  .describe('A reverse run: `type@version` (`page:type@version` for a page type whose id a block type shares); a forward run when absent.');

/**
 * The direction a run goes: forward, or `[block:|page:]type@version` down. A version at or above the
 * type's refuses (V_12), and so does a way back through a step that has none (V_07).
 */
export function directionOf(model: ContentModel, reverse: string | undefined): Direction {
  if (reverse === undefined) return { forward: true };
  const [, prefix, id = '', version = ''] = /^(?:(block|page):)?([^@]+)@(\d+)$/.exec(reverse) ?? [];
  const kind = prefix === 'page' || (prefix === undefined && !model.blockType(id) && model.pageType(id)) ? 'page' : 'block';
  const type = kind === 'block' ? model.blockType(id) : model.pageType(id);
  const direction: Direction = { forward: false, kind, type: id, version: Number(version) };
  if (!type || direction.version >= versionOf(type)) throw new DomainError('V_12', 'reverse');
  if (irreversibleSteps(model, direction).length > 0) throw new DomainError('V_07', 'reverse');
  return direction;
}

/** GET content-model/migrations: what is pending (the model against the last run), and the last run. */
export const contentMigrationStatus = defineOperation({
  name: 'contentModel.migrationStatus',
  access: { permission: 'manage-settings' },
  kind: 'read',
  input: z.object({}),
  output: migrationStatusView,
  run: (ctx): Promise<MigrationStatusView> => migrationStatus(ctx.em, ctx.services.platform.contentModel),
});

/** POST content-model/migrations/dry-run: what a run would change and what it could not convert; changes nothing. */
export const dryRunContentMigrations = defineOperation({
  name: 'contentModel.dryRunMigrations',
  access: { permission: 'manage-settings' },
  kind: 'read',
  cost: 50,
  input: z.object({ reverse: reverseInput }),
  output: migrationReportView,
  run(ctx, input): Promise<MigrationReport> {
    const model = ctx.services.platform.contentModel;
    return dryRun(ctx.em, model, directionOf(model, input.reverse));
  },
});

/**
 * POST content-model/migrations/run: converts every stored copy in batches (each its own
 * transaction), or continues the run a restart interrupted; answers when it is done. Site caches
 * are cleared as for a settings change: any page may look different now.
 */
export const runContentMigrations = defineOperation({
  name: 'contentModel.runMigrations',
  access: { permission: 'manage-settings' },
  kind: 'write',
  transaction: 'none',
  input: z.object({ reverse: reverseInput, batchSize: z.int().min(1).max(1000).optional() }),
  output: migrationRunView,
  audit: { action: 'content-model.migrate', target: (_input, output: MigrationRunView) => ({ type: 'content-migration-run', id: output.id }) },
  async run(ctx, input): Promise<MigrationRunView> {
    const model = ctx.services.platform.contentModel;
    const direction = directionOf(model, input.reverse);
    const runId = await startRun(ctx.em, model, direction, ctx.actor.kind === 'user' ? ctx.actor.userId : null);
    const run = await continueRun(ctx.em, model, runId, { batchSize: input.batchSize, stopping: () => ctx.services.stopping.aborted });
    if (run.report.rowsChanged > 0) await emitContentEvent(ctx, { type: 'settings.updated', pageId: null });
    return run;
  },
});
