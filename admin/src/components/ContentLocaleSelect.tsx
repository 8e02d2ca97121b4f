import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useIntl } from 'react-intl';

interface ContentLocaleSelectProps {
  label: string;
  locales: readonly string[];
  value: string;
  onChange(locale: string): void;
}

/** Picks one of the site's content locales (settings.availableLocales), named in the interface language. */
export function ContentLocaleSelect({ label, locales, value, onChange }: ContentLocaleSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ minWidth: 240 }}
      slotProps={{ select: { native: true } }}
    >
      {locales.map((code) => (
        <option key={code} value={code}>
          {intl.formatMessage({ id: 'locale.option' }, { name: intl.formatDisplayName(code, { type: 'language' }) ?? code, code })}
        </option>
      ))}
    </TextField>
  );
}
