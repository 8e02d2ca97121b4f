import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { PrivateTagSearch, PublicTagSearch } from './tagDocuments';

/** The tags of a set containing what the editor types (the server answers at most 20), as they type. */
export function useTagSearch(isPrivate: boolean, input: string): { found: readonly string[]; loading: boolean } {
  const term = useDebouncedValue(input.trim(), { waitMs: 250 });
  const publicTags = useQuery(PublicTagSearch, { variables: { term }, skip: isPrivate });
  const privateTags = useQuery(PrivateTagSearch, { variables: { term }, skip: !isPrivate });
  const found = isPrivate ? (privateTags.data ?? privateTags.previousData)?.privateTags : (publicTags.data ?? publicTags.previousData)?.tags;
  return { found: found ?? [], loading: isPrivate ? privateTags.loading : publicTags.loading };
}
