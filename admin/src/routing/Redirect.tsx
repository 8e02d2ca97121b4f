import { useEffect, useState } from 'react';
import { navigateTo, type AdminLocation } from './adminLocation';

/** Replaces the location once rendered: react-router's `<Navigate replace>` for what renders outside the router. */
export function Redirect({ to, state }: { to: string | AdminLocation; state?: unknown }) {
  // The first target is the one: a render meanwhile must not navigate again.
  const [target] = useState({ to, state });
  useEffect(() => navigateTo(target.to, { replace: true, state: target.state }), [target]);
  return null;
}
