import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/messages';

/** A section of the page editor: a region named by its heading. */
export function EditorSection({ heading, actions, children }: { heading: MessageId; actions?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {intl.formatMessage({ id: heading })}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
