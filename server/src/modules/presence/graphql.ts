import { derivedResolver, rootField } from '../../graphql/derive/resolver.js';
import { announcePresence, getPresence, leavePresence } from './operations.js';

/**
 * The editors' presence on a page; types and arguments are derived from the operations' schemas
 * (views.ts, operations.ts). The live stream is REST only (GET page/{id}/presence/stream).
 */
export const PresenceResolver = derivedResolver('Presence', {
  query: {
    pagePresence: rootField(getPresence, 'Who else has the page open in the editor, and its head version.'),
  },
  mutation: {
    announcePresence: rootField(announcePresence, 'This tab has the page open: a heartbeat, and at once when dirty flips.'),
    leavePresence: rootField(leavePresence, { description: 'This tab closed the page; answers whether it was there.', answers: 'left' }),
  },
});
