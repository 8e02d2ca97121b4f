import extensions from 'virtual:blokwerk/admin-extensions';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_BASENAME } from '../routing/paths';
import { RequirePermission } from './RequirePermission';

/** The extensions' screens as routes inside the admin layout, each lazy and behind its permissions. */
export const extensionRoutes: RouteObject[] = extensions.flatMap((extension) =>
  (extension.screens ?? []).map((screen) => {
    if (!screen.path.startsWith(`${ADMIN_BASENAME}/`)) throw new Error(`admin extension ${extension.name}: ${screen.path} is not under ${ADMIN_BASENAME}/`);
    const Screen = lazy(screen.load);
    return {
      path: screen.path.slice(ADMIN_BASENAME.length + 1),
      element: screen.permissions?.length ? (
        <RequirePermission permissions={screen.permissions}>
          <Screen />
        </RequirePermission>
      ) : (
        <Screen />
      ),
    };
  }),
);
