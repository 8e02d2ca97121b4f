import { defineAdminExtension } from '@blokwerk/admin/extensions/contract';
import en from './messages/en.json';

/** 'Vacancy Highlight Settings' (manage-vacancy-highlights) and the recruitment settings (manage-settings), in the four interface languages. */
export default defineAdminExtension({
  name: 'recruitment',
  screens: [
    { path: '/cmsadmin/vacancy-highlights', permissions: ['manage-vacancy-highlights'], load: () => import('./HighlightsScreen') },
    { path: '/cmsadmin/recruitment-settings', permissions: ['manage-settings'], load: () => import('./SettingsScreen') },
  ],
  messages: {
    en,
    nl: () => import('./messages/nl.json'),
    de: () => import('./messages/de.json'),
    fr: () => import('./messages/fr.json'),
  },
});
