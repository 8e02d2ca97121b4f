import { route } from '../../http/rest.js';
import { getSettings, updateSettings } from './operations.js';
import { getSiteIdentity, getSiteSettings, updateSiteSettings } from './site-settings-operations.js';

export const settingsRoutes = [
  route({ method: 'get', path: '/settings/get', operation: getSettings }),
  route({ method: 'post', path: '/settings/update', operation: updateSettings }),
  route({ method: 'get', path: '/settings/site/get', operation: getSiteIdentity }),
  route({ method: 'get', path: '/settings/site/get-for-editing', operation: getSiteSettings }),
  route({ method: 'post', path: '/settings/site/update', operation: updateSiteSettings }),
];
