import { createBrowserRouter, type RouteObject } from 'react-router';
import { ADMIN_BASENAME, paths } from '../routing/paths';
import { RouteErrorScreen } from '../screens/errors/RouteErrorScreen';
import { RequirePermission } from './RequirePermission';
import { extensionRoutes } from './extensionRoutes';
import { lazyScreen } from './lazyScreen';
// Loaded with the router (loadSignedInApp fetches both side by side): the layout and the landing
// lists render at once, where lazy screens would show a fallback first and hold them back.
import { PageOverviewScreen, PageTypeOverviewScreen, SignedInLayout } from './signedInShell';
const MenuStructureScreen = lazyScreen(() => import('../screens/menu/MenuStructureScreen'), 'MenuStructureScreen');
const NewPageScreen = lazyScreen(() => import('../screens/pages/NewPageScreen'), 'NewPageScreen');
const PageEditorScreen = lazyScreen(() => import('../screens/pages/PageEditorScreen'), 'PageEditorScreen');
const MediaLibraryScreen = lazyScreen(() => import('../screens/media/MediaLibraryScreen'), 'MediaLibraryScreen');
const PublicationRequestsScreen = lazyScreen(() => import('../screens/publication/PublicationRequestsScreen'), 'PublicationRequestsScreen');
const ReleasesScreen = lazyScreen(() => import('../screens/releases/ReleasesScreen'), 'ReleasesScreen');
const ReleaseScreen = lazyScreen(() => import('../screens/releases/ReleaseScreen'), 'ReleaseScreen');
const UsersScreen = lazyScreen(() => import('../screens/users/UsersScreen'), 'UsersScreen');
const RolesScreen = lazyScreen(() => import('../screens/users/RolesScreen'), 'RolesScreen');
const SearchIndexScreen = lazyScreen(() => import('../screens/search/SearchIndexScreen'), 'SearchIndexScreen');
const WebhooksScreen = lazyScreen(() => import('../screens/webhooks/WebhooksScreen'), 'WebhooksScreen');
const AccessTokensScreen = lazyScreen(() => import('../screens/access-tokens/AccessTokensScreen'), 'AccessTokensScreen');
const SiteSettingsScreen = lazyScreen(() => import('../screens/settings/SiteSettingsScreen'), 'SiteSettingsScreen');
const UserSettingsScreen = lazyScreen(() => import('../screens/account/UserSettingsScreen'), 'UserSettingsScreen');
const NotFoundScreen = lazyScreen(() => import('../screens/errors/NotFoundScreen'), 'NotFoundScreen');

/**
 * The signed-in admin's routes. The signed-out screens and the session check render without the
 * router (App.tsx), which loads only for a session, so it is none of the first load's weight.
 */
export const adminRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    element: <SignedInLayout />,
    children: [
      {
        // Inside the layout, so a failing screen keeps the navigation usable.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <PageOverviewScreen /> },
          {
            path: paths.menuStructure,
            element: (
              <RequirePermission screen="menuStructure">
                <MenuStructureScreen />
              </RequirePermission>
            ),
          },
          {
            path: paths.newPage,
            element: (
              <RequirePermission screen="newPage">
                <NewPageScreen />
              </RequirePermission>
            ),
          },
          { path: paths.pageTypeOverview, element: <PageTypeOverviewScreen /> },
          { path: paths.pageEditor, element: <PageEditorScreen /> },
          { path: paths.mediaLibrary, element: <MediaLibraryScreen /> },
          {
            path: paths.publicationRequests,
            element: (
              <RequirePermission screen="publicationRequests">
                <PublicationRequestsScreen />
              </RequirePermission>
            ),
          },
          {
            path: paths.releases,
            element: (
              <RequirePermission screen="releases">
                <ReleasesScreen />
              </RequirePermission>
            ),
          },
          {
            path: paths.release,
            element: (
              <RequirePermission screen="releases">
                <ReleaseScreen />
              </RequirePermission>
            ),
          },
          {
            path: paths.users,
            element: (
              <RequirePermission screen="users">
                <UsersScreen />
              </RequirePermission>
            ),
          },
          {
            path: paths.roles,
            element: (
              <RequirePermission screen="roles">
                <RolesScreen />
              </RequirePermission>
            ),
          },
          {
            path: paths.searchIndex,
            element: (
              <RequirePermission screen="searchIndex">
                <SearchIndexScreen />
              </RequirePermission>
            ),
          },
          {
            path: paths.accessTokens,
            element: (
              <RequirePermission screen="accessTokens">
                <AccessTokensScreen />
              </RequirePermission>
            ),
          },
          {
            path: paths.siteSettings,
            element: (
              <RequirePermission screen="siteSettings">
                <SiteSettingsScreen />
              </RequirePermission>
            ),
          },
          {
            path: paths.webhooks,
            element: (
              <RequirePermission screen="webhooks">
                <WebhooksScreen />
              </RequirePermission>
            ),
          },
          { path: paths.userSettings, element: <UserSettingsScreen /> },
          ...extensionRoutes,
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });
}
