import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { pageEditorPath } from '../../../routing/paths';
import { ErrorList } from '../../../components/ErrorList';
import { useSubmission } from '../../../lib/useSubmission';
import { deleteRefusalOf, type DeleteRefusal } from './deleteRefusal';

interface DeleteMediaDialogProps {
  kind: 'file' | 'folder';
  name: string;
  /** Deletes; without `confirm` the server refuses a file in use or a folder with contents. */
  onDelete(confirm: boolean): Promise<void>;
  onClose(): void;
}

/**
 * Asks before deleting a file or folder. When the server answers that pages use it or that the
 * folder holds things (409 V_07), says what would go and asks again; only then confirms.
 */
export function DeleteMediaDialog({ kind, name, onDelete, onClose }: DeleteMediaDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const messageId = useId();
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null);
  const { pending, errors, run } = useSubmission();

  const confirm = async () => {
    // Set inside the call: a refusal to confirm is a question, not a failure.
    const outcome: { refused: DeleteRefusal | null } = { refused: null };
    const done = await run(async () => {
      try {
        await onDelete(refusal !== null);
      } catch (error) {
        outcome.refused = refusal === null ? deleteRefusalOf(error) : null;
        if (!outcome.refused) throw error;
      }
    });
    if (outcome.refused) setRefusal(outcome.refused);
    else if (done) onClose();
  };
  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: `media.library.delete.title.${kind}` as const }, { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {refusal === null
            ? intl.formatMessage({ id: `media.library.delete.question.${kind}` as const }, { name })
            : intl.formatMessage({ id: 'media.library.delete.inUse' }, { folders: refusal.folders, files: refusal.files, pages: refusal.totalPages, kind })}
        </DialogContentText>
        {refusal && refusal.pages.length > 0 && (
          <Box component="ul" aria-label={intl.formatMessage({ id: 'media.library.usage.title' })} sx={{ mt: 1, mb: 0 }}>
            {refusal.pages.map((page) => (
              <li key={page.pageID}>
                <Link component={RouterLink} to={pageEditorPath(page.pageID)}>
                  {page.title}
                </Link>{' '}
                ({page.locale})
              </li>
            ))}
          </Box>
        )}
        <ErrorList errors={errors} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {intl.formatMessage({ id: 'dialog.cancel' })}
        </Button>
        <Button onClick={() => void confirm()} variant="contained" color="error" loading={pending}>
          {intl.formatMessage({ id: refusal === null ? 'media.library.delete.submit' : 'media.library.delete.anyway' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
