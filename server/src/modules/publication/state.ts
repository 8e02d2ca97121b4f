import { DomainError } from '../../errors.js';

/**
 * A page's place in the publication workflow, derived from the page and its outstanding
 * request (the tables are the state; nothing else is stored):
 * - `draft`: nothing waits for review and the head is not what is published;
 * - `pending`: a request for one version waits for review;
 * - `published`: the head is the published version.
 */
export interface PublicationState {
  headVersionId: number | null;
  publishedVersionId: number | null;
  /** The version an outstanding request asks to publish. */
  requestedVersionId: number | null;
}

export type Transition = 'request' | 'publish' | 'unpublish' | 'accept' | 'reject';

/** Every transition and when it is legal; the one place that decides (anything else is V_07). */
const LEGAL: Record<Transition, (state: PublicationState, versionId: number | null) => boolean> = {
  // Something unpublished to ask for, and nothing asked for yet.
  request: (s) => s.requestedVersionId === null && s.headVersionId !== s.publishedVersionId,
  // A version that is not live yet (the head, unless a schedule names another). Publishing
  // directly settles an outstanding request: it is superseded.
  publish: (s, versionId) => versionId !== null && versionId !== s.publishedVersionId,
  unpublish: (s) => s.publishedVersionId !== null,
  // A review decides the request it was shown, not a newer one.
  accept: (s, versionId) => s.requestedVersionId !== null && s.requestedVersionId === versionId,
  reject: (s, versionId) => s.requestedVersionId !== null && s.requestedVersionId === versionId,
};

export function assertTransition(state: PublicationState, transition: Transition, versionId: number | null = null): void {
  if (!LEGAL[transition](state, versionId)) throw new DomainError('V_07', transition === 'accept' || transition === 'reject' ? 'id' : undefined);
}
