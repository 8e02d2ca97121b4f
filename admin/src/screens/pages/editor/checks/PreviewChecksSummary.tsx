import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ContentChecks } from './useContentChecks';

interface PreviewChecksSummaryProps {
  /** The editor's own checks of the draft (no second run for the preview). */
  checks: ContentChecks;
  /** Opens the editor's Checks tab. */
  onShow(): void;
}

/** One line in the preview's header: how many problems the checks find in what it shows, and the way to them. */
export function PreviewChecksSummary({ checks, onShow }: PreviewChecksSummaryProps) {
  const intl = useIntl();
  const count = checks.problems?.length ?? null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography component="output" aria-live="polite" variant="body2">
        {count === null ? '' : intl.formatMessage({ id: 'checks.preview.summary' }, { count })}
      </Typography>
      {count !== null && count > 0 && (
        <Button size="small" onClick={onShow} aria-label={intl.formatMessage({ id: 'checks.preview.showLabel' })}>
          {intl.formatMessage({ id: 'checks.preview.show' })}
        </Button>
      )}
    </Box>
  );
}
