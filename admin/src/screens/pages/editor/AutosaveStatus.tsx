import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRelativeAge } from '../../../lib/relativeAge';
import type { AutosaveStatus as Status } from './autosaver';

/** How often "Saved 10 seconds ago" follows the clock. */
const TICK_MS = 10_000;
/** Younger than this is "just now". */
const JUST_NOW_SECONDS = 10;

const TEXT = {
  saving: 'autosave.status.saving',
  offline: 'autosave.status.offline',
  failed: 'autosave.status.failed',
  invalid: 'autosave.status.invalid',
  stopped: 'autosave.status.stopped',
} as const;

/** The age of the last autosave, following the clock while it shows. */
function SavedAge({ at }: { at: number }) {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, (now - at) / 1000);
  const age = useRelativeAge(seconds);
  return (
    <time dateTime={new Date(at).toISOString()} title={intl.formatTime(at, { timeStyle: 'medium' })}>
      {seconds < JUST_NOW_SECONDS ? intl.formatMessage({ id: 'autosave.status.justNow' }) : age}
    </time>
  );
}

/**
 * The toolbar's autosave line. The state is a polite live region (announced as it changes);
 * the ticking age beside it is not, so it is read only when reached.
 */
export function AutosaveStatus({ status }: { status: Status }) {
  const intl = useIntl();
  const problem = status.state === 'offline' || status.state === 'failed' || status.state === 'invalid' || status.state === 'stopped';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'body2', color: problem ? 'warning.dark' : 'text.secondary' }}>
      {status.state === 'saved' && <CloudDoneIcon fontSize="small" aria-hidden />}
      {status.state === 'offline' && <CloudOffIcon fontSize="small" aria-hidden />}
      {(status.state === 'failed' || status.state === 'invalid' || status.state === 'stopped') && <ErrorOutlineIcon fontSize="small" aria-hidden />}
      <Box component="output" aria-live="polite">
        {status.state === 'saved' && intl.formatMessage({ id: 'autosave.status.saved' })}
        {status.state !== 'saved' && status.state !== 'idle' && intl.formatMessage({ id: TEXT[status.state] })}
      </Box>
      {status.state === 'saved' && <SavedAge at={status.at} />}
    </Box>
  );
}
