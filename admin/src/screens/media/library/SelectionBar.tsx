import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Selection } from './useSelection';

interface SelectionBarProps {
  selection: Selection;
  /** The keys of every item shown, for "Select all". */
  keys: readonly string[];
  onMove(): void;
  onDelete(): void;
}

/** "Select all", how many are checked, and what can be done with them at once. */
export function SelectionBar({ selection, keys, onMove, onDelete }: SelectionBarProps) {
  const intl = useIntl();
  const count = selection.selected.size;
  const all = count > 0 && count === keys.length;
  return (
    <Box
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'media.library.selection' })}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
    >
      <FormControlLabel
        control={<Checkbox size="small" checked={all} indeterminate={count > 0 && !all} onChange={() => selection.setAll(all ? [] : keys)} />}
        label={intl.formatMessage({ id: 'media.library.selectAll' })}
      />
      <Typography component="output" variant="body2" color="text.secondary" aria-live="polite">
        {count > 0 && intl.formatMessage({ id: 'media.library.selected' }, { count })}
      </Typography>
      <Button size="small" startIcon={<DriveFileMoveIcon />} disabled={count === 0} onClick={onMove} aria-haspopup="dialog">
        {intl.formatMessage({ id: 'media.library.selection.move' })}
      </Button>
      <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={count === 0} onClick={onDelete} aria-haspopup="dialog">
        {intl.formatMessage({ id: 'media.library.selection.delete' })}
      </Button>
    </Box>
  );
}
