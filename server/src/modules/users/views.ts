import type { PermissionGrant, Role, User, UserStatus } from './entities.js';

export interface RoleView {
  id: number;
  name: string;
  builtIn: boolean;
  permissions: PermissionGrant[];
}

export interface UserView {
  id: number;
  email: string;
  name: string;
  jobTitle: string;
  status: UserStatus;
  role: RoleView;
  /** `/api/blokwerk/user/{id}/image?v=…`, or null without a profile image. */
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt: Date | null;
}

export function roleView(role: Role): RoleView {
  return { id: role.id, name: role.name, builtIn: role.builtIn, permissions: role.permissions };
}

export function userImageUrl(user: Pick<User, 'id' | 'imageSha256'>): string | null {
  return user.imageSha256 ? `/api/blokwerk/user/${user.id}/image?v=${user.imageSha256.slice(0, 16)}` : null;
}

/** The user as operations return it; `role` must be loaded. */
export function userView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    jobTitle: user.jobTitle,
    status: user.status,
    role: roleView(user.role),
    image: userImageUrl(user),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastLoginAt: user.lastLoginAt ?? null,
  };
}
