import { domainErrorWith } from '../../errors.js';
import type { OperationContext } from '../../operations/define.js';
import { Settings, SETTINGS_ID } from '../settings/entities.js';
import { checkVersion } from './run.js';
import type { CheckProblem } from './types.js';

/** The ids of the checks that block publication, read in the caller's transaction (never from a cache). */
export async function blockingCheckIds(ctx: Pick<OperationContext, 'em'>): Promise<string[]> {
  return (await ctx.em.findOneOrFail(Settings, SETTINGS_ID)).blockingChecks;
}

/**
 * Refuses (CC_01, the problems in `details.problems`) a version that has problems of a blocking
 * check; every way of publishing passes here (publication/transitions.ts publishVersion) except a
 * release's rollback, which restores what was live before.
 */
export async function assertPublishable(ctx: OperationContext, pageVersionId: number): Promise<void> {
  const blocking = new Set(await blockingCheckIds(ctx));
  if (blocking.size === 0) return;
  const problems: CheckProblem[] = (await checkVersion(ctx, pageVersionId)).filter((problem) => blocking.has(problem.check));
  if (problems.length) throw domainErrorWith('CC_01', undefined, 409, { problems });
}
