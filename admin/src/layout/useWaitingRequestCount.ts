import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { WaitingRequestCountQuery } from '../screens/publication/reviewDocuments';

/** Requests arrive from other people: asked again every few minutes, besides on every navigation and after each review. */
const POLL_MS = 120_000;

/** The number of publication requests waiting for review; undefined without `enabled` (no right to review) or before the answer. */
export function useWaitingRequestCount(enabled: boolean): number | undefined {
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(WaitingRequestCountQuery, { skip: !enabled, pollInterval: POLL_MS });
  useEffect(() => {
    // The first fetch is the query's own; later navigations ask again. A failed count keeps the last one.
    if (enabled) void refetch().catch(() => undefined);
  }, [enabled, pathname, refetch]);
  return data?.publicationRequests.totalItems;
}
