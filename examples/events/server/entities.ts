import { defineEntity, p } from '@mikro-orm/core';

/** A short notice on an event's page ("Sold out", "Moved to hall B"): the extension's own table. */
export const EventNoticeSchema = defineEntity({
  name: 'EventNotice',
  tableName: 'event_notice',
  properties: {
    id: p.integer().primary(),
    pageId: p.integer(),
    text: p.string().length(200),
    createdAt: p.datetime(),
  },
});

export class EventNotice extends EventNoticeSchema.class {}
EventNoticeSchema.setClass(EventNotice);
