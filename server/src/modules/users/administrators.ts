import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import { Role, User } from './entities.js';

/** An administrator is an active user whose role may manage users (and so everything else). */
export function grantsUserManagement(role: Pick<Role, 'permissions'>): boolean {
  return role.permissions.some((g) => g.name === 'manage-users');
}

/**
 * Serialises changes that could remove the last administrator, then refuses them (V_07)
 * when no administrator would be left. Runs inside the operation's transaction.
 */
export async function assertAdministratorsRemain(
  em: EntityManager,
  change: { removedUserId?: number; roleChange?: { roleId: number; grants: boolean } },
): Promise<void> {
  await em.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', ['blokwerk:administrators'], 'run', em.getTransactionContext());
  const roles = await em.find(Role, {});
  const adminRoleIds = roles
    .filter((role) => (change.roleChange?.roleId === role.id ? change.roleChange.grants : grantsUserManagement(role)))
    .map((role) => role.id);
  const remaining = await em.count(User, {
    status: 'active',
    role: { $in: adminRoleIds },
    ...(change.removedUserId === undefined ? {} : { id: { $ne: change.removedUserId } }),
  });
  if (remaining === 0) throw new DomainError('V_07');
}
