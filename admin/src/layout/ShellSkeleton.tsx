import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { DRAWER_WIDTH } from './theme';
import { ListSkeleton } from '../components/ListSkeleton';

/** The admin's outline (app bar, navigation, a screen of rows) while its code arrives. */
export function ShellSkeleton() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Skeleton variant="rectangular" height={64} />
      <Box sx={{ display: 'flex' }}>
        <Box aria-hidden sx={{ width: DRAWER_WIDTH, p: 2, display: { xs: 'none', md: 'block' } }}>
          {[80, 65, 75, 60, 70].map((width) => (
            <Skeleton key={width} variant="text" width={`${width}%`} height={36} />
          ))}
        </Box>
        <Box sx={{ flexGrow: 1, p: 3 }}>
          <ListSkeleton />
        </Box>
      </Box>
    </Box>
  );
}
