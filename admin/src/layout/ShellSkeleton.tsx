import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { DRAWER_WIDTH } from '../app/theme';

/** The admin's outline (app bar, navigation, a screen of rows) while its code arrives. */
export function ShellSkeleton() {
  const intl = useIntl();
  return (
    <Box role="progressbar" aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ minHeight: '100vh' }}>
      <Skeleton variant="rectangular" height={64} />
      <Box sx={{ display: 'flex' }}>
        <Box sx={{ width: DRAWER_WIDTH, p: 2, display: { xs: 'none', md: 'block' } }}>
          {[80, 65, 75, 60, 70].map((width) => (
            <Skeleton key={width} variant="text" width={`${width}%`} height={36} />
          ))}
        </Box>
        <Box sx={{ flexGrow: 1, p: 3 }}>
          <Skeleton variant="text" width={280} height={48} />
          {[1, 2, 3, 4, 5, 6].map((row) => (
            <Skeleton key={row} variant="rectangular" height={40} sx={{ mt: 1 }} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
