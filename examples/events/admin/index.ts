import { defineAdminExtension } from '@blokwerk/admin/extension';
import en from './messages/en.json';

/** The notices screen behind the server part's menu entry, in the four interface languages. */
export default defineAdminExtension({
  name: 'events',
  screens: [{ path: '/cmsadmin/event-notices', permissions: ['manage-events'], load: () => import('./EventNoticesScreen') }],
  messages: {
    en,
    nl: () => import('./messages/nl.json'),
    de: () => import('./messages/de.json'),
    fr: () => import('./messages/fr.json'),
  },
});
