import { z } from 'zod';
import { DomainError, domainErrorWith } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { PageVersion } from './entities.js';
import { compareVersionContent, type VersionComparison } from './history-operations.js';
import { findPage } from './page-operations.js';
import { OUT_OF_DATE_SQL, translationSourceOf, type TranslationSource } from './translation-source.js';
import { pageView, type PageView } from './views.js';

/** Where one locale variant stands, most pressing first: out of date, in review, published, draft. */
export const TRANSLATION_STATES = ['out-of-date', 'in-review', 'published', 'draft'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** One locale variant of a translation group, with its status flags and their summary. */
export interface TranslationStatus {
  pageID: number;
  locale: string;
  title: string;
  slug: string;
  /** The page the others are translated from. */
  isSource: boolean;
  published: boolean;
  hasUnpublishedChanges: boolean;
  pendingRequest: boolean;
  outOfDate: boolean;
  status: TranslationState;
}

type StatusRow = Omit<TranslationStatus, 'status'>;

function stateOf(row: StatusRow): TranslationState {
  if (row.outOfDate) return 'out-of-date';
  if (row.pendingRequest) return 'in-review';
  return row.published ? 'published' : 'draft';
}

/** GET page/{id}/translation-status: every locale variant of the page's group (the page itself included), in one statement. */
export const translationStatus = defineOperation({
  name: 'pages.translationStatus',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<TranslationStatus[]> {
    const rows = await ctx.em.execute<StatusRow[]>(
      `select p."id" as "pageID", p."locale", p."title", p."slug",
         exists (select 1 from "page" t where t."source_page_id" = p."id") as "isSource",
         p."published_version_id" is not null as "published",
         p."head_version_id" is distinct from p."published_version_id" as "hasUnpublishedChanges",
         exists (select 1 from "publication_request" r where r."page_id" = p."id" and r."status" = 'pending') as "pendingRequest",
         ${OUT_OF_DATE_SQL('p')} as "outOfDate"
       from "page" p where p."translation_group" = (select g."translation_group" from "page" g where g."id" = ?)
       order by p."locale"`,
      [input.id],
    );
    if (rows.length === 0) throw new DomainError('PM_01', 'id', 404);
    return rows.map((row) => ({ ...row, status: stateOf(row) }));
  },
});

/** What changed in a translation's source since the version it was last brought up to date from. */
export interface SourceChanges {
  source: TranslationSource;
  /** The source's current head: what "mark as up to date" records. */
  headVersionID: number | null;
  outOfDate: boolean;
  /** Block by block, as the history compares (null when the recorded version is gone or the source has no head). */
  comparison: VersionComparison | null;
}

/** GET page/{id}/source-changes: the history's comparison of the recorded source version with the source's head. */
export const sourceChanges = defineOperation({
  name: 'pages.sourceChanges',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<SourceChanges> {
    const page = await findPage(ctx.em, input.id);
    const source = translationSourceOf({
      sourcePageID: page.sourcePage?.id ?? null,
      sourceLocale: page.sourceLocale ?? null,
      sourceVersionID: page.sourceVersion?.id ?? null,
    });
    // A source, or a page on its own, has nothing to compare with.
    if (!source) throw new DomainError('V_07', 'id');
    const sourcePage = await findPage(ctx.em, source.pageID);
    const headVersionID = sourcePage.headVersion?.id ?? null;
    const [from, to] = await Promise.all([
      source.versionID ? ctx.em.findOne(PageVersion, source.versionID) : null,
      headVersionID ? ctx.em.findOne(PageVersion, headVersionID) : null,
    ]);
    return {
      source,
      headVersionID,
      outOfDate: page.outOfDate ?? false,
      comparison: from && to ? compareVersionContent(from, to, ctx.services.platform.contentModel) : null,
    };
  },
});

/**
 * POST page/{id}/mark-up-to-date: the translation now follows `sourceVersionID`. It must be the
 * source's current head: an editor who checked an older one is refused (409, with the head) and
 * looks again. Both pages are locked, so the head cannot move in between.
 */
export const markTranslationUpToDate = defineOperation({
  name: 'pages.markTranslationUpToDate',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId, sourceVersionID: recordId }),
  audit: { action: 'page.translation-up-to-date', target: (input) => ({ type: 'page', id: input.id }) },
  async run(ctx, input): Promise<{ page: PageView }> {
    const page = await findPage(ctx.em, input.id, true);
    if (!page.sourcePage) throw new DomainError('V_07', 'id');
    const source = await findPage(ctx.em, page.sourcePage.id, true);
    const headVersionID = source.headVersion?.id ?? null;
    if (headVersionID !== input.sourceVersionID) throw domainErrorWith('V_07', 'sourceVersionID', 409, { headVersionID });
    page.sourceVersion = ctx.em.getReference(PageVersion, input.sourceVersionID, { wrapped: true });
    await ctx.em.flush();
    // The entity's formula was read before the change; under both locks the answer is known.
    return { page: { ...pageView(page), outOfDate: false } };
  },
});
