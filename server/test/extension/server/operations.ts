import { z } from 'zod';
import { defineOperation, emitContentEvent } from '@blokwerk/server/extension';
import { Note } from './entities.js';

export interface NoteView {
  id: number;
  title: string;
  createdAt: Date;
}

const view = (note: Note): NoteView => ({ id: note.id, title: note.title, createdAt: note.createdAt });

/** Public: the site's /notes route lists them. */
export const listNotes = defineOperation({
  name: 'notes.list',
  access: { public: true },
  kind: 'read',
  input: z.object({}),
  async run(ctx): Promise<NoteView[]> {
    return (await ctx.em.find(Note, {}, { orderBy: { id: 'asc' } })).map(view);
  },
});

export const createNote = defineOperation({
  name: 'notes.create',
  access: { permission: 'manage-notes' },
  kind: 'write',
  input: z.strictObject({ title: z.string().trim().min(1).max(200) }),
  audit: { action: 'note.create', target: (_input, output: NoteView) => ({ type: 'note', id: output.id }) },
  async run(ctx, input): Promise<NoteView> {
    const note = ctx.em.create(Note, { title: input.title, createdAt: new Date() });
    await ctx.em.persist(note).flush();
    // The site's /notes page is cached like every page: this clears it.
    await emitContentEvent(ctx, { type: 'site.changed', pageId: null });
    return view(note);
  },
});
