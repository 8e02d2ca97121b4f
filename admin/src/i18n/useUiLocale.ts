import { useContext } from 'react';
import { UiLocaleContext, type UiLocaleState } from './uiLocaleContext';

/** The interface language and its setter, from the nearest LocaleProvider. */
export function useUiLocale(): UiLocaleState {
  const state = useContext(UiLocaleContext);
  if (!state) throw new Error('useUiLocale must be used inside LocaleProvider');
  return state;
}
