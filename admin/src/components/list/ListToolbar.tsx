import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PaginatedListState, SortOrder } from './usePaginatedList';

export interface SortColumnOption<Column extends string> {
  value: Column;
  label: string;
}

interface ListToolbarProps<Column extends string> {
  list: PaginatedListState<Column>;
  searchLabel?: string;
  sortColumns?: readonly SortColumnOption<Column>[];
  controls?: ReactNode;
}

/** Search toggle and box, sort column and order, and the list's own controls. */
export function ListToolbar<Column extends string>({ list, searchLabel, sortColumns, controls }: ListToolbarProps<Column>) {
  const intl = useIntl();
  const searchBoxId = useId();
  const sortColumnId = useId();
  const sortOrderId = useId();
  const [searchOpen, setSearchOpen] = useState(list.searchInput !== '');
  const searchInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Opening the search is asking to type in it.
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);
  const { columnToSort, sortOrder } = list.request;

  const toggleSearch = () => {
    // Closing the search also drops its filter: a hidden filter would only confuse.
    if (searchOpen) list.setSearchInput('');
    setSearchOpen(!searchOpen);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      {searchLabel !== undefined && (
        <>
          <Tooltip title={intl.formatMessage({ id: searchOpen ? 'list.closeSearch' : 'list.openSearch' })}>
            <IconButton onClick={toggleSearch} aria-expanded={searchOpen} aria-controls={searchOpen ? searchBoxId : undefined}>
              {searchOpen ? <SearchOffIcon /> : <SearchIcon />}
            </IconButton>
          </Tooltip>
          {searchOpen && (
            <TextField
              id={searchBoxId}
              type="search"
              size="small"
              label={searchLabel}
              value={list.searchInput}
              onChange={(event) => list.setSearchInput(event.target.value)}
              inputRef={searchInput}
              sx={{ minWidth: 240 }}
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
          )}
        </>
      )}
      {sortColumns && sortColumns.length > 0 && (
        <>
          <TextField
            id={sortColumnId}
            select
            size="small"
            label={intl.formatMessage({ id: 'list.sortBy' })}
            value={columnToSort}
            onChange={(event) => {
              const column = sortColumns.find((option) => option.value === event.target.value);
              if (column) list.setSort(column.value, sortOrder);
            }}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 180 }}
          >
            {sortColumns.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
          <TextField
            id={sortOrderId}
            select
            size="small"
            label={intl.formatMessage({ id: 'list.sortOrder' })}
            value={sortOrder}
            onChange={(event) => list.setSort(columnToSort, event.target.value === 'asc' ? 'asc' : 'desc')}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 160 }}
          >
            {(['asc', 'desc'] as const satisfies readonly SortOrder[]).map((order) => (
              <option key={order} value={order}>
                {intl.formatMessage({ id: order === 'asc' ? 'list.ascending' : 'list.descending' })}
              </option>
            ))}
          </TextField>
        </>
      )}
      {controls && <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>{controls}</Box>}
    </Box>
  );
}
