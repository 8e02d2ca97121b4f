import type { PublicationPageFieldsFragment } from '../../gql/graphql';
import type { MessageId } from '../../i18n/messages';

/** Where a page stands in the publication workflow (docs/features.md, "Publication workflow"), as an editor sees it. */
export type PublicationState = 'draft' | 'pending' | 'published' | 'changed';

type StateFields = Pick<PublicationPageFieldsFragment, 'publishedVersionID' | 'hasUnpublishedChanges' | 'pendingPublicationRequests'>;

/**
 * A page with a published version is live, with unpublished changes when the head differs from
 * it, even while a request waits (requests never take a live page offline; the overview notes
 * the waiting request beside). A page never published waits for review, or is a draft.
 */
export function publicationStateOf(page: StateFields): PublicationState {
  if (page.publishedVersionID === null) return page.pendingPublicationRequests > 0 ? 'pending' : 'draft';
  return page.hasUnpublishedChanges ? 'changed' : 'published';
}

export const PUBLICATION_STATE_LABELS: Record<PublicationState, MessageId> = {
  draft: 'publication.state.draft',
  pending: 'publication.state.pending',
  published: 'publication.state.published',
  changed: 'publication.state.changed',
};
