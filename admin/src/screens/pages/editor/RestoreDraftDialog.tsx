import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { DraftOffer } from './useDraftOffer';

interface RestoreDraftDialogProps {
  offer: DraftOffer;
  /** The revision the editor opened: an offer based on an older one was overtaken by a newer version. */
  headRevision: number;
  onRestore(): void;
  onDiscard(): void;
}

/** Asked when the editor opens and unsaved changes from before are found: restore them, or discard them. */
export function RestoreDraftDialog({ offer, headRevision, onRestore, onDiscard }: RestoreDraftDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const messageId = useId();
  const when = intl.formatDate(offer.savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    // Neither Escape nor a click outside decides for the editor.
    <Dialog open aria-labelledby={titleId} aria-describedby={messageId} maxWidth="sm">
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'autosave.restore.title' })}</DialogTitle>
      <DialogContent id={messageId}>
        <DialogContentText>{intl.formatMessage({ id: 'autosave.restore.message' }, { when })}</DialogContentText>
        {offer.base.revision < headRevision && <DialogContentText sx={{ mt: 2 }}>{intl.formatMessage({ id: 'autosave.restore.newer' })}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard}>{intl.formatMessage({ id: 'autosave.restore.discard' })}</Button>
        <Button variant="contained" onClick={onRestore}>
          {intl.formatMessage({ id: 'autosave.restore.restore' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
