// The server's list is the only one: the admin needs just its type (erased at build time).
import type { Permission } from '@blokwerk/server/permissions';

export type { Permission };

/**
 * The permissions behind each gated screen: holding any one of them opens the
 * screen. The navigation hides the entry and the route refuses without them.
 */
export const SCREEN_PERMISSIONS = {
  menuStructure: ['manage-menu'],
  newPage: ['create-page'],
  publicationRequests: ['review-publication', 'publish-page'],
  releases: ['edit-page'],
  users: ['manage-users'],
  roles: ['manage-users'],
  searchIndex: ['manage-search-index'],
  accessTokens: ['manage-access-tokens'],
  siteSettings: ['manage-settings'],
  webhooks: ['manage-webhooks'],
} as const satisfies Record<string, readonly Permission[]>;

export type GatedScreen = keyof typeof SCREEN_PERMISSIONS;
