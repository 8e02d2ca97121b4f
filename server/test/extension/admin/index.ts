import { defineAdminExtension } from '@blokwerk/admin/extension';
import en from './messages/en.json';

/** The screen behind the server part's menu entry, and the extension's texts in the four interface languages. */
export default defineAdminExtension({
  name: 'notes',
  screens: [{ path: '/cmsadmin/notes', permissions: ['manage-notes'], load: () => import('./NotesScreen') }],
  messages: {
    en,
    nl: () => import('./messages/nl.json'),
    de: () => import('./messages/de.json'),
    fr: () => import('./messages/fr.json'),
  },
});
