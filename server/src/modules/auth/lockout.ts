import type { EntityManager } from '@mikro-orm/postgresql';

export const LOCK_MINUTES = 10;
export const ACCOUNT_FAILURES = 5;
export const ADDRESS_FAILURES = 50;

/**
 * When `threshold` failures fall within any 10 minutes, the key is locked for 10 minutes from
 * the last of them (docs/security.md, "Limits"): a sliding window over the recorded failures, so the result
 * is exact whatever process recorded them. Refused attempts are recorded as `locked`, not as
 * failures, so a lock ends on time even under attack.
 */
async function lockedUntil(em: EntityManager, column: 'account' | 'ip', key: string, threshold: number): Promise<Date | null> {
  const rows = await em.getConnection().execute<{ until: Date | null }[]>(
    `select max("at") + interval '${LOCK_MINUTES} minutes' as "until" from (
       select "at", lag("at", ${threshold - 1}) over (order by "at") as "earliest"
       from "login_attempt"
       where "${column}" = ? and "outcome" = 'failure' and "at" > now() - interval '${2 * LOCK_MINUTES} minutes'
     ) as "windows"
     where "earliest" is not null and "at" - "earliest" <= interval '${LOCK_MINUTES} minutes'`,
    [key],
    'all',
    em.getTransactionContext(),
  );
  const until = rows[0]?.until ? new Date(rows[0].until) : null;
  return until && until.getTime() > Date.now() ? until : null;
}

/** Locked by its own failures, or by its address's (credential stuffing across accounts). */
export async function isLocked(em: EntityManager, account: string, ip: string): Promise<boolean> {
  const [byAccount, byAddress] = await Promise.all([
    lockedUntil(em, 'account', account, ACCOUNT_FAILURES),
    lockedUntil(em, 'ip', ip, ADDRESS_FAILURES),
  ]);
  return byAccount !== null || byAddress !== null;
}
