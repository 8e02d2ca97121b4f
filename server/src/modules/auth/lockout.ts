import type { EntityManager } from '@mikro-orm/postgresql';

export const LOCK_MINUTES = 10;
/** Failures of one account from one address: that address may no longer try that account. */
export const ACCOUNT_FAILURES = 5;
/** Failures from one address, whatever the accounts (credential stuffing): the address is locked. */
export const ADDRESS_FAILURES = 50;
/**
 * Failures of one account from any addresses: only many addresses together reach it (each stops
 * at ACCOUNT_FAILURES), so it bounds distributed guessing without letting one address lock
 * the account for everyone.
 */
export const ACCOUNT_FAILURES_EVERYWHERE = 100;

/** What the failures are counted by: the columns of `login_attempt` and their values. */
type Key = Partial<Record<'account' | 'ip', string>>;

/**
 * When `threshold` failures fall within any 10 minutes, the key is locked for 10 minutes from
 * the last of them (docs/security.md, "Limits"): a sliding window over the recorded failures, so the result
 * is exact whatever process recorded them. Refused attempts are recorded as `locked`, not as
 * failures, so a lock ends on time even under attack.
 */
async function lockedUntil(em: EntityManager, key: Key, threshold: number): Promise<Date | null> {
  const columns = Object.keys(key) as (keyof Key)[];
  const rows = await em.getConnection().execute<{ until: Date | null }[]>(
    `select max("at") + interval '${LOCK_MINUTES} minutes' as "until" from (
       select "at", lag("at", ${threshold - 1}) over (order by "at") as "earliest"
       from "login_attempt"
       where ${columns.map((column) => `"${column}" = ?`).join(' and ')} and "outcome" = 'failure' and "at" > now() - interval '${2 * LOCK_MINUTES} minutes'
     ) as "windows"
     where "earliest" is not null and "at" - "earliest" <= interval '${LOCK_MINUTES} minutes'`,
    columns.map((column) => key[column]),
    'all',
    em.getTransactionContext(),
  );
  const until = rows[0]?.until ? new Date(rows[0].until) : null;
  return until && until.getTime() > Date.now() ? until : null;
}

/**
 * Locked for this address by the account's failures from it, by the address's own failures
 * (credential stuffing across accounts), or by the account's failures from everywhere.
 */
export async function isLocked(em: EntityManager, account: string, ip: string): Promise<boolean> {
  const locks = await Promise.all([
    lockedUntil(em, { account, ip }, ACCOUNT_FAILURES),
    lockedUntil(em, { ip }, ADDRESS_FAILURES),
    lockedUntil(em, { account }, ACCOUNT_FAILURES_EVERYWHERE),
  ]);
  return locks.some((until) => until !== null);
}
