import type { ReactNode } from 'react';
import { NotAllowedScreen } from '../screens/errors/NotAllowedScreen';
import { SCREEN_PERMISSIONS, type GatedScreen } from './permissions';
import { useAuth } from './useAuth';

interface RequirePermissionProps {
  screen: GatedScreen;
  children: ReactNode;
}

/** A gated screen: shown with one of its permissions, a "not allowed" screen otherwise (UM_01). */
export function RequirePermission({ screen, children }: RequirePermissionProps) {
  const { canAny } = useAuth();
  return canAny(SCREEN_PERMISSIONS[screen]) ? children : <NotAllowedScreen />;
}
