import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { SearchIndexStatusFieldsFragment } from '../../gql/graphql';

/** The index's size, its last rebuild and, while one runs, the rebuild's progress. */
export function IndexStatusPanel({ status }: { status: SearchIndexStatusFieldsFragment }) {
  const intl = useIntl();
  const percent = status.rebuildTotal > 0 ? Math.min(100, Math.round((status.rebuildDone / status.rebuildTotal) * 100)) : 0;
  const rows: [label: string, value: string][] = [
    [intl.formatMessage({ id: 'searchIndex.pages' }), intl.formatNumber(status.pages)],
    [
      intl.formatMessage({ id: 'searchIndex.size' }),
      intl.formatNumber(status.bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
    ],
    [
      intl.formatMessage({ id: 'searchIndex.lastRebuild' }),
      status.lastRebuildAt
        ? intl.formatDate(status.lastRebuildAt, { dateStyle: 'medium', timeStyle: 'short' })
        : intl.formatMessage({ id: 'searchIndex.lastRebuild.never' }),
    ],
  ];
  return (
    <Box sx={{ mb: 3 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {status.rebuilding && (
        <Box sx={{ mt: 2, maxWidth: 480 }}>
          <LinearProgress variant="determinate" value={percent} aria-label={intl.formatMessage({ id: 'searchIndex.progress.label' })} />
          <Typography variant="body2" sx={{ mt: 0.5 }} aria-live="polite">
            {intl.formatMessage({ id: 'searchIndex.progress' }, { done: intl.formatNumber(status.rebuildDone), total: intl.formatNumber(status.rebuildTotal) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
