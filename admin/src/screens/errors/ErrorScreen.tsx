import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ScreenTitle } from '../../components/ScreenTitle';

/** Shown instead of a screen that failed to load or render (`error`, logged once). */
export function ErrorScreen({ error }: { error: unknown }) {
  const intl = useIntl();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Box sx={{ p: 3 }}>
      <ScreenTitle id="screen.error.title" />
      <Alert severity="error" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'screen.error.message' })}
      </Alert>
      <Button variant="outlined" onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: 'screen.error.reload' })}
      </Button>
    </Box>
  );
}
