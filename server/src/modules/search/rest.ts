import { route } from '../../http/rest.js';
import { indexAllPages, removeAllPages, searchIndexStatus, searchPages } from './operations.js';

/** The REST search calls, plus the status the admin screen polls. */
export const searchRoutes = [
  route({ method: 'post', path: '/search/remove-all-pages', operation: removeAllPages, output: (status) => ({ status }) }),
  route({ method: 'post', path: '/search/index-all-pages', operation: indexAllPages, output: (status) => ({ status }) }),
  route({ method: 'post', path: '/search/search', operation: searchPages }),
  route({ method: 'get', path: '/search/status', operation: searchIndexStatus, output: (status) => ({ status }) }),
];
