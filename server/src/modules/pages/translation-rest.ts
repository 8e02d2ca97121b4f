import { route } from '../../http/rest.js';
import { markTranslationUpToDate, sourceChanges, translationStatus } from './translation-operations.js';

/** The REST calls of a translation's status; the same operations as translation-graphql.ts. */
export const translationRoutes = [
  route({ method: 'get', path: '/page/:id/translation-status', operation: translationStatus, output: (items) => ({ items }) }),
  route({ method: 'get', path: '/page/:id/source-changes', operation: sourceChanges }),
  route({ method: 'post', path: '/page/:id/mark-up-to-date', operation: markTranslationUpToDate }),
];
