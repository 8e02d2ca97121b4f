import { z } from 'zod';
import { localize } from '../../content-model/labels.js';
import { DomainError } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { findPage } from '../pages/page-operations.js';
import { validateDraft } from '../pages/edited-version.js';
import { seoFields } from '../pages/content-input.js';
import { Settings, SETTINGS_ID } from '../settings/entities.js';
import { blockingCheckIds } from './blocking.js';
import { checkContent, checkVersion } from './run.js';
import { checkCatalogueEntryView, checksResultView, type CheckCatalogueEntry, type ChecksResult } from './views.js';

/** Editors read the checks of what they edit; reviewers those of what they review. */
const READERS = { anyPermission: ['edit-page', 'review-publication'] } as const;

/** GET page/version/{id}/content-checks: the problems of a stored version. */
export const contentChecksOfVersion = defineOperation({
  name: 'checks.ofVersion',
  access: READERS,
  kind: 'read',
  input: z.object({ pageVersionID: recordId }),
  output: checksResultView,
  async run(ctx, input): Promise<ChecksResult> {
    return { problems: await checkVersion(ctx, input.pageVersionID) };
  },
});

/**
 * POST page/{pageID}/content-checks: the problems of the editor's unsaved draft, stored nowhere.
 * The draft is read as the live preview reads it (no field required yet; pages/preview-drafts.ts).
 */
export const contentChecksOfDraft = defineOperation({
  name: 'checks.ofDraft',
  access: { permission: 'edit-page' },
  kind: 'read',
  // The checks read every block: weighed like a search.
  cost: 10,
  input: z.object({
    pageID: recordId,
    title: z.string().trim().max(255).default(''),
    seoTitle: seoFields.seoTitle,
    seoDescription: seoFields.seoDescription,
    seoImage: seoFields.seoImage,
    blocks: z.unknown().optional(),
    typeData: z.unknown().optional(),
  }),
  output: checksResultView,
  async run(ctx, input): Promise<ChecksResult> {
    const page = await findPage(ctx.em, input.pageID);
    const content = await validateDraft(ctx, page, input);
    return { problems: await checkContent(ctx, page, { ...input, ...content }) };
  },
});

/** GET content-checks: every check, in the caller's language, with whether it blocks publication. */
export const contentCheckCatalogue = defineOperation({
  name: 'checks.catalogue',
  access: { signedIn: true },
  kind: 'read',
  input: z.object({ locale: z.string().trim().max(16).optional().describe('Interface language (en, nl, de, fr).') }),
  output: z.object({ items: z.array(checkCatalogueEntryView) }),
  async run(ctx, input): Promise<{ items: CheckCatalogueEntry[] }> {
    const blocking = new Set(await blockingCheckIds(ctx));
    return {
      items: ctx.services.platform.checks.map((check) => ({
        id: check.id,
        label: localize(check.label, input.locale),
        severity: check.severity,
        blocking: blocking.has(check.id),
      })),
    };
  },
});

/** PUT content-checks/blocking: which checks block publication (V_12 for an unknown id; nothing changes then). */
export const setBlockingChecks = defineOperation({
  name: 'checks.setBlocking',
  access: { permission: 'manage-settings' },
  kind: 'write',
  input: z.object({ ids: z.array(z.string().trim().max(64)).max(100) }),
  audit: { action: 'settings.blocking-checks.update' },
  output: z.object({ ids: z.array(z.string()) }),
  async run(ctx, input): Promise<{ ids: string[] }> {
    const known = new Set(ctx.services.platform.checks.map((check) => check.id));
    const unknown = input.ids.flatMap((id, index) => (known.has(id) ? [] : [{ code: 'V_12' as const, property: `ids.${index}` }]));
    if (unknown.length) throw new DomainError(unknown);
    const ids = [...new Set(input.ids)];
    ctx.em.assign(await ctx.em.findOneOrFail(Settings, SETTINGS_ID), { blockingChecks: ids });
    return { ids };
  },
});
