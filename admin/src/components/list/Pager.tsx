import Pagination from '@mui/material/Pagination';
import { useIntl } from 'react-intl';

interface PagerProps {
  /** 0-based, like the list request. */
  pageIndex: number;
  pageCount: number;
  onChange(pageIndex: number): void;
}

/**
 * Page numbers with the first and last pages, the current page's neighbours and
 * ellipses between; nothing at all for a single page.
 */
export function Pager({ pageIndex, pageCount, onChange }: PagerProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      aria-label={intl.formatMessage({ id: 'list.pagination' })}
      count={pageCount}
      page={pageIndex + 1}
      onChange={(_event, page) => onChange(page - 1)}
      boundaryCount={1}
      siblingCount={1}
      color="primary"
      shape="rounded"
    />
  );
}
