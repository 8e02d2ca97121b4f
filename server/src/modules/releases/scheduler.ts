import { DomainError } from '../../errors.js';
import { noSessionPort } from '../../http/session-port.js';
import { ANONYMOUS } from '../../operations/actor.js';
import type { OperationContext } from '../../operations/define.js';
import { recordAudit } from '../audit/record.js';
import type { BackgroundDeps, BackgroundTask } from '../module.js';
import { Release } from './entities.js';
import { publishRelease } from './publish.js';

type SchedulerDeps = Pick<BackgroundDeps, 'orm' | 'services' | 'log'>;

/** How often each process asks for the next due release: a schedule made or changed anywhere is known here within this. */
const NEXT_DUE_POLL_MS = 500;
/** setTimeout's limit; a farther release is re-armed by the poll long before. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Publishes one due release in its own transaction. The row is claimed with FOR UPDATE SKIP
 * LOCKED and leaves `scheduled` in the same transaction as the publication, so with any number
 * of processes it runs exactly once. A refusal (a conflict, a page the workflow refuses) rolls
 * back to a savepoint: no item is published, and the release goes back to approved with the
 * reason in `outcome`.
 */
export async function runOneDueRelease(deps: SchedulerDeps, now = new Date()): Promise<boolean> {
  const tasks: (() => void)[] = [];
  const ran = await deps.orm.em.fork().transactional(async (em) => {
    const [claimed] = await em
      .getConnection()
      .execute<{ id: number }[]>(
        `select "id" from "release" where "status" = 'scheduled' and "scheduled_at" <= ? order by "scheduled_at", "id" limit 1 for update skip locked`,
        [now],
        'all',
        em.getTransactionContext(),
      );
    if (!claimed) return false;
    const attempt: (() => void)[] = [];
    const ctx = (scope: typeof em): OperationContext => ({
      actor: ANONYMOUS,
      em: scope,
      log: deps.log,
      session: noSessionPort,
      request: { ip: 'scheduler' },
      services: deps.services,
      afterCommit: (task) => attempt.push(task),
    });
    try {
      await em.transactional(async (inner) => {
        const release = await inner.findOneOrFail(Release, claimed.id);
        await publishRelease(ctx(inner), release);
        recordAudit(ctx(inner), 'release.publish', { type: 'release', id: release.id }, { scheduledAt: release.scheduledAt?.toISOString() ?? null });
        await inner.flush();
      });
      tasks.push(...attempt, () => deps.log.info({ releaseId: claimed.id }, 'scheduled release published'));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      em.clear();
      const release = await em.findOneOrFail(Release, claimed.id);
      Object.assign(release, { status: 'approved', outcome: error.errors.map((e) => e.code).join(','), updatedAt: new Date() });
      recordAudit(ctx(em), 'release.schedule-failed', { type: 'release', id: release.id }, { outcome: release.outcome });
      await em.flush();
      tasks.push(() => deps.log.warn({ releaseId: claimed.id, outcome: release.outcome }, 'scheduled release refused'));
    }
    return true;
  });
  for (const task of tasks) task();
  return ran;
}

async function nextDue(deps: SchedulerDeps): Promise<Date | null> {
  const [row] = await deps.orm.em
    .getConnection()
    .execute<{ at: Date | null }[]>(`select min("scheduled_at") as "at" from "release" where "status" = 'scheduled'`);
  return row?.at ? new Date(row.at) : null;
}

/**
 * Publishes scheduled releases at their moment in every process that runs it: a timer set for
 * the next due release fires on time (not at the general scheduler's 15 s), and a short poll of
 * the next due moment makes every process follow schedules made or cancelled in any other.
 * Whichever process claims a release first publishes it; the others find it gone (SKIP LOCKED,
 * then no longer scheduled) and the content events bring their caches along.
 */
export function startReleaseScheduler(deps: SchedulerDeps, pollMs = NEXT_DUE_POLL_MS): BackgroundTask {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let armedFor: number | null = null;
  let chain: Promise<void> = Promise.resolve();
  // A poll that fails (the database is away) is retried by the next one; a failed run is worth an error.
  const serially = (work: () => Promise<void>, level: 'debug' | 'error') => {
    chain = chain
      .then(work)
      .catch((error: unknown) => deps.log[level]({ err: error }, level === 'error' ? 'scheduled release failed' : 'next due release not known'));
  };
  const arm = async () => {
    const due = await nextDue(deps);
    if (stopped || (due?.getTime() ?? null) === armedFor) return;
    clearTimeout(timer);
    armedFor = due?.getTime() ?? null;
    if (!due) return;
    timer = setTimeout(() => serially(runDue, 'error'), Math.min(Math.max(0, due.getTime() - Date.now()), MAX_TIMER_MS));
    timer.unref();
  };
  const runDue = async () => {
    armedFor = null;
    // One release per transaction, until none is due.
    let ran: boolean;
    do ran = !stopped && (await runOneDueRelease(deps));
    while (ran);
    if (!stopped) await arm();
  };
  const poll = setInterval(() => serially(arm, 'debug'), pollMs);
  poll.unref();
  serially(arm, 'debug');
  return {
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(timer);
      await chain;
    },
  };
}
