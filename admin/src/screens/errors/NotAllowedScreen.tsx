import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../routing/paths';
import { ScreenTitle } from '../../components/ScreenTitle';

/** Shown instead of a screen the signed-in user's role does not open. */
export function NotAllowedScreen() {
  const intl = useIntl();
  return (
    <>
      <ScreenTitle id="screen.notAllowed.title" />
      <Alert severity="warning" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'error.UM_01' })}
      </Alert>
      <Link component={RouterLink} to={paths.pageOverview}>
        {intl.formatMessage({ id: 'notFound.backToOverview' })}
      </Link>
    </>
  );
}
