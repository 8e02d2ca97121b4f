import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_SEARCH_DEBOUNCE } from '../../../lib/config';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

/**
 * The statuses the server filters by (server/src/modules/pages/list-query.ts), and translations
 * out of date, which the server filters by its own `outOfDate` (see statusVariables).
 */
export const PAGE_STATUSES = ['draft', 'published', 'changed', 'pending', 'scheduled', 'out-of-date'] as const;
export type PageStatusFilter = (typeof PAGE_STATUSES)[number];

/** The list query's variables for the status filter. */
export function statusVariables(status: PageStatusFilter | undefined) {
  return status === 'out-of-date' ? { outOfDate: true } : { status };
}

const isStatus = (value: string | null): value is PageStatusFilter => PAGE_STATUSES.some((status) => status === value);

export interface PageFilters {
  /** The search box's text, ahead of the debounced term. */
  searchInput: string;
  setSearchInput(text: string): void;
  /** What the list asks for. */
  searchTerm: string;
  status: PageStatusFilter | undefined;
  setStatus(status: PageStatusFilter | undefined): void;
  /** A page-type id, or '' for every type. */
  type: string;
  setType(type: string): void;
  /** A public or private tag, or '' for any. */
  tag: string;
  setTag(tag: string): void;
}

/**
 * The overview's search and filters, kept in the URL (`?q=…&status=…&type=…&tag=…`): a reload, a
 * shared link or the way back from the editor shows the same list. They live in state and are
 * written to the URL together (the search after the list's debounce), replacing the history
 * entry: two quick changes can never write over each other with a stale URL.
 */
export function usePageFilters(): PageFilters {
  const [params, setParams] = useSearchParams();
  const [searchInput, setSearchInput] = useState(() => params.get('q') ?? '');
  const [status, setStatus] = useState(() => {
    const value = params.get('status');
    return isStatus(value) ? value : undefined;
  });
  const [type, setType] = useState(() => params.get('type') ?? '');
  const [tag, setTag] = useState(() => params.get('tag') ?? '');
  const searchTerm = useDebouncedValue(searchInput.trim(), LIST_SEARCH_DEBOUNCE);

  useEffect(() => {
    const wanted: [string, string][] = [
      ['q', searchTerm],
      ['status', status ?? ''],
      ['type', type],
      ['tag', tag],
    ];
    if (wanted.every(([name, value]) => (params.get(name) ?? '') === value)) return;
    const next = new URLSearchParams(params);
    for (const [name, value] of wanted) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  }, [params, setParams, searchTerm, status, type, tag]);

  return { searchInput, setSearchInput, searchTerm, status, setStatus, type, setType, tag, setTag };
}
