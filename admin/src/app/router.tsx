import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../auth/RequireAuth';
import { RequirePermission } from '../auth/RequirePermission';
import { SessionRoot } from '../auth/SessionRoot';
import { extensionRoutes } from '../extensions/routes';
import { AuthLayout } from '../layout/AuthLayout';
import { ShellSkeleton } from '../layout/ShellSkeleton';
import { RouteErrorScreen } from '../screens/errors/RouteErrorScreen';
// The login form is the first paint of a signed-out visit: in the first chunk, no round-trip for it.
import { LoginScreen } from '../screens/auth/LoginScreen';
import { loadSignedInShell } from './loadSignedInShell';
import { ADMIN_BASENAME, paths } from './paths';

/** React.lazy for a named export, so every screen is its own chunk. */
function lazyScreen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const SignedInLayout = lazyScreen(loadSignedInShell, 'SignedInLayout');
const PageOverviewScreen = lazyScreen(loadSignedInShell, 'PageOverviewScreen');
const PageTypeOverviewScreen = lazyScreen(loadSignedInShell, 'PageTypeOverviewScreen');
// The password screens need the GraphQL client, which the login screen does without.
const ApolloOutlet = lazyScreen(() => import('../api/ApolloOutlet'), 'ApolloOutlet');
const ForgotPasswordScreen = lazyScreen(() => import('../screens/auth/ForgotPasswordScreen'), 'ForgotPasswordScreen');
const ResetPasswordScreen = lazyScreen(() => import('../screens/auth/ResetPasswordScreen'), 'ResetPasswordScreen');
const ActivateAccountScreen = lazyScreen(() => import('../screens/auth/ActivateAccountScreen'), 'ActivateAccountScreen');
const MenuStructureScreen = lazyScreen(() => import('../screens/menu/MenuStructureScreen'), 'MenuStructureScreen');
const NewPageScreen = lazyScreen(() => import('../screens/pages/NewPageScreen'), 'NewPageScreen');
const PageEditorScreen = lazyScreen(() => import('../screens/pages/PageEditorScreen'), 'PageEditorScreen');
const MediaLibraryScreen = lazyScreen(() => import('../screens/media/MediaLibraryScreen'), 'MediaLibraryScreen');
const PublicationRequestsScreen = lazyScreen(
  () => import('../screens/publication/PublicationRequestsScreen'),
  'PublicationRequestsScreen',
);
const ReleasesScreen = lazyScreen(() => import('../screens/releases/ReleasesScreen'), 'ReleasesScreen');
const ReleaseScreen = lazyScreen(() => import('../screens/releases/ReleaseScreen'), 'ReleaseScreen');
const UsersScreen = lazyScreen(() => import('../screens/users/UsersScreen'), 'UsersScreen');
const RolesScreen = lazyScreen(() => import('../screens/users/RolesScreen'), 'RolesScreen');
const SearchIndexScreen = lazyScreen(() => import('../screens/search/SearchIndexScreen'), 'SearchIndexScreen');
const SiteSettingsScreen = lazyScreen(() => import('../screens/settings/SiteSettingsScreen'), 'SiteSettingsScreen');
const UserSettingsScreen = lazyScreen(() => import('../screens/account/UserSettingsScreen'), 'UserSettingsScreen');
const NotFoundScreen = lazyScreen(() => import('../screens/errors/NotFoundScreen'), 'NotFoundScreen');

export const adminRoutes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: paths.login, element: <LoginScreen /> },
          {
            element: <ApolloOutlet />,
            children: [
              { path: paths.forgotPassword, element: <ForgotPasswordScreen /> },
              { path: paths.resetPassword, element: <ResetPasswordScreen /> },
              { path: paths.activateAccount, element: <ActivateAccountScreen /> },
            ],
          },
        ],
      },
      {
        // Every other admin route requires a session.
        element: <RequireAuth />,
        children: [
          {
            element: (
              <Suspense fallback={<ShellSkeleton />}>
                <SignedInLayout />
              </Suspense>
            ),
            children: [
              {
                // Inside the layout, so a failing screen keeps the navigation usable.
                errorElement: <RouteErrorScreen />,
                children: [
                  { index: true, element: <PageOverviewScreen /> },
                  { path: paths.menuStructure, element: <RequirePermission screen="menuStructure"><MenuStructureScreen /></RequirePermission> },
                  { path: paths.newPage, element: <RequirePermission screen="newPage"><NewPageScreen /></RequirePermission> },
                  { path: paths.pageTypeOverview, element: <PageTypeOverviewScreen /> },
                  { path: paths.pageEditor, element: <PageEditorScreen /> },
                  { path: paths.mediaLibrary, element: <MediaLibraryScreen /> },
                  {
                    path: paths.publicationRequests,
                    element: <RequirePermission screen="publicationRequests"><PublicationRequestsScreen /></RequirePermission>,
                  },
                  { path: paths.releases, element: <RequirePermission screen="releases"><ReleasesScreen /></RequirePermission> },
                  { path: paths.release, element: <RequirePermission screen="releases"><ReleaseScreen /></RequirePermission> },
                  { path: paths.users, element: <RequirePermission screen="users"><UsersScreen /></RequirePermission> },
                  { path: paths.roles, element: <RequirePermission screen="roles"><RolesScreen /></RequirePermission> },
                  { path: paths.searchIndex, element: <RequirePermission screen="searchIndex"><SearchIndexScreen /></RequirePermission> },
                  { path: paths.siteSettings, element: <RequirePermission screen="siteSettings"><SiteSettingsScreen /></RequirePermission> },
                  { path: paths.userSettings, element: <UserSettingsScreen /> },
                  ...extensionRoutes,
                  { path: '*', element: <NotFoundScreen /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });
}
