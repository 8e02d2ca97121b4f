import { skipToken, useQuery } from '@apollo/client/react';
import { LinkTargetPages, type LinkedPage } from './linkDocuments';

export interface LinkedPageState {
  /** The page, null when it no longer exists (or none is asked for). */
  page: LinkedPage | null;
  loading: boolean;
  failed: boolean;
}

/** The page an internal link points to, looked up by id (pagesByIds; cached across fields). */
export function useLinkedPage(pageId: number | null): LinkedPageState {
  const { data, loading, error } = useQuery(LinkTargetPages, pageId === null ? skipToken : { variables: { ids: [pageId] } });
  return { page: data?.pagesByIds.find((page) => page.id === pageId) ?? null, loading, failed: error !== undefined };
}
