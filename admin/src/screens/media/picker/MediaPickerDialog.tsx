import CloseIcon from '@mui/icons-material/Close';
import FolderIcon from '@mui/icons-material/Folder';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../../auth/useAuth';
import { ErrorList } from '../../../components/ErrorList';
import { Loading } from '../../../components/Loading';
import { FolderPath } from './FolderPath';
import { MediaChoices } from './MediaChoices';
import { MediaPickerDir, type PickerFile } from './mediaDocuments';
import type { MediaEntry } from './mediaEntry';
import { useMediaUpload } from './useMediaUpload';

export interface MediaPickerDialogProps {
  open: boolean;
  /** Images only, or any file of the library. */
  kind: 'image' | 'file';
  multiple: boolean;
  onClose(): void;
  onChoose(entries: MediaEntry[]): void;
}

const entryOf = (file: PickerFile): MediaEntry => ({ fileID: file.id, hash: file.hash, fileName: file.fileName, altText: file.defaultAltText });

/**
 * Chooses images or files from the media library: browse its folders, pick one or several
 * (kept while moving between folders), or upload new ones into the folder shown (with
 * manage-media), which are then picked. Starts afresh at the root every time it opens.
 */
export function MediaPickerDialog(props: MediaPickerDialogProps) {
  return props.open ? <OpenPicker {...props} /> : null;
}

function OpenPicker({ kind, multiple, onClose, onChoose }: MediaPickerDialogProps) {
  const intl = useIntl();
  const { can } = useAuth();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [path, setPath] = useState('/');
  const [selected, setSelected] = useState<ReadonlyMap<number, PickerFile>>(new Map());
  const { current: uploading, failures, upload } = useMediaUpload();
  const { data, loading, error, refetch } = useQuery(MediaPickerDir, { variables: { path }, fetchPolicy: 'cache-and-network' });
  const dir = data?.mediaDir.path === path ? data.mediaDir : undefined;
  const files = (dir?.files ?? []).filter((file) => kind === 'file' || file.kind === 'image');

  const pick = (picked: readonly PickerFile[]) =>
    setSelected((current) => {
      if (!multiple) return new Map(picked.slice(-1).map((file) => [file.id, file]));
      const next = new Map(current);
      for (const file of picked) next.set(file.id, file);
      return next;
    });
  const toggle = (file: PickerFile) => {
    if (selected.has(file.id)) setSelected((current) => new Map([...current].filter(([id]) => id !== file.id)));
    else pick([file]);
  };
  const close = () => {
    if (uploading === null) onClose();
  };
  const uploadChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same files may be chosen again after a failure.
    event.target.value = '';
    const arrived = await upload(chosen, path);
    await refetch();
    pick(arrived.filter((file) => kind === 'file' || file.kind === 'image'));
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {intl.formatMessage({ id: `media.picker.title.${kind}${multiple ? 's' : ''}` as const })}
      </DialogTitle>
      <IconButton
        onClick={close}
        aria-label={intl.formatMessage({ id: 'dialog.close' })}
        disabled={uploading !== null}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}>
          <FolderPath path={path} onOpen={setPath} />
          {can('manage-media') && (
            <>
              <input
                ref={fileInput}
                type="file"
                multiple={multiple}
                accept={kind === 'image' ? 'image/*' : undefined}
                onChange={(event) => void uploadChosen(event)}
                hidden
              />
              <Button variant="outlined" startIcon={<UploadIcon />} loading={uploading !== null} onClick={() => fileInput.current?.click()}>
                {intl.formatMessage({ id: 'media.picker.upload' })}
              </Button>
            </>
          )}
        </Stack>
        <Box component="output" aria-live="polite" sx={{ display: 'block' }}>
          {uploading !== null && <Typography variant="body2">{intl.formatMessage({ id: 'media.picker.uploading' }, { file: uploading })}</Typography>}
        </Box>
        {failures.map((failure) => (
          <ErrorList
            key={failure.fileName}
            errors={failure.errors}
            labels={{ f: 'media.picker.file' }}
            title={intl.formatMessage({ id: 'media.picker.uploadFailed' }, { file: failure.fileName })}
          />
        ))}
        {error && !dir && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {intl.formatMessage({ id: 'media.picker.loadError' })}
          </Alert>
        )}
        {!dir && loading && <Loading />}
        {dir && (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {dir.folders.length > 0 && (
              <List dense aria-label={intl.formatMessage({ id: 'media.picker.folders' })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0 }}>
                {dir.folders.map((folder) => (
                  <ListItemButton
                    key={folder.id}
                    onClick={() => setPath(folder.path)}
                    sx={{ flex: '0 0 auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <FolderIcon />
                    </ListItemIcon>
                    <ListItemText primary={folder.folderName} />
                  </ListItemButton>
                ))}
              </List>
            )}
            {files.length > 0 ? (
              <MediaChoices
                files={files}
                selected={new Set(selected.keys())}
                onToggle={toggle}
                label={intl.formatMessage({ id: `media.picker.files.${kind}` as const })}
              />
            ) : (
              <Typography color="text.secondary">{intl.formatMessage({ id: `media.picker.empty.${kind}` as const })}</Typography>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {multiple && (
          <Typography component="output" aria-live="polite" variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
            {intl.formatMessage({ id: 'media.picker.selected' }, { count: selected.size })}
          </Typography>
        )}
        <Button onClick={close} disabled={uploading !== null}>
          {intl.formatMessage({ id: 'dialog.cancel' })}
        </Button>
        <Button variant="contained" disabled={selected.size === 0 || uploading !== null} onClick={() => onChoose([...selected.values()].map(entryOf))}>
          {intl.formatMessage({ id: 'media.picker.choose' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
