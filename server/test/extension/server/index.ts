import { defineExtension, route } from '@blokwerk/server/extension';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NoteSchema } from './entities.js';
import { NotesResolver } from './graphql.js';
import { createNote, listNotes } from './operations.js';

/** Every server-side extension point once: a module with a table, a permission, a block type, a page type, a menu entry. */
export default defineExtension({
  name: 'notes',
  modules: [
    {
      name: 'notes',
      entities: [NoteSchema],
      resolvers: [NotesResolver],
      routes: [
        route({ method: 'get', path: '/notes/list', operation: listNotes, output: (notes) => ({ notes }) }),
        route({ method: 'post', path: '/notes/create', operation: createNote, output: (note) => ({ note }) }),
      ],
    },
  ],
  migrations: path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
  permissions: [{ name: 'manage-notes' }],
  blockCategories: [{ id: 'notes', label: { en: 'Notes', nl: 'Notities', de: 'Notizen', fr: 'Notes' } }],
  blockTypes: [
    {
      id: 'note-callout',
      label: { en: 'Callout', nl: 'Kader', de: 'Hinweiskasten', fr: 'Encadré' },
      description: {
        en: 'A short text set apart in a box.',
        nl: 'Een korte tekst apart in een kader.',
        de: 'Ein kurzer Text, hervorgehoben in einem Kasten.',
        fr: 'Un court texte mis en avant dans un encadré.',
      },
      icon: 'Campaign',
      category: 'notes',
      fields: [
        { type: 'text', name: 'text', label: 'Text', required: true, maxLength: 300 },
        {
          type: 'select',
          name: 'tone',
          label: 'Tone',
          required: true,
          options: [
            { value: 'info', label: 'Info' },
            { value: 'warning', label: 'Warning' },
          ],
        },
      ],
    },
  ],
  pageTypes: [
    {
      id: 'recipe',
      label: 'Recipe',
      slugPrefix: 'recepten/',
      fields: [
        { type: 'number', name: 'servings', label: 'Servings', required: true, integer: true, min: 1, max: 100 },
        { type: 'number', name: 'minutes', label: 'Cooking time (minutes)', required: true, integer: true, min: 1, max: 1440 },
        {
          type: 'list',
          name: 'ingredients',
          label: 'Ingredients',
          fields: [{ type: 'text', name: 'name', label: 'Ingredient', required: true, maxLength: 100 }],
        },
      ],
      allowedBlocks: ['rich-text', 'note-callout'],
      jsonLd: 'Recipe',
    },
  ],
  adminMenu: [{ id: 'notes', label: { en: 'Notes', nl: 'Notities', de: 'Notizen', fr: 'Notes' }, path: '/cmsadmin/notes', permission: 'manage-notes' }],
});
