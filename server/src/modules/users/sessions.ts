import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_TABLE } from '../../http/session.js';

/**
 * Ends every session of a user (password reset, deletion), optionally but the current one.
 * Runs in the caller's transaction.
 */
export async function endSessionsOf(em: EntityManager, userId: number, exceptSessionId?: string): Promise<void> {
  await em
    .getConnection()
    .execute(
      `delete from "${SESSION_TABLE}" where ("sess" ->> 'userId')::int = ? and "sid" <> ?`,
      [userId, exceptSessionId ?? ''],
      'run',
      em.getTransactionContext(),
    );
}
