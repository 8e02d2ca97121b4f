import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import { PaginatedList } from '../../components/list/PaginatedList';
import { usePaginatedList } from '../../components/list/usePaginatedList';
import { ScreenTitle } from '../../components/ScreenTitle';
import { SuccessNotice } from '../../components/SuccessNotice';
import type { PublicationRequestFieldsFragment } from '../../gql/graphql';
import { PublicationRequestsTable } from './PublicationRequestsTable';
import { PublicationRequestsQuery } from './publicationRequestsDocuments';
import { ReviewRequestDialog, type ReviewDecision } from '../pages/review/ReviewRequestDialog';

/** Requests waiting for review, oldest first (the server's order): a reviewer opens one to decide. */
export function PublicationRequestsScreen() {
  const intl = useIntl();
  // The server sorts oldest first and has no search: only the page index and size vary.
  const list = usePaginatedList<'requestedAt'>({ defaultSort: { column: 'requestedAt', order: 'asc' } });
  const { pageIndex, pageSize } = list.request;
  const { data, previousData, loading, error, refetch } = useQuery(PublicationRequestsQuery, {
    variables: { pageIndex, pageSize },
    // Requests arrive from other people: opening the screen asks the server again.
    fetchPolicy: 'cache-and-network',
  });
  const [reviewing, setReviewing] = useState<PublicationRequestFieldsFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const decided = (request: PublicationRequestFieldsFragment, decision: ReviewDecision) => {
    setReviewing(null);
    setNotice(intl.formatMessage({ id: decision === 'accept' ? 'review.accepted' : 'review.rejected' }, { title: request.pageTitle }));
    // A failed reload shows through `error`.
    void refetch().catch(() => undefined);
  };

  return (
    <>
      <ScreenTitle id="screen.publicationRequests.title" />
      <PaginatedList
        list={list}
        page={(data ?? previousData)?.publicationRequests}
        loading={loading}
        errors={error ? errorItemsOf(error) : []}
        noResultsText={intl.formatMessage({ id: 'publicationRequests.none' })}
      >
        {(requests) => (
          <PublicationRequestsTable requests={requests} caption={intl.formatMessage({ id: 'publicationRequests.caption' })} onReview={setReviewing} />
        )}
      </PaginatedList>
      {reviewing && (
        <ReviewRequestDialog key={reviewing.id} request={reviewing} onClose={() => setReviewing(null)} onDecided={(decision) => decided(reviewing, decision)} />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
