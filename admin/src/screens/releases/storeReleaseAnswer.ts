import type { ApolloCache } from '@apollo/client';
import type { ReleaseDetailFieldsFragment } from '../../gql/graphql';
import { ReleaseQuery } from './releaseDocuments';

/**
 * The `update` of every release call: its one answer field is the release as it is after the
 * call, stored as the release screen's query result. The screen reads nothing after a call: a
 * read sent then could be answered after the next call's answer and show the older state again
 * (Apollo also joins a second read to the first while it is in flight).
 */
export function storeReleaseAnswer(cache: ApolloCache, { data }: { data?: Record<string, ReleaseDetailFieldsFragment> | null }): void {
  for (const detail of Object.values(data ?? {})) {
    cache.writeQuery({ query: ReleaseQuery, variables: { id: detail.release.id }, data: { release: detail } });
  }
}
