import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { SecretField } from '../../components/SecretField';

interface IssuedTokenNoticeProps {
  token: string;
  name: string;
  onDismiss(): void;
}

/** The token just issued, shown this once, with a copy button; an alert, so screen readers announce it when it appears. */
export function IssuedTokenNotice({ token, name, onDismiss }: IssuedTokenNoticeProps) {
  const intl = useIntl();
  return (
    <Alert severity="warning" onClose={onDismiss} sx={{ mb: 2, '& .MuiAlert-message': { flexGrow: 1 } }}>
      <AlertTitle>{intl.formatMessage({ id: 'accessTokens.issued.title' }, { name })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {intl.formatMessage({ id: 'accessTokens.issued.once' })}
      </Typography>
      <SecretField label={intl.formatMessage({ id: 'accessTokens.issued.token' })} value={token} />
    </Alert>
  );
}
