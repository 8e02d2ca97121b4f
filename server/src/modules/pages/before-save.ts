import { DomainError } from '../../errors.js';
import type { OperationContext } from '../../operations/define.js';
import type { PageToSave } from '../../operations/hook-points.js';
import { runHooks } from '../../operations/hooks.js';

/**
 * What every page write passes before anything is written, in its operation's transaction: its
 * page type's typeData rules (PageType.validate), then the pages.beforeSave hooks in order. The
 * first refusal throws its catalogue codes, and the operation writes nothing.
 */
export async function checkBeforeSave(ctx: OperationContext, page: PageToSave): Promise<void> {
  const problems = ctx.services.platform.contentModel.pageType(page.type)?.validate?.(page.typeData) ?? [];
  if (problems.length) throw new DomainError(problems.map(({ code, field }) => ({ code, property: `typeData.${field}` })));
  await runHooks(ctx, 'pages.beforeSave', page);
}
