import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../api/apiError';
import { errorItemsOf } from '../../../api/errorItems';
import { graphqlMultipart } from '../../../api/graphqlMultipart';
import { ErrorList } from '../../../components/ErrorList';
import type { PickerFile } from '../picker/mediaDocuments';
import { ReplaceMediaFile } from './libraryDocuments';

type Replacing = { state: 'idle' } | { state: 'sending'; progress: number } | { state: 'done' } | { state: 'failed'; errors: readonly ApiErrorItem[] };

/**
 * "Replace file": new bytes of the same kind for the file, which keeps its name, URL and every
 * use; the progress and the outcome are announced.
 */
export function ReplaceFile({ file, onReplaced }: { file: PickerFile; onReplaced(file: PickerFile): void }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<Replacing>({ state: 'idle' });

  const send = async (chosen: File) => {
    setReplacing({ state: 'sending', progress: 0 });
    try {
      const answer = await graphqlMultipart(
        ReplaceMediaFile,
        { id: file.id, f: chosen },
        { onUploadProgress: (progress) => setReplacing({ state: 'sending', progress }) },
      );
      setReplacing({ state: 'done' });
      onReplaced(answer.replaceMediaFile);
    } catch (error) {
      setReplacing({ state: 'failed', errors: errorItemsOf(error) });
    }
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={intl.formatMessage({ id: 'mediaLifecycle.replace.choose' }, { file: file.fileName })}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void send(chosen);
        }}
      />
      <Button startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} loading={replacing.state === 'sending'}>
        {intl.formatMessage({ id: 'mediaLifecycle.replace' })}
      </Button>
      <Typography component="output" variant="body2" aria-live="polite" sx={{ display: 'block', mt: 0.5 }}>
        {replacing.state === 'sending' && intl.formatMessage({ id: 'mediaLifecycle.replace.sending' })}
        {replacing.state === 'done' && intl.formatMessage({ id: 'mediaLifecycle.replace.done' })}
      </Typography>
      {replacing.state === 'sending' && (
        <LinearProgress
          variant="determinate"
          value={Math.round(replacing.progress * 100)}
          aria-label={intl.formatMessage({ id: 'mediaLifecycle.replace.progress' }, { file: file.fileName })}
        />
      )}
      {replacing.state === 'failed' && (
        <ErrorList errors={replacing.errors} labels={{ f: 'media.picker.file' }} title={intl.formatMessage({ id: 'mediaLifecycle.replace.failed' })} />
      )}
    </Box>
  );
}
