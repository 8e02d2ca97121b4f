import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useMemo, useState } from 'react';
import { AuthProvider } from '../auth/AuthProvider';
import { loginRedirectState } from '../auth/loginRedirect';
import { useAuth } from '../auth/useAuth';
import { Loading } from '../components/Loading';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { useUiLocale } from '../i18n/useUiLocale';
import { ShellSkeleton } from '../layout/ShellSkeleton';
import { createAdminTheme } from '../layout/theme';
import { useAdminLocation } from '../routing/adminLocation';
import { paths } from '../routing/paths';
import { Redirect } from '../routing/Redirect';
import { ErrorBoundary } from '../screens/errors/ErrorBoundary';
import { lazyScreen } from './lazyScreen';
import { loadedSignedInApp, loadSignedInApp, loadSignedInShell } from './loadSignedInShell';
import { isSignedOutPath, SignedOutScreens } from './SignedOutScreens';

const LazySignedInApp = lazyScreen(loadSignedInApp, 'SignedInApp');

/**
 * The signed-in app, as it is when it mounts: already loaded after the login screen's prefetch,
 * then without a Suspense fallback, which would hold the next screen back (React paces the
 * screens that replace a fallback); chosen once, so it never remounts.
 */
function SignedIn() {
  const [SignedInApp] = useState(() => loadedSignedInApp()?.SignedInApp ?? LazySignedInApp);
  return (
    <Suspense fallback={<ShellSkeleton />}>
      <SignedInApp />
    </Suspense>
  );
}

/**
 * The signed-out screens whatever the session (the login screen sends a signed-in user on);
 * every other route needs a session: without one, off to the login screen, remembering where
 * the user wanted to go (not after an explicit logout).
 */
function Screens() {
  const { authenticated, signedOutReason } = useAuth();
  const location = useAdminLocation();
  if (isSignedOutPath(location.pathname)) return <SignedOutScreens pathname={location.pathname} />;
  if (authenticated === null) return <Loading />;
  if (!authenticated) return <Redirect to={paths.login} state={signedOutReason === 'logout' ? undefined : loginRedirectState(location)} />;
  return <SignedIn />;
}

function ThemedScreens() {
  const { locale } = useUiLocale();
  const theme = useMemo(() => createAdminTheme(locale), [locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthProvider loadSignedInShell={loadSignedInShell}>
        <ErrorBoundary>
          <Screens />
        </ErrorBoundary>
      </AuthProvider>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <LocaleProvider>
      <ThemedScreens />
    </LocaleProvider>
  );
}
