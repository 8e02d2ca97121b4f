import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { LinkTargetPages, type LinkedPage } from '../../components/links/linkDocuments';

/**
 * The pages the settings point to, as the page picker shows them: read once by id, then
 * completed with each page the owner picks.
 */
export function useChosenPages(ids: readonly number[]) {
  const [picked, setPicked] = useState<ReadonlyMap<number, LinkedPage>>(new Map());
  const unknown = ids.filter((id) => !picked.has(id));
  const { data } = useQuery(LinkTargetPages, unknown.length ? { variables: { ids: unknown } } : skipToken);
  const pages = useMemo(() => {
    const all = new Map(picked);
    for (const page of data?.pagesByIds ?? []) if (!all.has(page.id)) all.set(page.id, page);
    return all;
  }, [data, picked]);
  const remember = useCallback((page: LinkedPage) => setPicked((current) => new Map(current).set(page.id, page)), []);
  return { pages, remember };
}
