import { route } from '../../http/rest.js';
import {
  addReleaseItem,
  createRelease,
  deleteRelease,
  getRelease,
  listReleases,
  removeReleaseItem,
  repinReleaseItem,
  requestReleaseReview,
  reviewRelease,
  updateRelease,
} from './operations.js';
import { publishReleaseNow, rollbackReleaseNow, scheduleRelease, unscheduleRelease } from './publish-operations.js';

/** The REST release calls: one route per operation. */
export const releaseRoutes = [
  route({ method: 'get', path: '/release', operation: listReleases }),
  route({ method: 'post', path: '/release/create', operation: createRelease }),
  route({ method: 'get', path: '/release/:id', operation: getRelease }),
  route({ method: 'post', path: '/release/:id/update', operation: updateRelease }),
  route({ method: 'post', path: '/release/:id/delete', operation: deleteRelease }),
  route({ method: 'post', path: '/release/:id/items', operation: addReleaseItem }),
  route({ method: 'post', path: '/release/:id/items/:itemId/remove', operation: removeReleaseItem }),
  route({ method: 'post', path: '/release/:id/items/:itemId/repin', operation: repinReleaseItem }),
  route({ method: 'post', path: '/release/:id/request-review', operation: requestReleaseReview }),
  route({ method: 'post', path: '/release/:id/review', operation: reviewRelease }),
  route({ method: 'post', path: '/release/:id/publish', operation: publishReleaseNow }),
  route({ method: 'post', path: '/release/:id/schedule', operation: scheduleRelease }),
  route({ method: 'post', path: '/release/:id/unschedule', operation: unscheduleRelease }),
  route({ method: 'post', path: '/release/:id/rollback', operation: rollbackReleaseNow }),
];
