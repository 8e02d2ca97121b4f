import { route } from '../../http/rest.js';
import { getSettings, updateSettings } from './operations.js';

export const settingsRoutes = [
  route({ method: 'get', path: '/settings/get', operation: getSettings }),
  route({ method: 'post', path: '/settings/update', operation: updateSettings }),
];
