import { route } from '../../http/rest.js';
import { contentCheckCatalogue, contentChecksOfDraft, contentChecksOfVersion, setBlockingChecks } from './operations.js';

/** The REST content-check calls; mounted before the pages module's `page/:id`. */
export const checksRoutes = [
  route({ method: 'get', path: '/page/version/:pageVersionID/content-checks', operation: contentChecksOfVersion }),
  route({ method: 'post', path: '/page/:pageID/content-checks', operation: contentChecksOfDraft }),
  route({ method: 'get', path: '/content-checks', operation: contentCheckCatalogue }),
  route({ method: 'put', path: '/content-checks/blocking', operation: setBlockingChecks }),
];
