import { z } from 'zod';
import { recordId } from '../../operations/fields.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { assertAdministratorsRemain, grantsUserManagement } from './administrators.js';
import { Role, User } from './entities.js';
import { roleView, type RoleView } from './views.js';

/**
 * `params` would narrow a permission (to a page type, say), but no operation enforces them yet:
 * a role that looks narrowed while it grants the whole permission is worse than none, so a grant
 * with params is refused (V_12 on `permissions.N.params`) until permissions enforce their own.
 */
const grants = z
  .array(z.object({ name: z.string().max(100), params: z.never().optional() }))
  .max(400)
  // One grant per permission: the last one given wins.
  .transform((list) => [...new Map(list.map((g) => [g.name, g])).values()]);
const roleFields = z.object({ name: z.string().trim().min(1).max(100), permissions: grants });

/** The permission list is open (extensions add theirs): a grant must name one this server knows. */
function assertKnownPermissions(ctx: OperationContext, permissions: readonly { name: string }[]): void {
  const errors = permissions.flatMap((grant, index) =>
    ctx.services.platform.permissions.has(grant.name) ? [] : [{ code: 'V_12' as const, property: `permissions.${index}.name` }],
  );
  if (errors.length) throw new DomainError(errors);
}

async function findRole(em: EntityManager, id: number): Promise<Role> {
  const role = await em.findOne(Role, id);
  if (!role) throw new DomainError('V_12', 'id');
  return role;
}

async function assertNameFree(em: EntityManager, name: string, exceptId?: number): Promise<void> {
  const sameName = await em.findOne(Role, { name: { $ilike: name.replace(/[\\%_]/g, (c) => `\\${c}`) } });
  if (sameName && sameName.id !== exceptId) throw new DomainError('V_06', 'name');
}

export const listRoles = defineOperation({
  name: 'roles.list',
  access: { permission: 'manage-users' },
  kind: 'read',
  input: z.object({}),
  async run(ctx): Promise<RoleView[]> {
    return (await ctx.em.find(Role, {}, { orderBy: { id: 'asc' } })).map(roleView);
  },
});

/** The permission names a role can hold, for the role editor's picker. */
export const listPermissions = defineOperation({
  name: 'roles.permissions',
  access: { permission: 'manage-users' },
  kind: 'read',
  input: z.object({}),
  async run(ctx): Promise<string[]> {
    return [...ctx.services.platform.permissions.names];
  },
});

export const createRole = defineOperation({
  name: 'roles.create',
  access: { permission: 'manage-users' },
  kind: 'write',
  input: roleFields,
  audit: { action: 'role.create', target: (_input, output: RoleView) => ({ type: 'role', id: output.id }) },
  async run(ctx, input): Promise<RoleView> {
    assertKnownPermissions(ctx, input.permissions);
    await assertNameFree(ctx.em, input.name);
    const now = new Date();
    const role = ctx.em.create(Role, { name: input.name, permissions: input.permissions, builtIn: false, createdAt: now, updatedAt: now });
    await ctx.em.persist(role).flush();
    return roleView(role);
  },
});

/** Renames or re-permissions a role; refused (V_07) when no administrator would be left. */
export const updateRole = defineOperation({
  name: 'roles.update',
  access: { permission: 'manage-users' },
  kind: 'write',
  input: roleFields.extend({ id: recordId }),
  audit: { action: 'role.update', target: (input) => ({ type: 'role', id: input.id }) },
  async run(ctx, input): Promise<RoleView> {
    assertKnownPermissions(ctx, input.permissions);
    const role = await findRole(ctx.em, input.id);
    await assertNameFree(ctx.em, input.name, role.id);
    if (grantsUserManagement(role) && !grantsUserManagement(input)) {
      await assertAdministratorsRemain(ctx.em, { roleChange: { roleId: role.id, grants: false } });
    }
    role.name = input.name;
    role.permissions = input.permissions;
    await ctx.em.flush();
    return roleView(role);
  },
});

/** Built-in roles and roles still held by someone cannot be deleted (V_07). */
export const deleteRole = defineOperation({
  name: 'roles.delete',
  access: { permission: 'manage-users' },
  kind: 'write',
  input: z.object({ id: recordId }),
  audit: { action: 'role.delete', target: (input) => ({ type: 'role', id: input.id }) },
  async run(ctx, input): Promise<{ id: number }> {
    const role = await findRole(ctx.em, input.id);
    if (role.builtIn || (await ctx.em.count(User, { role })) > 0) throw new DomainError('V_07', 'id');
    await ctx.em.remove(role).flush();
    return { id: input.id };
  },
});
