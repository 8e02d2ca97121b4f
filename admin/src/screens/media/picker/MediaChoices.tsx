import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { fileSize } from './fileSize';
import type { PickerFile } from './mediaDocuments';

interface MediaChoicesProps {
  files: readonly PickerFile[];
  selected: ReadonlySet<number>;
  onToggle(file: PickerFile): void;
  /** Names the group of choices. */
  label: string;
}

function Choice({ file, checked, onToggle }: { file: PickerFile; checked: boolean; onToggle(): void }) {
  const intl = useIntl();
  const detailsId = useId();
  const details =
    file.width && file.height ? intl.formatMessage({ id: 'media.picker.dimensions' }, { width: file.width, height: file.height }) : fileSize(intl, file.size);
  const input = { 'aria-label': intl.formatMessage({ id: 'media.picker.select' }, { file: file.fileName }), 'aria-describedby': detailsId };
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={onToggle} slotProps={{ input }} />}
      sx={{
        m: 0,
        p: 1,
        alignItems: 'flex-start',
        border: 1,
        borderRadius: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'action.selected' : undefined,
      }}
      label={
        <Box sx={{ minWidth: 0 }}>
          {file.previewUrl ? (
            <Box
              component="img"
              src={`${file.previewUrl}&w=256`}
              alt=""
              loading="lazy"
              sx={{ display: 'block', width: '100%', height: 96, objectFit: 'cover', borderRadius: 0.5, bgcolor: 'grey.100' }}
            />
          ) : (
            <InsertDriveFileIcon color="action" sx={{ fontSize: 48 }} />
          )}
          <Typography variant="body2" noWrap title={file.fileName} sx={{ mt: 0.5 }}>
            {file.fileName}
          </Typography>
          <Typography id={detailsId} variant="caption" color="text.secondary">
            {details}
          </Typography>
        </Box>
      }
    />
  );
}

/**
 * The files of a folder, each with a thumbnail and a "Select …" checkbox; whether checking one
 * unchecks the others (a single choice) is the caller's.
 */
export function MediaChoices({ files, selected, onToggle, label }: MediaChoicesProps) {
  return (
    <Box component="fieldset" aria-label={label} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
        {files.map((file) => (
          <Choice key={file.id} file={file} checked={selected.has(file.id)} onToggle={() => onToggle(file)} />
        ))}
      </Box>
    </Box>
  );
}
