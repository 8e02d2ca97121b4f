import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { MigrationActions } from './MigrationActions';

const TEXTS = {
  dryRun: 'contentMigrations.reverse.dryRun',
  run: 'contentMigrations.reverse.run',
  confirmTitle: 'contentMigrations.reverse.confirm.title',
  confirmMessage: 'contentMigrations.reverse.confirm.message',
} as const;

/** One type back down to an older version: `type@version`, checked by the server (V_12, V_07). */
export function ReverseMigrationForm({ onDone }: { onDone(message: string): void }) {
  const intl = useIntl();
  const headingId = useId();
  const [target, setTarget] = useState('');
  const reverse = target.trim();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {intl.formatMessage({ id: 'contentMigrations.reverse' })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'contentMigrations.reverse.hint' })}
      </Typography>
      <TextField
        id="content-migration-reverse"
        size="small"
        label={intl.formatMessage({ id: 'contentMigrations.reverse.field' })}
        helperText={intl.formatMessage({ id: 'contentMigrations.reverse.help' })}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
      <MigrationActions reverse={reverse} canRun={reverse !== ''} texts={TEXTS} onDone={onDone} />
    </Box>
  );
}
