import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { INACTIVITY_TIMEOUT_MINUTES, INACTIVITY_WARNING_SECONDS } from '../lib/config';
import { useAuth } from './useAuth';
import { useInactivityTimer } from './useInactivityTimer';
import { useSessionRefresh } from './useSessionRefresh';

/** Signs out after a period without activity, with a warning shortly before. */
export function InactivityGuard() {
  const intl = useIntl();
  const { signOut } = useAuth();
  const { refreshIfDue, refreshNow } = useSessionRefresh();
  const titleId = useId();
  const messageId = useId();

  const expire = useCallback(() => void signOut('inactivity'), [signOut]);
  const { secondsLeft, stayActive } = useInactivityTimer({
    timeoutMs: INACTIVITY_TIMEOUT_MINUTES * 60_000,
    warningMs: INACTIVITY_WARNING_SECONDS * 1000,
    onActivity: refreshIfDue,
    onExpire: expire,
  });

  const logOutNow = () => {
    // Should the server not answer, the timer still ends the session shortly.
    signOut('logout').catch((error: unknown) => console.error('The logout call failed', error));
  };

  const stay = () => {
    stayActive();
    refreshNow();
  };

  return (
    <Dialog open={secondsLeft !== null} onClose={stay} role="alertdialog" aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'inactivity.title' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{intl.formatMessage({ id: 'inactivity.message' }, { seconds: secondsLeft ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={logOutNow}>{intl.formatMessage({ id: 'inactivity.logOut' })}</Button>
        <Button onClick={stay} variant="contained">
          {intl.formatMessage({ id: 'inactivity.stay' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
