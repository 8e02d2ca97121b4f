import type { UserView } from './views.js';

/**
 * A user in REST payloads (docs/features.md, "Accounts and permissions"): `ID`, `Email`, `role`
 * as an object carrying its `ID`, `name` and `permissions` (clients read
 * `role.permissions`), and `profile`. A request that changes a role sends the role's id as `role`.
 */
export function restUser(user: UserView) {
  return {
    ID: user.id,
    Email: user.email,
    role: { ID: user.role.id, name: user.role.name, permissions: user.role.permissions },
    status: user.status,
    profile: { name: user.name, jobTitle: user.jobTitle, image: user.image },
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastLoginAt: user.lastLoginAt,
  };
}
