import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useIntl } from 'react-intl';
import type { LibraryView } from './LibraryListing';
import type { LibrarySort } from './useLibraryState';

interface LibraryToolbarProps {
  searchInput: string;
  onSearch(text: string): void;
  unusedOnly: boolean;
  onUnusedOnly(unused: boolean): void;
  sort: LibrarySort;
  onSort(sort: LibrarySort): void;
  view: LibraryView;
  onView(view: LibraryView): void;
  /** With manage-media only. */
  onCreateFolder?(): void;
}

const SORTS: readonly LibrarySort[] = ['name', 'mostUsed', 'leastUsed'];

/** Search in the folder shown (and below), unused files only, the order, grid or list, and a new folder. */
export function LibraryToolbar({ searchInput, onSearch, unusedOnly, onUnusedOnly, sort, onSort, view, onView, onCreateFolder }: LibraryToolbarProps) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <TextField
        type="search"
        size="small"
        label={intl.formatMessage({ id: 'media.library.search' })}
        value={searchInput}
        onChange={(event) => onSearch(event.target.value)}
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
        select
        size="small"
        label={intl.formatMessage({ id: 'mediaLifecycle.sort' })}
        value={sort}
        onChange={(event) => onSort(event.target.value as LibrarySort)}
        sx={{ minWidth: 180 }}
      >
        {SORTS.map((option) => (
          <MenuItem key={option} value={option}>
            {intl.formatMessage({ id: `mediaLifecycle.sort.${option}` })}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={unusedOnly} onChange={(event) => onUnusedOnly(event.target.checked)} />}
        label={intl.formatMessage({ id: 'mediaLifecycle.unusedOnly' })}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: LibraryView | null) => next && onView(next)}
        aria-label={intl.formatMessage({ id: 'media.library.view' })}
      >
        <ToggleButton value="grid" aria-label={intl.formatMessage({ id: 'media.library.view.grid' })}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={intl.formatMessage({ id: 'media.library.view.list' })}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      {onCreateFolder && (
        <Button variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={onCreateFolder} aria-haspopup="dialog" sx={{ ml: 'auto' }}>
          {intl.formatMessage({ id: 'media.library.createFolder' })}
        </Button>
      )}
    </Box>
  );
}
