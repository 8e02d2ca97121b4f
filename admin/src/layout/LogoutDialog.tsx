import { useIntl } from 'react-intl';
import { useAuth } from '../auth/useAuth';
import { ConfirmDialog } from '../components/ConfirmDialog';

interface LogoutDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * The log-out confirmation. Confirm calls the logout mutation and empties the
 * Apollo cache; the session guard then shows the login screen.
 */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const intl = useIntl();
  const { signOut } = useAuth();
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage({ id: 'logout.title' })}
      message={intl.formatMessage({ id: 'logout.message' })}
      confirmLabel={intl.formatMessage({ id: 'logout.confirm' })}
      onConfirm={() => signOut('logout')}
      onClose={onClose}
    />
  );
}
