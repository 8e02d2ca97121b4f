import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { useDatabaseUnreachable } from '../api/databaseStatus';

/**
 * Says plainly, on every screen signed in or not, that the database cannot be reached, so that
 * an editor does not take a refused save or sign-in for their own mistake; gone once it answers.
 * The live region is always there, so the message is announced when it appears.
 */
export function DatabaseOutageBanner() {
  const intl = useIntl();
  const unreachable = useDatabaseUnreachable();
  return (
    <Box aria-live="assertive" sx={{ width: '100%' }}>
      {unreachable && (
        <Alert severity="error" role="none" sx={{ mb: 2 }}>
          <AlertTitle>{intl.formatMessage({ id: 'outage.database.title' })}</AlertTitle>
          {intl.formatMessage({ id: 'outage.database.text' })}
        </Alert>
      )}
    </Box>
  );
}
