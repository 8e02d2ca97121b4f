import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

interface SaveOrDiscardDialogProps {
  title: MessageId;
  message: MessageId;
  saveLabel: MessageId;
  discardLabel: MessageId;
  /** Stores the draft; answers whether that worked (a failure keeps the dialog's question open). */
  onSave(): Promise<boolean>;
  onDiscard(): void;
  onCancel(): void;
}

/** The "save or discard unsaved changes" dialog and the leave prompt: the editor's changes are never dropped unasked. */
export function SaveOrDiscardDialog({ title, message, saveLabel, discardLabel, onSave, onDiscard, onCancel }: SaveOrDiscardDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const messageId = useId();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const saved = await onSave();
    setSaving(false);
    if (!saved) onCancel();
  };
  return (
    <Dialog open onClose={() => !saving && onCancel()} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: title })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{intl.formatMessage({ id: message })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {intl.formatMessage({ id: 'dialog.cancel' })}
        </Button>
        <Button color="warning" onClick={onDiscard} disabled={saving}>
          {intl.formatMessage({ id: discardLabel })}
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={saving}>
          {intl.formatMessage({ id: saveLabel })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
