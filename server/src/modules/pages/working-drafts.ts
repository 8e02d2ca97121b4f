import { currentContent } from '../../content-model/migrations/current.js';
import type { OperationContext } from '../../operations/define.js';
import { tagsOf } from '../tags/page-tags.js';
import type { VersionContent } from './views.js';

/** What an editor has typed but not stored: a version's editable fields, checked against the draft model. */
export type WorkingDraftContent = VersionContent;

/** Where a working draft stands: the stored version and page revision it was started from. */
export interface WorkingDraftBase {
  baseVersionID: number;
  baseRevision: number;
  updatedAt: Date;
}

export type WorkingDraftView = WorkingDraftContent & WorkingDraftBase & { pageID: number };

type Row = {
  base_version_id: number;
  base_revision: number;
  content: WorkingDraftContent;
  updated_at: Date;
};

/** Runs one statement in the operation's transaction, answering its rows. */
function rowsOf<T extends Record<string, unknown>>(ctx: OperationContext, query: string, params: unknown[]): Promise<T[]> {
  return ctx.em.getConnection().execute<T[]>(query, params, 'all', ctx.em.getTransactionContext());
}

/** Writes the user's working draft of a page in one statement, replacing the previous one. */
export async function upsertWorkingDraft(
  ctx: OperationContext,
  key: { pageID: number; userID: number },
  base: Omit<WorkingDraftBase, 'updatedAt'>,
  content: WorkingDraftContent,
): Promise<WorkingDraftBase> {
  const [row] = await rowsOf<Row>(
    ctx,
    `insert into "page_working_draft" ("page_id", "user_id", "base_version_id", "base_revision", "content", "updated_at")
     values (?, ?, ?, ?, ?::jsonb, now())
     on conflict ("page_id", "user_id") do update set
       "base_version_id" = excluded."base_version_id", "base_revision" = excluded."base_revision",
       "content" = excluded."content", "updated_at" = excluded."updated_at"
     returning "base_version_id", "base_revision", "updated_at"`,
    [key.pageID, key.userID, base.baseVersionID, base.baseRevision, JSON.stringify(content)],
  );
  if (!row) throw new Error('the working draft upsert returned no row');
  return { baseVersionID: row.base_version_id, baseRevision: row.base_revision, updatedAt: new Date(row.updated_at) };
}

/** The user's own working draft of a page, or null. */
export async function readWorkingDraft(ctx: OperationContext, key: { pageID: number; userID: number }): Promise<WorkingDraftView | null> {
  const [row] = await rowsOf<Row & { page_type: string }>(
    ctx,
    `select d."base_version_id", d."base_revision", d."content", d."updated_at", p."type" as "page_type"
     from "page_working_draft" d join "page" p on p."id" = d."page_id" where d."page_id" = ? and d."user_id" = ?`,
    [key.pageID, key.userID],
  );
  if (!row) return null;
  return {
    pageID: key.pageID,
    ...row.content,
    // Typed before a content migration, the draft opens in the model's current shape as stored versions do.
    ...currentContent(ctx.services.platform.contentModel, row.page_type, row.content),
    ...tagsOf(row.content),
    baseVersionID: row.base_version_id,
    baseRevision: row.base_revision,
    updatedAt: new Date(row.updated_at),
  };
}

/** Drops the user's working draft of a page (when they store a version, or discard it); answers whether there was one. */
export async function deleteWorkingDraft(ctx: OperationContext, key: { pageID: number; userID: number }): Promise<boolean> {
  const rows = await rowsOf<{ page_id: number }>(ctx, 'delete from "page_working_draft" where "page_id" = ? and "user_id" = ? returning "page_id"', [
    key.pageID,
    key.userID,
  ]);
  return rows.length > 0;
}
