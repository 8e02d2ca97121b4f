import { route } from '../../http/rest.js';
import { getSettings } from './operations.js';

export const settingsRoutes = [
  route({ method: 'get', path: '/settings/get', operation: getSettings }),
];
