import type { EntityManager } from '@mikro-orm/postgresql';
import { draftContentModel } from '../../content-model/draft-model.js';
import { validateContent, type VersionContent } from '../../content-model/validate.js';
import type { OperationContext } from '../../operations/define.js';
import { Page, PageVersion } from './entities.js';

/**
 * The stored content of the version an editor edits (the page's head): blocks of a type no longer
 * declared may come back unchanged, and copies read before a content migration ran are migrated
 * from the versions stored here (content-model/validate.ts).
 */
export async function editedVersion(em: EntityManager, page: Page): Promise<{ blocks?: unknown; typeData?: unknown }> {
  const id = page.headVersion?.id;
  return (id === undefined ? null : await em.findOne(PageVersion, id)) ?? {};
}

/** An unsaved draft of a page (autosave, preview, checks): checked against the draft model, required fields aside. */
export async function validateDraft(ctx: OperationContext, page: Page, input: { blocks?: unknown; typeData?: unknown }): Promise<VersionContent> {
  return validateContent(
    draftContentModel(ctx.services.platform.contentModel),
    page.type,
    { blocks: input.blocks ?? [], typeData: input.typeData ?? {} },
    await editedVersion(ctx.em, page),
  );
}
