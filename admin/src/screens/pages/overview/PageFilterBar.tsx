import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { TagFilter } from '../tags/TagFilter';
import { PAGE_STATUSES, type PageFilters } from './usePageFilters';

const STATUS_LABELS: Record<(typeof PAGE_STATUSES)[number], MessageId> = {
  draft: 'pageList.status.draft',
  published: 'pageList.status.published',
  changed: 'pageList.status.changed',
  pending: 'pageList.status.pending',
  scheduled: 'pageList.status.scheduled',
  'out-of-date': 'translations.status.out-of-date',
};

interface PageFilterBarProps {
  filters: PageFilters;
  /** The page types to choose from; none on a page type's own overview. */
  pageTypes?: readonly { id: string; label: string }[];
  /** The content locale select, first in the row. */
  children: ReactNode;
}

/** Always on screen: language, search by title or path, status, page type and tag. */
export function PageFilterBar({ filters, pageTypes, children }: PageFilterBarProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const [searchId, statusId, typeId] = [useId(), useId(), useId()];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 2 }}>
      {children}
      <TextField
        id={searchId}
        type="search"
        size="small"
        label={text('pageList.search')}
        value={filters.searchInput}
        onChange={(event) => filters.setSearchInput(event.target.value)}
        sx={{ minWidth: 260 }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        id={statusId}
        select
        size="small"
        label={text('pageList.status')}
        value={filters.status ?? ''}
        onChange={(event) => filters.setStatus(PAGE_STATUSES.find((status) => status === event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        <option value="">{text('pageList.status.all')}</option>
        {PAGE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {text(STATUS_LABELS[status])}
          </option>
        ))}
      </TextField>
      {pageTypes && (
        <TextField
          id={typeId}
          select
          size="small"
          label={text('pageList.type')}
          value={filters.type}
          onChange={(event) => filters.setType(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          <option value="">{text('pageList.type.all')}</option>
          {pageTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </TextField>
      )}
      <TagFilter value={filters.tag} onChange={filters.setTag} />
    </Box>
  );
}
