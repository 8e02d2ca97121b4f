import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { Loading } from '../components/Loading';
import { loginRedirectState } from './loginRedirect';
import { useAuth } from './useAuth';

/**
 * Every admin route requires a session: without one, off to the login screen, remembering
 * where the user wanted to go (not after an explicit logout).
 */
export function RequireAuth() {
  const { authenticated, user, signedOutReason } = useAuth();
  const location = useLocation();
  if (authenticated === false) {
    const state = signedOutReason === 'logout' ? undefined : loginRedirectState(location);
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (authenticated === null || !user) return <Loading />;
  return <Outlet />;
}
