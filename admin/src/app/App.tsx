import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { useUiLocale } from '../i18n/useUiLocale';
import type { createAdminRouter } from './router';
import { createAdminTheme } from './theme';

type AdminRouter = ReturnType<typeof createAdminRouter>;

function ThemedRouter({ router }: { router: AdminRouter }) {
  const { locale } = useUiLocale();
  const theme = useMemo(() => createAdminTheme(locale), [locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}

export function App({ router }: { router: AdminRouter }) {
  return (
    <LocaleProvider>
      <ThemedRouter router={router} />
    </LocaleProvider>
  );
}
