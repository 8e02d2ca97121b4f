import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAdminRouter } from './router';

let router: ReturnType<typeof createAdminRouter> | null = null;

/**
 * A router while the signed-in app is mounted, made from the location at that time (signing in
 * and out swaps the app for the signed-out screens, which move the location without it) and
 * disposed with its history listener when the app goes.
 */
function mountRouter(): () => void {
  const created = createAdminRouter();
  router = created;
  return () => {
    created.dispose();
    if (router === created) router = null;
  };
}

/** The signed-in admin: react-router with every signed-in route, loaded once there is a session (or prefetched on the login screen). */
export function SignedInApp() {
  const current = useSyncExternalStore(mountRouter, () => router);
  return current && <RouterProvider router={current} />;
}
