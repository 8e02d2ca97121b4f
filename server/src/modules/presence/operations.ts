import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { notifyEditors } from '../../events/editing-notices.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { announce, editingStates, EXPIRY_SECONDS, leave, type Tab } from './presence-rows.js';
import { pageEditingStateView, presenceAnnouncementView, type PageEditingState } from './views.js';

/** One browser tab of the editor: a random id the admin makes per page load. */
const tabId = z.uuid();

function userOf(ctx: OperationContext): number {
  if (ctx.actor.kind !== 'user') throw new DomainError('UM_01', undefined, 401);
  return ctx.actor.userId;
}

async function assertPageExists(ctx: OperationContext, pageId: number): Promise<void> {
  const rows = await ctx.em
    .getConnection()
    .execute<{ id: number }[]>('select "id" from "page" where "id" = ?', [pageId], 'all', ctx.em.getTransactionContext());
  if (rows.length === 0) throw new DomainError('PM_01', 'pageID', 404);
}

/** The page's editing state as `viewer` sees it: everyone else who has it open (the viewer's own tabs left out). */
export async function editingStateFor(ctx: OperationContext, pageId: number): Promise<PageEditingState> {
  const viewer = userOf(ctx);
  const state = (await editingStates(ctx.em, [pageId])).get(pageId);
  if (!state) throw new DomainError('PM_01', 'pageID', 404);
  return { ...state, editors: state.editors.filter((editor) => editor.userID !== viewer) };
}

/**
 * POST page/{id}/presence: this tab has the page open, with unsaved changes or not. Sent when
 * the editor opens, every few seconds after (a heartbeat) and at once when `dirty` flips; the
 * other editors of the page hear of a change at once, in every process.
 */
export const announcePresence = defineOperation({
  name: 'presence.announce',
  access: { permission: 'edit-page' },
  kind: 'write',
  mcp: false,
  // In the order schema.graphql has always printed the arguments (hand-written ones printed in reverse).
  input: z.object({ dirty: z.boolean(), tabId, pageID: recordId }),
  output: presenceAnnouncementView,
  async run(ctx, input) {
    await assertPageExists(ctx, input.pageID);
    const changed = await announce(ctx.em, { userId: userOf(ctx), tabId: input.tabId }, input.pageID, input.dirty);
    for (const pageId of changed) await notifyEditors(ctx.em, { kind: 'presence', pageId });
    return { expiresInSeconds: EXPIRY_SECONDS };
  },
});

/** POST page/{id}/presence/leave: this tab closed the page (sent as the tab goes, so the others see it at once). */
export const leavePresence = defineOperation({
  name: 'presence.leave',
  access: { permission: 'edit-page' },
  kind: 'write',
  mcp: false,
  input: z.object({ tabId, pageID: recordId }),
  output: z.object({ left: z.boolean() }),
  async run(ctx, input) {
    const left = await leave(ctx.em, { userId: userOf(ctx), tabId: input.tabId }, input.pageID);
    if (left) await notifyEditors(ctx.em, { kind: 'presence', pageId: input.pageID });
    return { left };
  },
});

/** GET page/{id}/presence: who else has the page open, and its head version. */
export const getPresence = defineOperation({
  name: 'presence.get',
  access: { permission: 'edit-page' },
  kind: 'read',
  mcp: false,
  input: z.object({ pageID: recordId }),
  output: pageEditingStateView,
  run: (ctx, input): Promise<PageEditingState> => editingStateFor(ctx, input.pageID),
});

/**
 * GET page/{id}/presence/stream: the same, then every change as it happens, as Server-Sent
 * Events (rest.ts); the open stream keeps its tab present.
 */
export const watchPresence = defineOperation({
  name: 'presence.watch',
  access: { permission: 'edit-page' },
  kind: 'read',
  mcp: false,
  input: z.object({ pageID: recordId, tabId }),
  async run(ctx, input): Promise<{ state: PageEditingState; tab: Tab }> {
    return { state: await editingStateFor(ctx, input.pageID), tab: { userId: userOf(ctx), tabId: input.tabId } };
  },
});
