import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, LIST_SEARCH_DEBOUNCE } from '../../lib/config';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

export type SortOrder = 'asc' | 'desc';

/** What a list asks its data source for. */
export interface ListRequest<Column extends string> {
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  columnToSort: Column;
  sortOrder: SortOrder;
}

/** A list's answer: one page of items and the number of all items. */
export interface ListPage<Item> {
  items: readonly Item[];
  totalItems: number;
}

export interface PaginatedListState<Column extends string> {
  /** The request for the data source (the search term already debounced). */
  request: ListRequest<Column>;
  /** The search box's text, ahead of the debounced request. */
  searchInput: string;
  setSearchInput(text: string): void;
  setPageIndex(pageIndex: number): void;
  setSort(columnToSort: Column, sortOrder: SortOrder): void;
}

interface Options<Column extends string> {
  defaultSort: { column: Column; order: SortOrder };
  pageSize?: number;
}

/**
 * The state of a paginated list: a page, a search term that reloads the current
 * page after a debounce, and a sort whose change goes back to the first page.
 */
export function usePaginatedList<Column extends string>({ defaultSort, pageSize = DEFAULT_PAGE_SIZE }: Options<Column>): PaginatedListState<Column> {
  const [pageIndex, setPageIndex] = useState(0);
  const [sort, setSortState] = useState(defaultSort);
  const [searchInput, setSearchInput] = useState('');
  const searchTerm = useDebouncedValue(searchInput.trim(), LIST_SEARCH_DEBOUNCE);

  const setSort = useCallback((column: Column, order: SortOrder) => {
    setSortState({ column, order });
    setPageIndex(0);
  }, []);

  return {
    request: { pageIndex, pageSize, searchTerm, columnToSort: sort.column, sortOrder: sort.order },
    searchInput,
    setSearchInput,
    setPageIndex,
    setSort,
  };
}
