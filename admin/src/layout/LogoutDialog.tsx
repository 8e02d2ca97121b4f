import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useApolloClient } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError, restRequest } from '../api/rest';
import { paths } from '../app/paths';
import { apiErrorText } from '../i18n/apiErrorText';

interface LogoutDialogProps {
  open: boolean;
  onClose(): void;
}

/** SPEC.md §2: the log-out confirmation; Confirm ends the session and goes to the login screen. */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const titleId = useId();
  const messageId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await restRequest('POST', 'auth/logout');
    } catch (failure) {
      setPending(false);
      setError(apiErrorText(intl, failure instanceof ApiError ? (failure.errors[0] ?? { code: 'G_01' }) : { code: 'G_01' }));
      return;
    }
    // Nothing of the signed-out user may stay readable in the cache.
    await apollo.clearStore();
    setPending(false);
    onClose();
    await navigate(paths.login, { replace: true });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'logout.title' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{intl.formatMessage({ id: 'logout.message' })}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {intl.formatMessage({ id: 'logout.cancel' })}
        </Button>
        <Button onClick={() => void confirm()} variant="contained" loading={pending}>
          {intl.formatMessage({ id: 'logout.confirm' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
