import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { UiLocale } from '../i18n/locales';
import type { Catalogue } from '../i18n/messages';
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

interface AppProps {
  router: AdminRouter;
  initialLocale: UiLocale;
  initialMessages: Catalogue;
}

export function App({ router, initialLocale, initialMessages }: AppProps) {
  return (
    <LocaleProvider initialLocale={initialLocale} initialMessages={initialMessages}>
      <ThemedRouter router={router} />
    </LocaleProvider>
  );
}
