import { InactivityGuard } from '../auth/InactivityGuard';
import { SignedInSession } from '../auth/SignedInSession';
import { AdminLayout } from './AdminLayout';

/** Every signed-in screen's frame: the session with its GraphQL client, the inactivity guard, the layout. */
export function SignedInLayout() {
  return (
    <SignedInSession>
      <InactivityGuard />
      <AdminLayout />
    </SignedInSession>
  );
}
