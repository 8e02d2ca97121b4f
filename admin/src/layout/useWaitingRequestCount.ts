import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

/** How many requests wait for review: the navigation's badge for reviewers (a review refetches it). */
export const WaitingRequestCountQuery = graphql(`
  query WaitingRequestCount {
    publicationRequests(pageSize: 1) {
      totalItems
    }
  }
`);

/** Requests arrive from other people: asked again every two minutes, besides on navigation and after each review. */
const POLL_MS = 120_000;

export interface WaitingRequests {
  /** Undefined without the right to review, or before the first answer. */
  count: number | undefined;
  /** Asks again (a failed count keeps the last one). */
  refresh(): void;
}

/** The number of publication requests waiting for review, for the navigation's badge. */
export function useWaitingRequestCount(enabled: boolean): WaitingRequests {
  const { data, refetch } = useQuery(WaitingRequestCountQuery, { skip: !enabled, pollInterval: POLL_MS });
  return {
    count: data?.publicationRequests.totalItems,
    refresh: () => {
      if (enabled) void refetch().catch(() => undefined);
    },
  };
}
