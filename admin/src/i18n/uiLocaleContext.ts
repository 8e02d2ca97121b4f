import { createContext } from 'react';
import type { UiLocale } from './locales';

export interface UiLocaleState {
  locale: UiLocale;
  setLocale(locale: UiLocale): void;
}

export const UiLocaleContext = createContext<UiLocaleState | null>(null);
