import { createTheme, type Theme } from '@mui/material/styles';
import { deDE, enUS, frFR, nlNL } from '@mui/material/locale';
import type { UiLocale } from '../i18n/locales';

// MUI's own texts (pagination, close buttons, ...) follow the interface language.
const muiLocales = { en: enUS, nl: nlNL, de: deDE, fr: frFR } as const;

export const DRAWER_WIDTH = 272;

export function createAdminTheme(locale: UiLocale): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: '#1f4e79' },
        secondary: { main: '#b5542d' },
        background: { default: '#f5f6f8' },
      },
      shape: { borderRadius: 6 },
      // No web font is shipped: the platform's UI font keeps the bundle small.
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      },
      components: {
        // Every button, icon button, checkbox and link-like control shows where the keyboard is.
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            }),
          },
        },
        // A background tint alone barely differs from the selected entry; an outline does.
        MuiListItemButton: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
            }),
          },
        },
      },
    },
    muiLocales[locale],
  );
}
