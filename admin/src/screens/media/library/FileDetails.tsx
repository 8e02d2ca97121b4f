import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorList } from '../../../components/ErrorList';
import { TextInput } from '../../../components/TextInput';
import { useSubmission } from '../../../lib/useSubmission';
import { fileSize } from '../picker/fileSize';
import type { PickerFile } from '../picker/mediaDocuments';
import { EditMediaFile } from './libraryDocuments';
import { FocalPointPicker } from './FocalPointPicker';
import { MediaUsageList } from './MediaUsageList';
import { ReplaceFile } from './ReplaceFile';

interface FileDetailsProps {
  file: PickerFile;
  /** manage-media: edit, replace, set the focal point, move and delete. */
  canManage: boolean;
  onSaved(file: PickerFile): void;
  /** Replaced or given a focal point: the file as it is now (the details stay open). */
  onChanged(file: PickerFile): void;
  onMove(): void;
  onDelete(): void;
}

/** One file: what it is, its default alt text and shared flag (editable), its bytes and focal point, where pages use it. */
export function FileDetails({ file, canManage, onSaved, onChanged, onMove, onDelete }: FileDetailsProps) {
  const intl = useIntl();
  const [altText, setAltText] = useState(file.defaultAltText);
  const [shared, setShared] = useState(file.shared);
  const { pending, errors, run } = useSubmission();
  const [edit] = useMutation(EditMediaFile);

  const save = async () => {
    await run(async () => {
      const { data } = await edit({ variables: { input: { id: file.id, defaultAltText: altText, shared } } });
      if (data) onSaved(data.editMediaFile);
    });
  };

  return (
    <Paper component="section" variant="outlined" aria-label={intl.formatMessage({ id: 'media.library.details.title' }, { file: file.fileName })} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>
        {file.fileName}
      </Typography>
      {file.previewUrl && canManage && <FocalPointPicker file={file} onSaved={onChanged} />}
      {file.previewUrl && !canManage && (
        <Box
          component="img"
          src={`${file.previewUrl}&w=512`}
          alt={file.defaultAltText}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, my: 1, bgcolor: 'grey.100' }}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {[
          file.path,
          file.mimeType,
          fileSize(intl, file.size),
          file.width && file.height ? intl.formatMessage({ id: 'media.picker.dimensions' }, { width: file.width, height: file.height }) : null,
          intl.formatMessage({ id: 'mediaLifecycle.usage' }, { count: file.usageCount }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        sx={{ mt: 2 }}
      >
        <Stack spacing={1.5}>
          {canManage ? (
            <TextInput name="defaultAltText" label="media.library.details.altText" value={altText} onChange={setAltText} errors={errors} maxLength={500} />
          ) : (
            <TextInput name="defaultAltText" label="media.library.details.altText" value={altText} disabled />
          )}
          <FormControlLabel
            control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} disabled={!canManage} />}
            label={intl.formatMessage({ id: 'media.library.details.shared' })}
          />
          {canManage && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" loading={pending}>
                {intl.formatMessage({ id: 'media.library.details.save' })}
              </Button>
              <Button startIcon={<DriveFileMoveIcon />} onClick={onMove} aria-haspopup="dialog">
                {intl.formatMessage({ id: 'media.library.details.move' })}
              </Button>
              <Button startIcon={<DeleteIcon />} color="error" onClick={onDelete} aria-haspopup="dialog">
                {intl.formatMessage({ id: 'media.library.details.delete' })}
              </Button>
            </Stack>
          )}
        </Stack>
        <ErrorList errors={errors} labels={{ defaultAltText: 'media.library.details.altText' }} />
      </Box>
      {canManage && (
        <Box sx={{ mt: 2 }}>
          <ReplaceFile file={file} onReplaced={onChanged} />
        </Box>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        {intl.formatMessage({ id: 'media.library.usage.title' })}
      </Typography>
      <MediaUsageList fileID={file.id} />
    </Paper>
  );
}
