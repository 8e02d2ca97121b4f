import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { recordId } from '../../operations/fields.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { keysetInput } from '../../operations/keyset.js';
import { findCursorPage, type CursorListPage } from '../../operations/keyset-list.js';
import { containsPattern, listInput } from '../../operations/pagination.js';
import { issueToken, revokeTokens, ACTIVATION_VALID_DAYS } from './tokens.js';
import { endSessionsOf } from './sessions.js';
import { activationMail } from '../mail/templates.js';
import { assertAdministratorsRemain, grantsUserManagement } from './administrators.js';
import { AuditEntry } from '../audit/entities.js';
import { Role, User } from './entities.js';
import { storeProfileImage, uploadedImage } from './profile-image.js';
import { userView, type UserView } from './views.js';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const profile = z.object({
  name: z.string().trim().min(1).max(255),
  jobTitle: z.string().trim().max(255).default(''),
});

export async function findUser(em: EntityManager, id: number): Promise<User> {
  const user = await em.findOne(User, id, { populate: ['role'] });
  if (!user) throw new DomainError('UM_02', 'id');
  return user;
}

async function findRole(em: EntityManager, id: number): Promise<Role> {
  const role = await em.findOne(Role, id);
  if (!role) throw new DomainError('V_12', 'role');
  return role;
}

async function assertEmailFree(em: EntityManager, address: string, exceptId?: number): Promise<void> {
  const taken = await em.findOne(User, { email: address, ...(exceptId === undefined ? {} : { id: { $ne: exceptId } }) });
  if (taken) throw new DomainError('V_06', 'email');
}

/** Sends the activation link once the new account is committed. */
async function sendActivation(ctx: OperationContext, user: User): Promise<void> {
  const token = await issueToken(ctx.em, user, 'activation');
  const link = `${ctx.services.publicUrl()}/cmsadmin/activate-account?token=${token}`;
  ctx.afterCommit(() => ctx.services.mailer.send(activationMail(user.email, user.name, link, ACTIVATION_VALID_DAYS)));
}

/** Strict: a property users.create does not store (an `image` sent as JSON) is refused by name. */
export const createUserInput = z.strictObject({
  email,
  role: recordId,
  profile: profile.strict(),
  /** A multipart `profileImage` part (REST), judged as PUT user/{id}/image judges one. */
  profileImage: uploadedImage.optional(),
});

/** POST user and POST auth/register: a pending account that activates through the mailed link. */
export const createUser = defineOperation({
  name: 'users.create',
  access: { permission: 'manage-users' },
  kind: 'write',
  input: createUserInput,
  audit: { action: 'user.create', target: (_input, output: UserView) => ({ type: 'user', id: output.id }) },
  async run(ctx, input): Promise<UserView> {
    await assertEmailFree(ctx.em, input.email);
    const role = await findRole(ctx.em, input.role);
    const now = new Date();
    const user = ctx.em.create(User, {
      email: input.email,
      status: 'pending',
      role,
      name: input.profile.name,
      jobTitle: input.profile.jobTitle,
      passwordHash: null,
      imageSha256: null,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await ctx.em.persist(user).flush();
    } catch (error) {
      // Two requests creating the same address at once: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('V_06', 'email');
      ctx.log.error({ err: error }, 'user creation failed');
      throw new DomainError('UM_09');
    }
    // In the same transaction: an image refused (UM_05–UM_08) leaves no account behind.
    if (input.profileImage) await storeProfileImage(ctx, user, input.profileImage);
    await sendActivation(ctx, user);
    return userView(user);
  },
});

export const updateUser = defineOperation({
  name: 'users.update',
  access: { permission: 'manage-users' },
  kind: 'write',
  input: z.object({ id: recordId, email: email.optional(), role: recordId.optional(), profile: profile.partial().optional() }),
  audit: { action: 'user.update', target: (input) => ({ type: 'user', id: input.id }) },
  async run(ctx, input): Promise<UserView> {
    const user = await findUser(ctx.em, input.id);
    if (input.email !== undefined && input.email !== user.email) {
      await assertEmailFree(ctx.em, input.email, user.id);
      user.email = input.email;
      // Links mailed to the old address (a typo, an address someone else reads) must not open
      // the account: they are revoked; a pending account gets its activation at the new address.
      await revokeTokens(ctx.em, user);
      if (user.status === 'pending') await sendActivation(ctx, user);
      // Changing one's own address ends one's other sessions, as a password change does.
      if (ctx.actor.kind === 'user' && ctx.actor.userId === user.id) await endSessionsOf(ctx.em, user.id, ctx.session.id);
    }
    if (input.role !== undefined && input.role !== user.role.id) {
      const role = await findRole(ctx.em, input.role);
      if (!grantsUserManagement(role)) await assertAdministratorsRemain(ctx.em, { removedUserId: user.id });
      user.role = role;
    }
    if (input.profile?.name !== undefined) user.name = input.profile.name;
    if (input.profile?.jobTitle !== undefined) user.jobTitle = input.profile.jobTitle;
    await ctx.em.flush();
    return userView(user);
  },
});

/**
 * Deletes the account with its profile image, tokens and sessions, and detaches its audit
 * entries (UM_03 when they cannot be); never oneself or the last administrator (V_07).
 */
export const deleteUser = defineOperation({
  name: 'users.delete',
  access: { permission: 'manage-users' },
  kind: 'write',
  input: z.object({ id: recordId }),
  audit: { action: 'user.delete', target: (input) => ({ type: 'user', id: input.id }) },
  async run(ctx, input): Promise<{ id: number }> {
    if (ctx.actor.kind === 'user' && ctx.actor.userId === input.id) throw new DomainError('V_07', 'id');
    const user = await findUser(ctx.em, input.id);
    await assertAdministratorsRemain(ctx.em, { removedUserId: user.id });
    await endSessionsOf(ctx.em, user.id);
    try {
      // The entries stay (the audit trail outlives the account, naming it by address) but no
      // longer point at it: done here rather than by the foreign key, so a failure is told apart.
      await ctx.em.nativeUpdate(AuditEntry, { actorId: user.id }, { actorId: null });
    } catch (error) {
      ctx.log.error({ err: error, userId: user.id }, 'detaching the audit entries of a deleted user failed');
      throw new DomainError('UM_03');
    }
    try {
      // Image and tokens go with the row (ON DELETE CASCADE); audit entries keep the actor's address.
      await ctx.em.remove(user).flush();
    } catch (error) {
      ctx.log.error({ err: error, userId: user.id }, 'user deletion failed');
      throw new DomainError('UM_10');
    }
    return { id: input.id };
  },
});

export const getUser = defineOperation({
  name: 'users.get',
  access: { permission: 'manage-users' },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<UserView> {
    return userView(await findUser(ctx.em, input.id));
  },
});

/** Each sort column's keyset key (operations/keyset-list.ts); the last login is null for those who never logged in. */
const USER_SORTS = {
  createdAt: { column: 'created_at', kind: 'timestamp' },
  updatedAt: { column: 'updated_at', kind: 'timestamp' },
  name: { column: 'name', kind: 'text' },
  email: { column: 'email', kind: 'text' },
  lastLoginAt: { column: 'last_login_at', kind: 'timestamp', nullable: true },
} as const;
const USER_COLUMNS = ['createdAt', 'updatedAt', 'name', 'email', 'lastLoginAt'] as const;

/** GET user/list: one count and one page query (role joined), whatever the page size; by pageIndex or cursor. */
export const listUsers = defineOperation({
  name: 'users.list',
  access: { permission: 'manage-users' },
  kind: 'read',
  input: listInput(USER_COLUMNS, 'createdAt').extend(keysetInput),
  async run(ctx, input): Promise<CursorListPage<UserView>> {
    const pattern = containsPattern(input.searchTerm);
    const where = input.searchTerm ? { $or: [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }] } : {};
    const sort = { property: input.columnToSort, direction: input.sortOrder, ...USER_SORTS[input.columnToSort] };
    const page = await findCursorPage<User, 'role'>(ctx.em, User, where, sort, input, input.searchTerm.toLowerCase(), { populate: ['role'] });
    return { ...page, items: page.items.map(userView) };
  },
});
