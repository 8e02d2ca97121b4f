import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CropIcon from '@mui/icons-material/Crop';
import DeleteIcon from '@mui/icons-material/Delete';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { arrayMove } from '@dnd-kit/sortable';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../../api/apiError';
import { ImageCropDialog } from '../../../media/picker/ImageCropDialog';
import { LibraryAltText } from '../../../media/picker/LibraryAltText';
import { MediaPickerDialog } from '../../../media/picker/MediaPickerDialog';
import { imagePreviewUrl } from '../../../media/picker/previewUrl';
import type { CropAspect } from '../../../media/picker/useCropper';
import type { CropParams, FieldContent, FileEntry, ImageEntry } from '../content';
import type { FieldDef } from './fieldTypes';
import { useFieldMessages } from './useFieldMessages';

interface MediaEntriesProps<Entry extends FileEntry> {
  label: string;
  kind: 'image' | 'file';
  multiple: boolean;
  crop: boolean;
  required: boolean;
  help?: string;
  entries: readonly Entry[];
  onChange(entries: Entry[]): void;
  messages: readonly string[];
  /** The field's entry for a file chosen in the picker. */
  fromChosen(chosen: ImageEntry): Entry;
}

function isImage(entry: FileEntry | ImageEntry): entry is ImageEntry {
  return 'altText' in entry;
}

/** The chosen images or files of a field: thumbnails, alt texts, crop, order; more from the media library picker. */
export function MediaEntries<Entry extends FileEntry>({
  label,
  kind,
  multiple,
  crop,
  required,
  help,
  entries,
  onChange,
  messages,
  fromChosen,
}: MediaEntriesProps<Entry>) {
  const intl = useIntl();
  const headingId = useId();
  const [picking, setPicking] = useState(false);
  const [cropping, setCropping] = useState<number | null>(null);
  // The proportions last cropped with in this field: its next crop starts with them.
  const [aspect, setAspect] = useState<CropAspect>('free');
  const replace = (index: number, entry: Entry) => onChange(entries.map((old, i) => (i === index ? entry : old)));
  const cropped = cropping === null ? undefined : entries[cropping];

  return (
    <Box
      component="fieldset"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: messages.length ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography id={headingId} component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
        {required && ' *'}
      </Typography>
      {help && <FormHelperText>{help}</FormHelperText>}
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {entries.map((entry, index) => (
          <Box key={`${entry.fileID}-${index}`} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            {isImage(entry) ? (
              <Box
                component="img"
                src={imagePreviewUrl(entry.fileID, entry.cropParams, 128)}
                alt=""
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
              />
            ) : (
              <InsertDriveFileIcon color="action" fontSize="large" />
            )}
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap title={entry.fileName}>
                {entry.fileName}
              </Typography>
              {isImage(entry) && (
                <TextField
                  size="small"
                  fullWidth
                  sx={{ mt: 1 }}
                  label={intl.formatMessage({ id: 'editor.media.altText' }, { file: entry.fileName })}
                  value={entry.altText}
                  onChange={(event) => replace(index, { ...entry, altText: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
              )}
              {isImage(entry) && <LibraryAltText fileID={entry.fileID} fileName={entry.fileName} override={entry.altText} />}
            </Box>
            {crop && isImage(entry) && (
              <IconButton aria-label={intl.formatMessage({ id: 'editor.media.crop' }, { file: entry.fileName })} onClick={() => setCropping(index)}>
                <CropIcon />
              </IconButton>
            )}
            {multiple && (
              <>
                <IconButton
                  aria-label={intl.formatMessage({ id: 'editor.list.moveUp' }, { item: entry.fileName })}
                  disabled={index === 0}
                  onClick={() => onChange(arrayMove([...entries], index, index - 1))}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={intl.formatMessage({ id: 'editor.list.moveDown' }, { item: entry.fileName })}
                  disabled={index === entries.length - 1}
                  onClick={() => onChange(arrayMove([...entries], index, index + 1))}
                >
                  <ArrowDownwardIcon />
                </IconButton>
              </>
            )}
            <IconButton
              aria-label={intl.formatMessage({ id: 'editor.list.remove' }, { item: entry.fileName })}
              onClick={() => onChange(entries.filter((_, i) => i !== index))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      {(multiple || entries.length === 0) && (
        <Button
          sx={{ mt: 1 }}
          startIcon={kind === 'image' ? <AddPhotoAlternateIcon /> : <InsertDriveFileIcon />}
          onClick={() => setPicking(true)}
          aria-haspopup="dialog"
        >
          {intl.formatMessage({ id: kind === 'image' ? 'editor.media.chooseImage' : 'editor.media.chooseFile' }, { multiple: String(multiple) })}
        </Button>
      )}
      {messages.length > 0 && <FormHelperText error>{messages.join(' ')}</FormHelperText>}
      <MediaPickerDialog
        open={picking}
        kind={kind}
        multiple={multiple}
        onClose={() => setPicking(false)}
        onChoose={(chosen) => {
          setPicking(false);
          onChange([...(multiple ? entries : []), ...chosen.map(fromChosen)]);
        }}
      />
      {cropped && isImage(cropped) && cropping !== null && (
        <ImageCropDialog
          open
          entry={cropped}
          aspect={aspect}
          onClose={() => setCropping(null)}
          onApply={(cropParams: CropParams, chosen) => {
            setAspect(chosen);
            replace(cropping, { ...cropped, cropParams });
            setCropping(null);
          }}
        />
      )}
    </Box>
  );
}

interface MediaFieldInputProps {
  field: FieldDef;
  content: FieldContent;
  onChange(content: FieldContent): void;
  errors: readonly ApiErrorItem[];
}

/** An image or file field of the registry; its entries live in the content's `__images` / `__files` map. */
export function MediaFieldInput({ field, content, onChange, errors }: MediaFieldInputProps) {
  const messages = useFieldMessages(field.label, errors);
  const common = { label: field.label, multiple: field.multiple ?? false, required: field.required, help: field.help ?? undefined, messages };
  if (field.type === 'image') {
    return (
      <MediaEntries<ImageEntry>
        {...common}
        kind="image"
        crop={field.crop ?? false}
        entries={content.images[field.name] ?? []}
        fromChosen={(chosen) => chosen}
        onChange={(entries) => onChange({ ...content, images: { ...content.images, [field.name]: entries } })}
      />
    );
  }
  return (
    <MediaEntries<FileEntry>
      {...common}
      kind="file"
      crop={false}
      entries={content.files[field.name] ?? []}
      fromChosen={({ fileID, hash, fileName }) => ({ fileID, hash, fileName })}
      onChange={(entries) => onChange({ ...content, files: { ...content.files, [field.name]: entries } })}
    />
  );
}
