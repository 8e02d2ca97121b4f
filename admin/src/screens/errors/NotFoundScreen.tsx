import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../routing/paths';
import { ScreenTitle } from '../../components/ScreenTitle';

export function NotFoundScreen() {
  const intl = useIntl();
  return (
    <>
      <ScreenTitle id="screen.notFound.title" />
      <Link component={RouterLink} to={paths.pageOverview}>
        {intl.formatMessage({ id: 'notFound.backToOverview' })}
      </Link>
    </>
  );
}
