import { defineEntity, p } from '@mikro-orm/core';

/** A short note: the extension's own table (migrations/). */
export const NoteSchema = defineEntity({
  name: 'Note',
  tableName: 'test_note',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    createdAt: p.datetime(),
  },
});

export class Note extends NoteSchema.class {}
NoteSchema.setClass(Note);
