import { defineEntity, p } from '@mikro-orm/core';
import type { Permission } from '../../operations/permissions.js';

/** A permission held by a role; `params` can narrow it (e.g. to a page type). */
export interface PermissionGrant {
  name: Permission;
  params?: Record<string, unknown>;
}

export const RoleSchema = defineEntity({
  name: 'Role',
  tableName: 'role',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    permissions: p.json<PermissionGrant[]>(),
    builtIn: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Role extends RoleSchema.class {}
RoleSchema.setClass(Role);

export type UserStatus = 'pending' | 'active';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.integer().primary(),
    email: p.string().length(254),
    /** argon2id; null until the account is activated. */
    passwordHash: p.string().length(255).nullable().hidden(),
    status: p.enum(['pending', 'active'] as const),
    role: () => p.manyToOne(Role),
    name: p.string().length(255),
    jobTitle: p.string().length(255).default(''),
    /** Hash of the profile image, null without one; part of the image URL so caches never go stale. */
    imageSha256: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    lastLoginAt: p.datetime().nullable(),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);

/** Profile image bytes, apart from the user row so lists never load them. */
export const UserImageSchema = defineEntity({
  name: 'UserImage',
  tableName: 'user_image',
  properties: {
    user: () => p.oneToOne(User).primary().owner().deleteRule('cascade'),
    contentType: p.string().length(32),
    width: p.integer(),
    height: p.integer(),
    bytes: p.blob().lazy(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class UserImage extends UserImageSchema.class {}
UserImageSchema.setClass(UserImage);

export type TokenPurpose = 'activation' | 'password-reset';

/** Activation and password-reset tokens: only their SHA-256 is stored; single use, expiring. */
export const OneTimeTokenSchema = defineEntity({
  name: 'OneTimeToken',
  tableName: 'one_time_token',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    purpose: p.enum(['activation', 'password-reset'] as const),
    tokenHash: p.string().length(64),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class OneTimeToken extends OneTimeTokenSchema.class {}
OneTimeTokenSchema.setClass(OneTimeToken);
