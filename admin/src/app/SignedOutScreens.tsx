import { lazy, type ComponentType } from 'react';
import { AuthLayout } from '../layout/AuthLayout';
// The login form is the first paint of a signed-out visit: in the first chunk, no round-trip for it.
import { paths } from '../routing/paths';
import { LoginScreen } from '../screens/auth/LoginScreen';
import { lazyScreen } from './lazyScreen';
import { prefetchSignedInApp } from './loadSignedInShell';

// The password screens need the GraphQL client, which the login screen does without.
const WithApollo = lazy(async () => ({ default: (await import('../api/WithApollo')).WithApollo }));

const passwordScreens: Readonly<Record<string, ComponentType>> = {
  [paths.forgotPassword]: lazyScreen(() => import('../screens/auth/ForgotPasswordScreen'), 'ForgotPasswordScreen'),
  [paths.resetPassword]: lazyScreen(() => import('../screens/auth/ResetPasswordScreen'), 'ResetPasswordScreen'),
  [paths.activateAccount]: lazyScreen(() => import('../screens/auth/ActivateAccountScreen'), 'ActivateAccountScreen'),
};

/** Whether `pathname` (below ADMIN_BASENAME) is a signed-out screen's: login, forgot, reset or activate. */
export function isSignedOutPath(pathname: string): boolean {
  return pathname === paths.login || Object.hasOwn(passwordScreens, pathname);
}

/**
 * The signed-out screens in their frame, without react-router: four fixed paths need no router,
 * and the first load then carries none.
 */
export function SignedOutScreens({ pathname }: { pathname: string }) {
  const PasswordScreen = Object.hasOwn(passwordScreens, pathname) ? passwordScreens[pathname] : undefined;
  return (
    <AuthLayout>
      {PasswordScreen ? (
        <WithApollo>
          <PasswordScreen />
        </WithApollo>
      ) : (
        <LoginScreen prefetchSignedInApp={prefetchSignedInApp} />
      )}
    </AuthLayout>
  );
}
