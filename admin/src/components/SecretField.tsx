import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** A secret shown once (a token, a signing secret): read-only, selected on focus, with a copy button whose outcome is announced. */
export function SecretField({ label, value }: { label: string; value: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label={label}
          value={value}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {intl.formatMessage({ id: 'secretField.copy' })}
        </Button>
      </Stack>
      <Typography component="output" aria-live="polite" variant="body2" sx={{ display: 'block', minHeight: '1.5em' }}>
        {copied ? intl.formatMessage({ id: 'secretField.copied' }) : ''}
      </Typography>
    </>
  );
}
