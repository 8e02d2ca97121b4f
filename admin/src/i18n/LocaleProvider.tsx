import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_UI_LOCALE, storeUiLocale, type UiLocale } from './locales';
import { loadMessages, type Catalogue } from './messages';
import { UiLocaleContext, type UiLocaleState } from './uiLocaleContext';

interface LoadedLocale {
  locale: UiLocale;
  messages: Catalogue;
}

interface LocaleProviderProps {
  initialLocale: UiLocale;
  initialMessages: Catalogue;
  children: ReactNode;
}

/** react-intl for the interface language; switching keeps the old texts until the new catalogue is in. */
export function LocaleProvider({ initialLocale, initialMessages, children }: LocaleProviderProps) {
  const [loaded, setLoaded] = useState<LoadedLocale>({ locale: initialLocale, messages: initialMessages });
  const latestRequest = useRef<UiLocale>(initialLocale);

  useEffect(() => {
    document.documentElement.lang = loaded.locale;
  }, [loaded.locale]);

  const setLocale = useCallback((locale: UiLocale) => {
    latestRequest.current = locale;
    storeUiLocale(locale);
    const switchTo = async () => {
      try {
        const messages = await loadMessages(locale);
        // A slower catalogue must not overwrite a later choice.
        if (latestRequest.current === locale) setLoaded({ locale, messages });
      } catch (error) {
        console.error('Could not load the interface language', locale, error);
      }
    };
    void switchTo();
  }, []);

  const state = useMemo<UiLocaleState>(() => ({ locale: loaded.locale, setLocale }), [loaded.locale, setLocale]);

  return (
    <UiLocaleContext value={state}>
      <IntlProvider locale={loaded.locale} defaultLocale={DEFAULT_UI_LOCALE} messages={loaded.messages}>
        {children}
      </IntlProvider>
    </UiLocaleContext>
  );
}
