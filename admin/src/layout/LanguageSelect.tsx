import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { languageAutonym } from '../i18n/languageNames';
import { isUiLocale, UI_LOCALES } from '../i18n/locales';
import { useUiLocale } from '../i18n/useUiLocale';

/** The interface language, remembered in this browser. */
export function LanguageSelect() {
  const intl = useIntl();
  const { locale, setLocale } = useUiLocale();
  const id = useId();
  return (
    <TextField
      id={id}
      select
      size="small"
      label={intl.formatMessage({ id: 'appBar.language' })}
      value={locale}
      onChange={(event) => {
        if (isUiLocale(event.target.value)) setLocale(event.target.value);
      }}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 140 }}
    >
      {UI_LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageAutonym(code)}
        </option>
      ))}
    </TextField>
  );
}
