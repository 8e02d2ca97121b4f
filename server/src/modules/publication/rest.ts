import { route } from '../../http/rest.js';
import { acceptPublication, fetchRequestComment, fetchRequests, publishPage, rejectPublication, requestPublication, unpublishPage } from './operations.js';
import { cancelSchedule, listSchedules, schedulePublication } from './schedule-operations.js';

/** The REST publication calls, plus scheduling; mounted before the pages module's `page/:id`. */
export const publicationRoutes = [
  route({ method: 'get', path: '/page/fetch-request', operation: fetchRequests }),
  route({ method: 'post', path: '/page/schedule/:id/cancel', operation: cancelSchedule, output: (schedule) => ({ schedule }) }),
  route({ method: 'post', path: '/page/version/:id/accept-publication', operation: acceptPublication }),
  route({ method: 'post', path: '/page/version/:id/reject-publication', operation: rejectPublication }),
  route({
    method: 'get',
    path: '/page/version/:id/fetch-request-comment',
    operation: fetchRequestComment,
    output: (request) => ({ request, comment: request.comment }),
  }),
  route({ method: 'post', path: '/page/:id/publish', operation: publishPage }),
  route({ method: 'post', path: '/page/:id/unpublish', operation: unpublishPage }),
  route({ method: 'post', path: '/page/:id/request-publication', operation: requestPublication }),
  route({ method: 'post', path: '/page/:id/schedule', operation: schedulePublication, output: (schedule) => ({ schedule }) }),
  route({ method: 'get', path: '/page/:id/schedule', operation: listSchedules, output: (items) => ({ items }) }),
];
