import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SecretField } from '../../components/SecretField';

/** The signing secret, shown once after creating an endpoint or rotating its secret. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose(): void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'webhooks.secret.title' })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intl.formatMessage({ id: 'webhooks.secret.message' })}</DialogContentText>
        <SecretField label={intl.formatMessage({ id: 'webhooks.secret.label' })} value={secret} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {intl.formatMessage({ id: 'webhooks.secret.done' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
