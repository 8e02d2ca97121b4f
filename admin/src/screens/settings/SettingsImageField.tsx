import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { API_BASE } from '../../api/http';
import type { MessageId } from '../../i18n/messages';
import { MediaPickerDialog } from '../media/picker/MediaPickerDialog';

interface SettingsImageFieldProps {
  label: MessageId;
  hint?: MessageId;
  value: number | null | undefined;
  onChange(id: number | null): void;
}

/** One image of the media library, chosen with the media picker (a thumbnail of it shown). */
export function SettingsImageField({ label, hint, value, onChange }: SettingsImageFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const [picking, setPicking] = useState(false);
  const name = intl.formatMessage({ id: label });
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography id={labelId} variant="subtitle2" component="legend" sx={{ p: 0 }}>
        {name}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: hint })}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        {value ? (
          <Box
            component="img"
            src={`${API_BASE}/medialib/preview-image?imageID=${value}&w=128`}
            alt={name}
            sx={{ width: 64, height: 64, objectFit: 'contain', borderRadius: 1, bgcolor: 'grey.100' }}
          />
        ) : (
          <Typography variant="body2">{intl.formatMessage({ id: 'siteSettings.image.none' })}</Typography>
        )}
        <Button variant="outlined" onClick={() => setPicking(true)} aria-describedby={labelId}>
          {intl.formatMessage({ id: 'siteSettings.image.choose' })}
        </Button>
        {value ? (
          <Button color="error" onClick={() => onChange(null)} aria-describedby={labelId}>
            {intl.formatMessage({ id: 'siteSettings.image.remove' })}
          </Button>
        ) : null}
      </Stack>
      <MediaPickerDialog
        open={picking}
        kind="image"
        multiple={false}
        onClose={() => setPicking(false)}
        onChoose={([entry]) => {
          setPicking(false);
          if (entry) onChange(entry.fileID);
        }}
      />
    </Box>
  );
}
