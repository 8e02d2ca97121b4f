import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../api/apiError';
import { ErrorList } from './ErrorList';

interface FormDialogProps {
  open: boolean;
  title: string;
  size?: 'xs' | 'sm' | 'md';
  submitLabel: string;
  pending: boolean;
  /** The call's catalogue errors, listed under the form. */
  errors: readonly ApiErrorItem[];
  /** Words an error the form knows better (ErrorList's `describe`). */
  describeError?(error: ApiErrorItem): string | undefined;
  onSubmit(): void;
  onClose(): void;
  /** A further action between Cancel and submit (e.g. Reject beside Accept). */
  extraAction?: ReactNode;
  children: ReactNode;
}

/** A modal with a close button, title, size and button set, holding a form. */
export function FormDialog({
  open,
  title,
  size = 'sm',
  submitLabel,
  pending,
  errors,
  describeError,
  onSubmit,
  onClose,
  extraAction,
  children,
}: FormDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const close = () => {
    if (!pending) onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth={size}>
      {/* display: contents keeps the dialog's own layout of title, content and actions. */}
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {title}
        </DialogTitle>
        <IconButton onClick={close} aria-label={intl.formatMessage({ id: 'dialog.close' })} disabled={pending} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
          <ErrorList errors={errors} describe={describeError} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {intl.formatMessage({ id: 'dialog.cancel' })}
          </Button>
          {extraAction}
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
