/** Built-in permissions (DESIGN.md §8); a role holds any subset. */
export const PERMISSIONS = [
  'manage-menu',
  'create-page',
  'edit-page',
  'publish-page',
  'review-publication',
  'manage-media',
  'manage-users',
  'manage-search-index',
  'manage-settings',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * The permissions behind each gated screen (DESIGN.md §8): holding any one of them opens the
 * screen. The navigation hides the entry and the route refuses without them.
 */
export const SCREEN_PERMISSIONS = {
  menuStructure: ['manage-menu'],
  newPage: ['create-page'],
  publicationRequests: ['review-publication', 'publish-page'],
  users: ['manage-users'],
  roles: ['manage-users'],
  searchIndex: ['manage-search-index'],
} as const satisfies Record<string, readonly Permission[]>;

export type GatedScreen = keyof typeof SCREEN_PERMISSIONS;
