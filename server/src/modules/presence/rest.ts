import { route } from '../../http/rest.js';
import { presenceHubOf } from './hub.js';
import { announcePresence, getPresence, leavePresence, watchPresence } from './operations.js';

/** The editors' presence on a page: announce, leave, read, and the live stream (Server-Sent Events). */
export const presenceRoutes = [
  route({ method: 'post', path: '/page/:pageID/presence', operation: announcePresence }),
  route({ method: 'post', path: '/page/:pageID/presence/leave', operation: leavePresence }),
  route({ method: 'get', path: '/page/:pageID/presence', operation: getPresence, output: (presence) => ({ presence }) }),
  route({
    method: 'get',
    path: '/page/:pageID/presence/stream',
    operation: watchPresence,
    // Authorised and checked like any call (a refusal is the usual envelope); then the stream stays open.
    send: (req, res, { state, tab }) => presenceHubOf(req.ctx.services).watch(res, tab, state),
  }),
];
