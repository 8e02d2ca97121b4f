import { defineAdminExtension } from '@blokwerk/admin/extension';
import en from './messages/en.json';

/**
 * 'Vacancy Highlight Settings' (manage-vacancy-highlights), the recruitment settings (manage-settings)
 * and the newsletter's subscribers (manage-newsletter) and the applications (manage-applications), in
 * the four interface languages.
 */
export default defineAdminExtension({
  name: 'recruitment',
  screens: [
    { path: '/cmsadmin/vacancy-highlights', permissions: ['manage-vacancy-highlights'], load: () => import('./HighlightsScreen') },
    { path: '/cmsadmin/job-boards', permissions: ['edit-page'], load: () => import('./BoardsScreen') },
    { path: '/cmsadmin/recruitment-settings', permissions: ['manage-settings'], load: () => import('./SettingsScreen') },
    { path: '/cmsadmin/newsletter-subscribers', permissions: ['manage-newsletter'], load: () => import('./SubscribersScreen') },
    { path: '/cmsadmin/applications', permissions: ['manage-applications'], load: () => import('./ApplicationsScreen') },
    { path: '/cmsadmin/applications/board', permissions: ['manage-applications'], load: () => import('./board/BoardScreen') },
    { path: '/cmsadmin/applications/:id', permissions: ['manage-applications'], load: () => import('./ApplicationScreen') },
    { path: '/cmsadmin/application-stages', permissions: ['manage-applications'], load: () => import('./StagesScreen') },
    { path: '/cmsadmin/candidate-mails', permissions: ['manage-applications'], load: () => import('./CandidateMailsScreen') },
  ],
  messages: {
    en,
    nl: () => import('./messages/nl.json'),
    de: () => import('./messages/de.json'),
    fr: () => import('./messages/fr.json'),
  },
});
