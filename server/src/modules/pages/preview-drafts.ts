import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Block } from '../../content-model/validate.js';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { findPage } from './page-operations.js';
import { validateDraft } from './edited-version.js';

/** How long a preview draft can be shown: the editor's panel sends a fresh one with every pause in typing. */
const LIFETIME_MINUTES = 30;

export interface PreviewDraftContent {
  title: string;
  seoTitle: string;
  blocks: Block[];
  typeData: Record<string, unknown>;
}

export interface PreviewDraftView extends PreviewDraftContent {
  pageID: number;
}

/** The signed-in user's id; a visitor is refused (401). */
export function userOf(ctx: OperationContext): number {
  if (ctx.actor.kind !== 'user') throw new DomainError('UM_01', undefined, 401);
  return ctx.actor.userId;
}

/**
 * POST page/preview-draft: the editor's unsaved draft of a page, kept for half an hour under a
 * random token for the site's preview (/-/preview/draft/{token}). Checked like a stored version,
 * but without required fields, which a draft being typed lacks for a while.
 */
export const createPreviewDraft = defineOperation({
  name: 'pages.createPreviewDraft',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({
    pageID: recordId,
    title: z.string().trim().max(255),
    seoTitle: z.string().trim().max(255).default(''),
    blocks: z.unknown().optional(),
    typeData: z.unknown().optional(),
  }),
  async run(ctx, input): Promise<{ token: string; expiresAt: Date }> {
    const userId = userOf(ctx);
    const page = await findPage(ctx.em, input.pageID);
    const content: PreviewDraftContent = {
      title: input.title,
      seoTitle: input.seoTitle,
      ...(await validateDraft(ctx, page, input)),
    };
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + LIFETIME_MINUTES * 60_000);
    const connection = ctx.em.getConnection();
    const tx = ctx.em.getTransactionContext();
    // Expired drafts go as new ones come: the table holds the last half hour's only.
    await connection.execute('delete from "preview_draft" where "expires_at" < now()', [], 'run', tx);
    await connection.execute(
      'insert into "preview_draft" ("token", "page_id", "user_id", "content", "expires_at") values (?, ?, ?, ?::jsonb, ?)',
      [token, page.id, userId, JSON.stringify(content), expiresAt],
      'run',
      tx,
    );
    return { token, expiresAt };
  },
});

/** GET page/preview-draft/{token}: a preview draft its own author made, until it expires; PM_01 otherwise. */
export const fetchPreviewDraft = defineOperation({
  name: 'pages.fetchPreviewDraft',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ token: z.string().max(64) }),
  async run(ctx, input): Promise<PreviewDraftView> {
    const rows = await ctx.em
      .getConnection()
      .execute<{ page_id: number; content: PreviewDraftContent }[]>(
        'select "page_id", "content" from "preview_draft" where "token" = ? and "user_id" = ? and "expires_at" > now()',
        [input.token, userOf(ctx)],
      );
    const row = rows[0];
    if (!row) throw new DomainError('PM_01', 'token', 404);
    return { pageID: row.page_id, ...row.content };
  },
});
