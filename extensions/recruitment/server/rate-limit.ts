import { DomainError, type OperationContext } from '@blokwerk/server/extension';

/** A table of attempts per address (`ip`, `at`), pruned by a cleaning task once older than the window. */
export interface AttemptLimit {
  table: 'application_submission' | 'consent_log_attempt' | 'newsletter_signup_attempt';
  /** Attempts one address may make within the window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts an attempt of the caller's address, or refuses it (429 AUTH_03, Retry-After: when the
 * oldest attempt in the window leaves it) when the address made `limit` already. Attempts of one
 * address wait for each other (a transaction-scoped lock), so a burst cannot pass the count
 * together. Run it in a transaction of its own, so the attempt counts whatever follows.
 */
export async function countAttempt(em: OperationContext['em'], ip: string, { table, limit, windowSeconds }: AttemptLimit): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`recruitment-${table}:${ip}`]);
  const [row] = await em.execute<{ n: number; wait: number | null }[]>(
    `select count(*)::int as "n", ceil(extract(epoch from min("at") + make_interval(secs => ?) - now()))::int as "wait"
       from "${table}" where "ip" = ? and "at" > now() - make_interval(secs => ?)`,
    [windowSeconds, ip, windowSeconds],
  );
  if ((row?.n ?? 0) >= limit) {
    const error = new DomainError('AUTH_03');
    error.retryAfter = Math.max(1, row?.wait ?? windowSeconds);
    throw error;
  }
  await em.execute(`insert into "${table}" ("ip") values (?)`, [ip]);
}
