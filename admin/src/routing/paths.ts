/** Where the admin is mounted (the server serves the built SPA there). */
export const ADMIN_BASENAME = '/cmsadmin';

/** Client routes below ADMIN_BASENAME. The helpers below build plain strings: the first load has no router. */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  activateAccount: '/activate-account',
  pageOverview: '/',
  menuStructure: '/menu-structure',
  newPage: '/new-page',
  pageTypeOverview: '/page-overview/:pagetype',
  pageEditor: '/page/:pageId',
  mediaLibrary: '/medialibrary',
  publicationRequests: '/publication-requests',
  releases: '/releases',
  release: '/releases/:releaseId',
  users: '/users',
  roles: '/roles',
  searchIndex: '/search-index',
  accessTokens: '/access-tokens',
  siteSettings: '/site-settings',
  webhooks: '/webhooks',
  userSettings: '/user/settings',
} as const;

/** The parameter is the lower-cased, URL-encoded page-type id. */
export function pageTypeOverviewPath(pageTypeId: string): string {
  return `/page-overview/${encodeURIComponent(pageTypeId.toLowerCase())}`;
}

/** One release's screen (`/releases/{id}`). */
export function releasePath(releaseId: number): string {
  return `/releases/${releaseId}`;
}

/** The page editor's route for one page (`/page/{id}`). */
export function pageEditorPath(pageId: number): string {
  return `/page/${pageId}`;
}
