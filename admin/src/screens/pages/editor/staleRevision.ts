import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isRecord } from './content';

/** Who stored the page since the editor loaded it (the details of a stale-revision 409). */
export interface StaleRevision {
  revision: number;
  headVersionID: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A 409's details (GraphQL's `extensions.details`, the REST envelope's `Conflict`), or null when they are none. */
export function staleRevisionOfDetails(details: unknown): StaleRevision | null {
  if (!isRecord(details) || typeof details.headVersionID !== 'number' || typeof details.revision !== 'number') return null;
  const by = details.updatedBy;
  return {
    revision: details.revision,
    headVersionID: details.headVersionID,
    updatedAt: typeof details.updatedAt === 'string' ? details.updatedAt : null,
    updatedBy: isRecord(by) && typeof by.name === 'string' ? by.name : null,
  };
}

/** The stale-revision details of a failed store, or null when it failed otherwise. */
export function staleRevisionOf(error: unknown): StaleRevision | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const item of error.errors) {
    const stale = staleRevisionOfDetails(item.extensions?.details);
    if (stale) return stale;
  }
  return null;
}
