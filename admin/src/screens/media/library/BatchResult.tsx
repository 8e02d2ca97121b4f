import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { BatchOutcome } from './useBatchActions';

/** What a move or delete of several items did: how many went, and each that did not with why. */
export function BatchResult({ outcome, onClose }: { outcome: BatchOutcome; onClose(): void }) {
  const intl = useIntl();
  const done = outcome.total - outcome.failures.length;
  const failed = outcome.failures.length > 0;
  return (
    <Alert severity={failed ? 'warning' : 'success'} role={failed ? 'alert' : 'status'} onClose={onClose} sx={{ mb: 2 }}>
      <AlertTitle>{intl.formatMessage({ id: `media.library.batch.${outcome.action}Done` as const }, { done, total: outcome.total })}</AlertTitle>
      {failed && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {outcome.failures.map((failure) => (
            <li key={failure.key}>{intl.formatMessage({ id: 'media.library.batch.failure' }, { name: failure.name, reason: failure.reason })}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
