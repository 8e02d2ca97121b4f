import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../operations/actor.js';
import { ANONYMOUS } from '../../operations/actor.js';
import { PERMISSIONS, type Permission } from '../../operations/permissions.js';
import { User } from '../users/entities.js';

const known = new Set<string>(PERMISSIONS);

/**
 * The actor behind a session's user id: one query per request. A deleted or not-yet-active
 * account yields the anonymous actor, so its old sessions are refused everywhere at once.
 */
export async function loadActor(em: EntityManager, userId: number | undefined): Promise<Actor> {
  if (userId === undefined) return ANONYMOUS;
  const user = await em.findOne(User, { id: userId, status: 'active' }, { populate: ['role'] });
  if (!user) return ANONYMOUS;
  const permissions = new Set(user.role.permissions.map((g) => g.name).filter((n): n is Permission => known.has(n)));
  return { kind: 'user', userId: user.id, email: user.email, permissions };
}
