import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { seoFields } from './content-input.js';
import { pageTagFields, tagsOf } from '../tags/page-tags.js';
import { Page, PageVersion } from './entities.js';
import { findPage } from './page-operations.js';
import { validateDraft } from './edited-version.js';
import { assertRevision } from './page-writes.js';
import { userOf } from './preview-drafts.js';
import { deleteWorkingDraft, readWorkingDraft, upsertWorkingDraft, type WorkingDraftBase, type WorkingDraftView } from './working-drafts.js';

/**
 * POST page/{pageID}/working-draft: the editor's autosave. Checked like a preview draft (no
 * field required yet, every value well-formed), kept per page and user, never a version. Based
 * on an older revision than the page's (someone stored since), it is refused with the stale
 * store's 409 and the draft kept as it was: autosave never writes over a newer version's basis.
 */
export const saveWorkingDraft = defineOperation({
  name: 'pages.saveWorkingDraft',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({
    pageID: recordId,
    baseRevision: z.number().int().positive(),
    title: z.string().trim().max(255),
    blocks: z.unknown().optional(),
    typeData: z.unknown().optional(),
    ...seoFields,
    ...pageTagFields,
  }),
  async run(ctx, input): Promise<WorkingDraftBase> {
    const userID = userOf(ctx);
    // Shared lock: a store of the page (which locks it for update) finishes first, so its new revision is seen here.
    const page = await ctx.em.findOne(Page, input.pageID, { lockMode: LockMode.PESSIMISTIC_READ });
    if (!page) throw new DomainError('PM_01', 'pageID', 404);
    await assertRevision(ctx, page, input.baseRevision);
    const content = await validateDraft(ctx, page, input);
    const baseVersionID = page.headVersion?.id;
    if (baseVersionID === undefined) throw new DomainError('PM_01', 'pageID', 404);
    const base = tagsOf(await ctx.em.findOneOrFail(PageVersion, baseVersionID));
    return upsertWorkingDraft(
      ctx,
      { pageID: page.id, userID },
      { baseVersionID, baseRevision: page.revision },
      {
        title: input.title,
        ...content,
        seoTitle: input.seoTitle,
        seoDescription: input.seoDescription,
        seoKeywords: input.seoKeywords,
        seoImage: input.seoImage,
        // Checked against the tag sets when stored; omitted, the base version's stay.
        tags: input.tags ?? base.tags,
        privateTags: input.privateTags ?? base.privateTags,
      },
    );
  },
});

/** GET page/{pageID}/working-draft: the caller's own working draft of the page, or null. */
export const getWorkingDraft = defineOperation({
  name: 'pages.workingDraft',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ pageID: recordId }),
  async run(ctx, input): Promise<{ workingDraft: WorkingDraftView | null }> {
    const userID = userOf(ctx);
    await findPage(ctx.em, input.pageID);
    return { workingDraft: await readWorkingDraft(ctx, { pageID: input.pageID, userID }) };
  },
});

/** POST page/{pageID}/working-draft/discard: drops the caller's working draft; answers whether there was one. */
export const discardWorkingDraft = defineOperation({
  name: 'pages.discardWorkingDraft',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ pageID: recordId }),
  async run(ctx, input): Promise<{ discarded: boolean }> {
    return { discarded: await deleteWorkingDraft(ctx, { pageID: input.pageID, userID: userOf(ctx) }) };
  },
});
