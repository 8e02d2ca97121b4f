import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSubmission } from '../lib/useSubmission';
import { ErrorList } from './ErrorList';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Colours the confirm button for an action that cannot be undone. */
  destructive?: boolean;
  /** Runs the action; what it throws is shown in the dialog, which then stays open. */
  onConfirm(): Promise<void>;
  /** Called after Cancel, Escape, or a successful confirmation. */
  onClose(): void;
}

/** A question with Confirm and Cancel, the action's pending state and its errors. */
export function ConfirmDialog({ open, title, message, confirmLabel, destructive = false, onConfirm, onClose }: ConfirmDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const messageId = useId();
  const { pending, errors, setErrors, run } = useSubmission();

  const close = () => {
    if (pending) return;
    setErrors([]);
    onClose();
  };

  const confirm = async () => {
    if (await run(onConfirm)) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        <ErrorList errors={errors} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {intl.formatMessage({ id: 'dialog.cancel' })}
        </Button>
        <Button onClick={() => void confirm()} variant="contained" color={destructive ? 'error' : 'primary'} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
