import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { languageAutonym } from '../i18n/languageNames';
import { isUiLocale, UI_LOCALES } from '../i18n/locales';
import { useUiLocale } from '../i18n/useUiLocale';

/** The interface language, remembered in this browser. A native select: the login screen's first load carries it. */
export function LanguageSelect() {
  const intl = useIntl();
  const { locale, setLocale } = useUiLocale();
  const id = useId();
  const label = intl.formatMessage({ id: 'appBar.language' });
  return (
    <FormControl size="small" sx={{ minWidth: 140 }}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput id={id} label={label} />}
        value={locale}
        onChange={(event) => {
          if (isUiLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {UI_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageAutonym(code)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
