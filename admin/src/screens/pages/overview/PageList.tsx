import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../../api/errorItems';
import { ContentLocaleSelect } from '../../../components/ContentLocaleSelect';
import type { SortColumnOption } from '../../../components/list/ListToolbar';
import { PaginatedList } from '../../../components/list/PaginatedList';
import { usePaginatedList } from '../../../components/list/usePaginatedList';
import { SuccessNotice } from '../../../components/SuccessNotice';
import type { PageListFieldsFragment, PageListSetupQuery as PageListSetup } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';
import { DeletePageDialog } from './DeletePageDialog';
import { NewPageLink } from './NewPageLink';
import { PagesListQuery } from './pageListDocuments';
import { PageFilterBar } from './PageFilterBar';
import { PagesTable } from './PagesTable';
import { PageTree } from './PageTree';
import { cursorVariables, useCursorPager, type CursorStep } from './useCursorPaging';
import { statusVariables, usePageFilters } from './usePageFilters';

type PageSortColumn = 'updatedAt' | 'createdAt' | 'title';

const SORT_COLUMNS: readonly { value: PageSortColumn; label: MessageId }[] = [
  { value: 'updatedAt', label: 'list.sort.updatedAt' },
  { value: 'createdAt', label: 'list.sort.createdAt' },
  { value: 'title', label: 'pageList.sort.title' },
];

interface PageListProps {
  setup: PageListSetup;
  /** Only pages of this type (its id); every type without one. */
  pageType?: string;
}

/**
 * The pages of one content locale as a paginated list: search, sort by
 * date updated (newest first), date created or title, and delete with the linking pages named.
 */
export function PageList({ setup, pageType }: PageListProps) {
  const intl = useIntl();
  const { availableLocales, defaultLocale } = setup.settings;
  const [locale, setLocale] = useState(defaultLocale);
  const list = usePaginatedList<PageSortColumn>({ defaultSort: { column: 'updatedAt', order: 'desc' } });
  const filters = usePageFilters();
  const { searchTerm, status, tag } = filters;
  const listType = pageType ?? (filters.type || undefined);
  // Another search or filter is another list: its first page (set while rendering, so no request goes out for the old page).
  const filterKey = JSON.stringify([searchTerm, status, listType, tag]);
  const [listedKey, setListedKey] = useState(filterKey);
  if (listedKey !== filterKey) {
    setListedKey(filterKey);
    list.setPageIndex(0);
  }
  // Next and previous by the answer's cursors, within one list: its sort, filters and locale.
  const cursorListKey = JSON.stringify([filterKey, locale, list.request.columnToSort, list.request.sortOrder, list.request.pageSize]);
  const [cursorStep, setCursorStep] = useState<CursorStep | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(PagesListQuery, {
    variables: {
      ...list.request,
      ...cursorVariables(cursorStep, list.request.pageIndex, cursorListKey),
      searchTerm,
      ...statusVariables(status),
      type: listType,
      tag: tag || undefined,
      locale,
    },
    // Pages change in the editor and in other hands: returning to the list shows what is cached and asks the server again.
    fetchPolicy: 'cache-and-network',
  });
  const pager = useCursorPager(list, data?.pages, cursorListKey, setCursorStep);
  const [deleting, setDeleting] = useState<PageListFieldsFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const typeLabels = useMemo(() => new Map(setup.contentModel.pageTypes.map((type) => [type.id, type.label])), [setup.contentModel.pageTypes]);

  const sortColumns: SortColumnOption<PageSortColumn>[] = SORT_COLUMNS.map(({ value, label }) => ({ value, label: intl.formatMessage({ id: label }) }));

  const chooseLocale = (next: string) => {
    setLocale(next);
    // Another language is another list: its first page.
    list.setPageIndex(0);
  };

  const deleted = (page: PageListFieldsFragment) => {
    setDeleting(null);
    setNotice(intl.formatMessage({ id: 'pageList.deleted' }, { title: page.title }));
    // A failed reload shows through `error`; an emptied last page falls back to the one before.
    void refetch().catch(() => undefined);
  };

  const noResultsText = searchTerm
    ? intl.formatMessage({ id: 'pageList.noMatches' }, { term: searchTerm })
    : intl.formatMessage({ id: status || listType !== pageType ? 'pageList.noFilterMatches' : 'pageList.none' });
  return (
    <>
      <PageFilterBar filters={filters} pageTypes={pageType === undefined ? setup.contentModel.pageTypes : undefined}>
        <ContentLocaleSelect label={intl.formatMessage({ id: 'pageOverview.locale' })} locales={availableLocales} value={locale} onChange={chooseLocale} />
      </PageFilterBar>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '200px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
        <PageTree key={locale} locale={locale} pageType={pageType} />
        <PaginatedList
          list={pager}
          page={(data ?? previousData)?.pages}
          loading={loading}
          errors={error ? errorItemsOf(error) : []}
          sortColumns={sortColumns}
          noResultsText={noResultsText}
          controls={<NewPageLink pageType={pageType} />}
        >
          {(pages) => <PagesTable pages={pages} caption={intl.formatMessage({ id: 'pageList.caption' })} typeLabels={typeLabels} onDelete={setDeleting} />}
        </PaginatedList>
      </Box>
      {deleting && <DeletePageDialog key={deleting.id} page={deleting} onClose={() => setDeleting(null)} onDeleted={() => deleted(deleting)} />}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
