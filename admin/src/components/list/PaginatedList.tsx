import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../api/apiError';
import { ErrorList } from '../ErrorList';
import { ListSkeleton } from '../ListSkeleton';
import { ListToolbar, type SortColumnOption } from './ListToolbar';
import { Pager } from './Pager';
import type { ListPage, PaginatedListState } from './usePaginatedList';

interface PaginatedListProps<Item, Column extends string> {
  list: PaginatedListState<Column>;
  /** The latest answer (or the previous one while the next loads). */
  page: ListPage<Item> | undefined;
  loading: boolean;
  errors?: readonly ApiErrorItem[];
  /** Turns the search on, labelled so. */
  searchLabel?: string;
  sortColumns?: readonly SortColumnOption<Column>[];
  /** Extra controls beside search and sort (e.g. "Add user"). */
  controls?: ReactNode;
  noResultsText: string;
  /** Renders the items of the current page. */
  children(items: readonly Item[]): ReactNode;
}

/**
 * A paginated list: search, sort, custom controls, a no-results text and the
 * pager. If a later page comes back empty (its last items were deleted, or a search shrank
 * the list), it falls back to the previous page.
 */
export function PaginatedList<Item, Column extends string>(props: PaginatedListProps<Item, Column>) {
  const { list, page, loading, errors = [], searchLabel, sortColumns, controls, noResultsText, children } = props;
  const intl = useIntl();
  const { pageIndex, pageSize } = list.request;
  const { setPageIndex } = list;
  const totalItems = page?.totalItems ?? 0;
  const pageCount = Math.ceil(totalItems / pageSize);
  const emptyLaterPage = !loading && page !== undefined && page.items.length === 0 && pageIndex > 0;

  useEffect(() => {
    if (emptyLaterPage) setPageIndex(Math.max(0, Math.min(pageIndex - 1, pageCount - 1)));
  }, [emptyLaterPage, setPageIndex, pageIndex, pageCount]);

  const first = pageIndex * pageSize + 1;
  const last = Math.min(totalItems, (pageIndex + 1) * pageSize);

  return (
    <Box>
      <ListToolbar list={list} searchLabel={searchLabel} sortColumns={sortColumns} controls={controls} />
      <Box sx={{ height: 4, mb: 1 }}>{loading && page && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}</Box>
      <ErrorList errors={errors} />
      {!page && loading && <ListSkeleton />}
      {page && page.items.length === 0 && !emptyLaterPage && (
        <Typography component="output" sx={{ display: 'block', py: 3 }} color="text.secondary">
          {noResultsText}
        </Typography>
      )}
      {page && page.items.length > 0 && children(page.items)}
      {page && page.items.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 2 }}>
          <Typography component="output" variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'list.range' }, { first, last, total: totalItems })}
          </Typography>
          <Pager pageIndex={pageIndex} pageCount={pageCount} onChange={setPageIndex} />
        </Box>
      )}
    </Box>
  );
}
