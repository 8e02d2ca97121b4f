import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { visuallyHidden } from './visuallyHidden';

/** Rows where a list's first answer will be: the screen keeps its shape while it loads. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <Box aria-busy="true" sx={{ py: 1 }}>
      <Box component="span" sx={visuallyHidden}>
        {intl.formatMessage({ id: 'app.loading' })}
      </Box>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} variant="rectangular" height={40} sx={{ mb: 1, borderRadius: 1 }} />
      ))}
    </Box>
  );
}
