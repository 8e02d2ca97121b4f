import type { UserView } from './views.js';

/**
 * A user in REST payloads (SPEC.md §3 server payload view): `ID`, `Email`, `role` as the role's
 * id (DESIGN.md §5) plus its name and permissions, and `profile`.
 */
export function restUser(user: UserView) {
  return {
    ID: user.id,
    Email: user.email,
    role: user.role.id,
    roleName: user.role.name,
    permissions: user.role.permissions,
    status: user.status,
    profile: { name: user.name, jobTitle: user.jobTitle, image: user.image },
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastLoginAt: user.lastLoginAt,
  };
}
