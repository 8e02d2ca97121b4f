import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { DEFAULT_UI_LOCALE, type UiLocale } from './locales';
import { currentMessages, subscribeToMessages, switchLocale } from './messageStore';
import { UiLocaleContext, type UiLocaleState } from './uiLocaleContext';

/**
 * react-intl types the catalogue as holding every id; before completeMessages it holds the
 * signed-out screens' only, which are all those screens ask for.
 */
type FullCatalogue = IntlConfig['messages'];

function setLocale(locale: UiLocale): void {
  switchLocale(locale).catch((error: unknown) => console.error('Could not load the interface language', locale, error));
}

/** react-intl for the interface language (messageStore.ts); switching keeps the old texts until the new catalogue is in. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const loaded = useSyncExternalStore(subscribeToMessages, currentMessages);

  useEffect(() => {
    document.documentElement.lang = loaded.locale;
  }, [loaded.locale]);

  const state = useMemo<UiLocaleState>(() => ({ locale: loaded.locale, setLocale }), [loaded.locale]);

  return (
    <UiLocaleContext value={state}>
      <IntlProvider locale={loaded.locale} defaultLocale={DEFAULT_UI_LOCALE} messages={loaded.messages as FullCatalogue}>
        {children}
      </IntlProvider>
    </UiLocaleContext>
  );
}
