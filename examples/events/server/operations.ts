import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { DomainError, defineOperation, emitContentEvent, recordId } from '@blokwerk/server/extension';
import { EventNotice } from './entities.js';

export interface NoticeView {
  id: number;
  pageID: number;
  text: string;
  createdAt: Date;
}

const view = (notice: EventNotice): NoticeView => ({ id: notice.id, pageID: notice.pageId, text: notice.text, createdAt: notice.createdAt });

/** Public: an event's page shows its notices, newest first. */
export const listNotices = defineOperation({
  name: 'events.notices',
  access: { public: true },
  kind: 'read',
  input: z.object({ pageID: recordId }),
  async run(ctx, { pageID }): Promise<NoticeView[]> {
    return (await ctx.em.find(EventNotice, { pageId: pageID }, { orderBy: { id: 'desc' } })).map(view);
  },
});

export const addNotice = defineOperation({
  name: 'events.addNotice',
  access: { permission: 'manage-events' },
  kind: 'write',
  input: z.strictObject({ pageID: recordId, text: z.string().trim().min(1).max(200) }),
  audit: { action: 'event-notice.add', target: (_input, output: NoticeView) => ({ type: 'event-notice', id: output.id }) },
  async run(ctx, input): Promise<NoticeView> {
    const notice = ctx.em.create(EventNotice, { pageId: input.pageID, text: input.text, createdAt: new Date() });
    try {
      await ctx.em.persist(notice).flush();
    } catch (error) {
      // The foreign key: no such page.
      if (error instanceof ForeignKeyConstraintViolationException) throw new DomainError('PM_01', 'pageID');
      throw error;
    }
    // The event's page shows its notices: every cached page goes.
    await emitContentEvent(ctx, { type: 'site.changed', pageId: null });
    return view(notice);
  },
});

export const removeNotice = defineOperation({
  name: 'events.removeNotice',
  access: { permission: 'manage-events' },
  kind: 'write',
  input: z.strictObject({ id: recordId }),
  audit: { action: 'event-notice.remove', target: (input) => ({ type: 'event-notice', id: input.id }) },
  async run(ctx, { id }): Promise<{ id: number }> {
    if ((await ctx.em.nativeDelete(EventNotice, { id })) === 0) throw new DomainError('PM_01', 'id');
    await emitContentEvent(ctx, { type: 'site.changed', pageId: null });
    return { id };
  },
});
