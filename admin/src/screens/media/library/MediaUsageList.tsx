import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { pageEditorPath } from '../../../routing/paths';
import { errorItemsOf } from '../../../api/errorItems';
import { PaginatedList } from '../../../components/list/PaginatedList';
import { usePaginatedList } from '../../../components/list/usePaginatedList';
import { PagesByMediaFile } from './libraryDocuments';

/** Pages in a usage list at a time: it sits in the narrow details panel. */
const USAGE_PAGE_SIZE = 10;

/** The pages using a file (pagesByMediaFile), paginated, each linking to its editor. */
export function MediaUsageList({ fileID }: { fileID: number }) {
  const intl = useIntl();
  const list = usePaginatedList<'title' | 'updatedAt'>({ defaultSort: { column: 'title', order: 'asc' }, pageSize: USAGE_PAGE_SIZE });
  const { data, previousData, loading, error } = useQuery(PagesByMediaFile, { variables: { fileID, ...list.request }, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.pagesByMediaFile;
  return (
    <PaginatedList
      list={list}
      page={page}
      loading={loading}
      errors={error ? errorItemsOf(error) : []}
      noResultsText={intl.formatMessage({ id: 'media.library.usage.none' })}
    >
      {(items) => (
        <Box component="ul" aria-label={intl.formatMessage({ id: 'media.library.usage.title' })} sx={{ m: 0, pl: 2.5 }}>
          {items.map((usage) => (
            <li key={usage.pageID}>
              <Link component={RouterLink} to={pageEditorPath(usage.pageID)}>
                {usage.title}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {intl.formatMessage({ id: 'media.library.usage.detail' }, { locale: usage.locale, versions: usage.versions })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </PaginatedList>
  );
}
