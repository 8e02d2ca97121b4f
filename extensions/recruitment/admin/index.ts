import { defineAdminExtension } from '@blokwerk/admin/extensions/contract';
import en from './messages/en.json';

/** 'Vacancy Highlight Settings' (manage-vacancy-highlights), the recruitment settings (manage-settings) and the newsletter's subscribers (manage-newsletter) and the applications (manage-applications), in the four interface languages. */
export default defineAdminExtension({
  name: 'recruitment',
  screens: [
    { path: '/cmsadmin/vacancy-highlights', permissions: ['manage-vacancy-highlights'], load: () => import('./HighlightsScreen') },
    { path: '/cmsadmin/recruitment-settings', permissions: ['manage-settings'], load: () => import('./SettingsScreen') },
    { path: '/cmsadmin/newsletter-subscribers', permissions: ['manage-newsletter'], load: () => import('./SubscribersScreen') },
    { path: '/cmsadmin/applications', permissions: ['manage-applications'], load: () => import('./ApplicationsScreen') },
    { path: '/cmsadmin/applications/:id', permissions: ['manage-applications'], load: () => import('./ApplicationScreen') },
  ],
  messages: {
    en,
    nl: () => import('./messages/nl.json'),
    de: () => import('./messages/de.json'),
    fr: () => import('./messages/fr.json'),
  },
});
