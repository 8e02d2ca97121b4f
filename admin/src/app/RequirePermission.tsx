import type { ReactNode } from 'react';
import { NotAllowedScreen } from '../screens/errors/NotAllowedScreen';
import { SCREEN_PERMISSIONS, type GatedScreen } from '../auth/permissions';
import { useAuth } from '../auth/useAuth';

/** A core screen by name (auth/permissions.ts), or an extension's screen with its own permissions. */
type RequirePermissionProps = ({ screen: GatedScreen } | { permissions: readonly string[] }) & { children: ReactNode };

/** A gated screen: shown with one of its permissions, a "not allowed" screen otherwise (UM_01). */
export function RequirePermission({ children, ...gate }: RequirePermissionProps) {
  const { canAny } = useAuth();
  return canAny('screen' in gate ? SCREEN_PERMISSIONS[gate.screen] : gate.permissions) ? children : <NotAllowedScreen />;
}
