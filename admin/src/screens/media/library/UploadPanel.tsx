import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { ErrorList } from '../../../components/ErrorList';
import type { MessageId } from '../../../i18n/messages';
import type { PickerFile } from '../picker/mediaDocuments';
import { useMediaUpload, type UploadItem, type UploadStatus } from '../picker/useMediaUpload';

interface UploadPanelProps {
  /** The folder uploads go into. */
  path: string;
  onUploaded(path: string, files: readonly PickerFile[]): void;
}

const STATUS: Record<UploadStatus, MessageId> = {
  waiting: 'media.library.upload.waiting',
  sending: 'media.library.upload.sending',
  done: 'media.library.upload.done',
  failed: 'media.library.upload.failed',
  cancelled: 'media.library.upload.cancelled',
};

function Progress({ item, onCancel }: { item: UploadItem; onCancel(): void }) {
  const intl = useIntl();
  const busy = item.status === 'waiting' || item.status === 'sending';
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {intl.formatMessage({ id: 'media.library.upload.status' }, { file: item.fileName, status: intl.formatMessage({ id: STATUS[item.status] }) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.round(item.progress * 100)}
          color={item.status === 'failed' || item.status === 'cancelled' ? 'error' : item.status === 'done' ? 'success' : 'primary'}
          aria-label={intl.formatMessage({ id: 'media.library.upload.progress' }, { file: item.fileName })}
        />
        {item.status === 'failed' && (
          <ErrorList
            errors={item.errors}
            labels={{ f: 'media.picker.file' }}
            title={intl.formatMessage({ id: 'media.picker.uploadFailed' }, { file: item.fileName })}
          />
        )}
      </Box>
      {busy && (
        <IconButton onClick={onCancel} aria-label={intl.formatMessage({ id: 'media.library.upload.cancel' }, { file: item.fileName })}>
          <CloseIcon />
        </IconButton>
      )}
    </Box>
  );
}

/**
 * Uploads into the folder shown, chosen with the file dialog or dropped on the zone; each file
 * with its progress bar and a cancel button, and the guidance on image size beside it.
 */
export function UploadPanel({ path, onUploaded }: UploadPanelProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { current, items, upload, cancel } = useMediaUpload();

  const send = async (files: readonly File[]) => {
    if (files.length === 0 || current !== null) return;
    onUploaded(path, await upload(files, path));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <Box component="section" aria-label={intl.formatMessage({ id: 'media.library.upload.region' })}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : undefined,
        }}
      >
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={intl.formatMessage({ id: 'media.library.upload.files' })}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            // The same files may be chosen again after a failure.
            event.target.value = '';
            void send(chosen);
          }}
        />
        <Button variant="contained" startIcon={<UploadIcon />} loading={current !== null} onClick={() => input.current?.click()}>
          {intl.formatMessage({ id: 'media.picker.upload' })}
        </Button>
        <Box>
          <Typography variant="body2">{intl.formatMessage({ id: 'media.library.upload.drop' })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'media.library.upload.guidance' })}
          </Typography>
        </Box>
      </Box>
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={intl.formatMessage({ id: 'media.library.upload.list' })}
          aria-live="polite"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {items.map((item) => (
            <Progress key={item.key} item={item} onCancel={() => cancel(item.key)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
