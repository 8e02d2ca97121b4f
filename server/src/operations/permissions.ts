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
