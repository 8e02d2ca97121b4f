import type { PublicationPageFieldsFragment } from '../../gql/graphql';
import type { MessageId } from '../../i18n/messages';

/** Where a page stands in the publication workflow (SPEC.md §4), as an editor sees it. */
export type PublicationState = 'draft' | 'pending' | 'published' | 'changed';

type StateFields = Pick<PublicationPageFieldsFragment, 'publishedVersionID' | 'hasUnpublishedChanges' | 'pendingPublicationRequests'>;

/**
 * A pending request wins: requesting takes the page offline until a reviewer decides. A page
 * with a published version is live, with unpublished changes when the head differs from it.
 */
export function publicationStateOf(page: StateFields): PublicationState {
  if (page.pendingPublicationRequests > 0) return 'pending';
  if (page.publishedVersionID === null) return 'draft';
  return page.hasUnpublishedChanges ? 'changed' : 'published';
}

export const PUBLICATION_STATE_LABELS: Record<PublicationState, MessageId> = {
  draft: 'publication.state.draft',
  pending: 'publication.state.pending',
  published: 'publication.state.published',
  changed: 'publication.state.changed',
};
