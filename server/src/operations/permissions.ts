/** The permissions core declares (docs/features.md, "Accounts and permissions"); a role holds any subset. */
export const CORE_PERMISSIONS = [
  'manage-menu',
  'create-page',
  'edit-page',
  'publish-page',
  'review-publication',
  'manage-media',
  'manage-users',
  'manage-search-index',
  'manage-settings',
  'manage-access-tokens',
  'manage-webhooks',
] as const;

export type CorePermission = (typeof CORE_PERMISSIONS)[number];

/**
 * A permission's name: one of core's, or one an extension declares (docs/extensions.md). The
 * list is open, so the type is too; the catalogue of the running server decides what exists,
 * and start-up fails when an operation asks for a permission nobody declared.
 */
export type Permission = CorePermission | (string & {});

/** The permissions this server knows: core's first, then each extension's, in declaration order. */
export interface PermissionCatalogue {
  readonly names: readonly string[];
  has(name: string): boolean;
}

export function permissionCatalogue(names: readonly string[]): PermissionCatalogue {
  const known = new Set(names);
  if (known.size !== names.length) throw new Error(`a permission is declared twice: ${names.filter((n, i) => names.indexOf(n) !== i).join(', ')}`);
  for (const name of names) if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`permission ${name} must be lower-case kebab`);
  return { names: [...names], has: (name) => known.has(name) };
}
