import { Outlet } from 'react-router';
import { AuthProvider } from './AuthProvider';

/** Root route element: the session, for every admin route (inside the router, so guards can redirect). */
export function SessionRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
