import CloseIcon from '@mui/icons-material/Close';
import FlipIcon from '@mui/icons-material/Flip';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { API_BASE } from '../../../api/http';
import type { MessageId } from '../../../i18n/messages';
import { focalPointOf } from './focalPoint';
import { MediaFileById } from './mediaDocuments';
import type { CroppableEntry, CropParams } from './mediaEntry';
import { CROP_ASPECTS, useCropper, type CropAspect } from './useCropper';

export interface ImageCropDialogProps {
  open: boolean;
  entry: CroppableEntry;
  /** The proportions to start with (the field's last choice); free unless told. */
  aspect?: CropAspect;
  onClose(): void;
  /** cropper.js `getData()` of the chosen crop, in the natural image's pixels, and the proportions it was made with. */
  onApply(cropParams: CropParams, aspect: CropAspect): void;
}

/**
 * Crops an image entry with cropper.js on the image itself (preview-image): drag or use the
 * arrow keys for the box, buttons to rotate and flip, presets for its proportions. Starts from the
 * entry's crop.
 */
export function ImageCropDialog(props: ImageCropDialogProps) {
  return props.open ? <OpenCropDialog {...props} /> : null;
}

function Tool({ label, icon, onClick, disabled }: { label: MessageId; icon: ReactElement; onClick(): void; disabled: boolean }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: label });
  return (
    <Tooltip title={text}>
      <span>
        <IconButton aria-label={text} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function OpenCropDialog({ entry, aspect = 'free', onClose, onApply }: ImageCropDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  // The library's focal point: where a box of a preset's proportions starts.
  const library = useQuery(MediaFileById, { variables: { id: entry.fileID } }).data?.mediaFile;
  const focal = useMemo(() => (library ? focalPointOf(library) : null), [library]);
  const cropper = useCropper(image, entry.cropParams, aspect, focal);
  const busy = !cropper.ready;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {intl.formatMessage({ id: 'media.crop.title' }, { file: entry.fileName })}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={intl.formatMessage({ id: 'dialog.close' })} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {failed ? (
          <Alert severity="error" role="alert">
            {intl.formatMessage({ id: 'media.crop.loadError' })}
          </Alert>
        ) : (
          <Box
            component="section"
            tabIndex={0}
            aria-label={intl.formatMessage({ id: 'media.crop.area' }, { file: entry.fileName })}
            onKeyDown={cropper.onKeyDown}
            sx={{ height: 420, bgcolor: 'grey.100', '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 } }}
          >
            <img
              ref={setImage}
              src={`${API_BASE}/medialib/preview-image?imageID=${entry.fileID}`}
              alt={entry.fileName}
              onError={() => setFailed(true)}
              style={{ display: 'block', maxWidth: '100%' }}
            />
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={cropper.aspect}
            onChange={(_event, next: CropAspect | null) => next && cropper.setAspect(next)}
            aria-label={intl.formatMessage({ id: 'media.crop.aspect' })}
            disabled={busy}
          >
            {CROP_ASPECTS.map((preset) => (
              <ToggleButton key={preset} value={preset}>
                {intl.formatMessage({ id: `media.crop.aspect.${preset}` as const })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Stack direction="row" role="toolbar" aria-label={intl.formatMessage({ id: 'media.crop.tools' })}>
            <Tool label="media.crop.rotateLeft" icon={<RotateLeftIcon />} onClick={() => cropper.rotate(-90)} disabled={busy} />
            <Tool label="media.crop.rotateRight" icon={<RotateRightIcon />} onClick={() => cropper.rotate(90)} disabled={busy} />
            <Tool label="media.crop.flipHorizontal" icon={<FlipIcon />} onClick={() => cropper.flip('x')} disabled={busy} />
            <Tool label="media.crop.flipVertical" icon={<FlipIcon sx={{ transform: 'rotate(90deg)' }} />} onClick={() => cropper.flip('y')} disabled={busy} />
            <Tool label="media.crop.reset" icon={<RestartAltIcon />} onClick={cropper.reset} disabled={busy} />
          </Stack>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {cropper.data && intl.formatMessage({ id: 'media.crop.size' }, { width: cropper.data.width, height: cropper.data.height })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'dialog.cancel' })}</Button>
        <Button variant="contained" disabled={busy || !cropper.data} onClick={() => cropper.data && onApply(cropper.data, cropper.aspect)}>
          {intl.formatMessage({ id: 'media.crop.apply' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
