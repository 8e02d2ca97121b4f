import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../operations/actor.js';
import { ANONYMOUS } from '../../operations/actor.js';
import type { PermissionCatalogue } from '../../operations/permissions.js';
import type { PermissionGrant } from '../users/entities.js';

/** An active account with its role's grants, as one row; the columns are null without one. */
export interface ActorRow {
  actor_id: number | null;
  actor_email: string | null;
  actor_permissions: PermissionGrant[] | null;
}

/**
 * What joins an active account and its role to a user id (`userIdExpression`): one statement,
 * no entities, since every signed-in request pays it. The session store reads the session row
 * and its actor with it in one go.
 */
export const actorJoin = (userIdExpression: string) => ({
  columns: `u."id" as "actor_id", u."email" as "actor_email", r."permissions" as "actor_permissions"`,
  joins: `left join "app_user" u on u."id" = ${userIdExpression} and u."status" = 'active' left join "role" r on r."id" = u."role_id"`,
});

/**
 * A deleted or not-yet-active account is nobody: its old sessions are refused everywhere at once.
 * Grants of permissions this server does not know (an extension since removed) grant nothing.
 */
export function actorFromRow(row: Partial<Record<keyof ActorRow, unknown>> | undefined, known: PermissionCatalogue): Actor {
  const { actor_id: userId, actor_email: email, actor_permissions: grants } = row ?? {};
  if (typeof userId !== 'number' || typeof email !== 'string' || !Array.isArray(grants)) return ANONYMOUS;
  const permissions = new Set((grants as PermissionGrant[]).map((g) => g.name).filter((n) => known.has(n)));
  return { kind: 'user', userId, email, permissions };
}

/** The actor behind a user id, when the session store has not read it already. */
export async function loadActor(em: EntityManager, userId: number | undefined, known: PermissionCatalogue): Promise<Actor> {
  if (userId === undefined) return ANONYMOUS;
  const { columns, joins } = actorJoin('given."id"');
  const [row] = await em.execute<ActorRow[]>(`select ${columns} from (select ?::int as "id") given ${joins}`, [userId]);
  return actorFromRow(row, known);
}
