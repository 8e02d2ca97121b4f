import type { MikroORM } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import { noSessionPort } from '../../http/session-port.js';
import type { Logger } from '../../logger.js';
import { ANONYMOUS } from '../../operations/actor.js';
import type { OperationContext, Services } from '../../operations/define.js';
import { recordAudit } from '../audit/record.js';
import { findPage } from '../pages/page-operations.js';
import { PublicationSchedule } from './entities.js';
import { publishVersion, unpublish, workflowOf } from './transitions.js';

export interface SchedulerDeps {
  orm: MikroORM;
  services: Services;
  log: Logger;
}

/** Schedules one run claims at most; the next run continues. */
const BATCH = 20;

/**
 * Runs one due schedule in its own transaction. The row is claimed with FOR UPDATE SKIP
 * LOCKED and marked done in the same transaction as the publication, so with any number of
 * processes each schedule runs exactly once: another process skips the claimed row, and
 * after the commit the row is no longer pending.
 */
async function runOne(deps: SchedulerDeps, now: Date): Promise<boolean> {
  const tasks: (() => void)[] = [];
  const ran = await deps.orm.em.fork().transactional(async (em) => {
    const [claimed] = await em
      .getConnection()
      .execute<{ id: number }[]>(
        `select "id" from "publication_schedule" where "status" = 'pending' and "run_at" <= ? order by "run_at", "id" limit 1 for update skip locked`,
        [now],
        'all',
        em.getTransactionContext(),
      );
    if (!claimed) return false;
    const schedule = await em.findOneOrFail(PublicationSchedule, claimed.id);
    const ctx: OperationContext = {
      actor: ANONYMOUS,
      em,
      log: deps.log,
      session: noSessionPort,
      request: { ip: 'scheduler' },
      services: deps.services,
      afterCommit: (task) => tasks.push(task),
    };
    try {
      const flow = await workflowOf(ctx, await findPage(em, schedule.page.id, true));
      if (schedule.action === 'publish') await publishVersion(ctx, flow, schedule.pageVersion?.id ?? null);
      else await unpublish(ctx, flow);
      Object.assign(schedule, { status: 'done', executedAt: new Date(), outcome: null });
      recordAudit(
        ctx,
        `page.${schedule.action}`,
        { type: 'page', id: schedule.page.id },
        { scheduleId: schedule.id, scheduledBy: schedule.createdBy?.id ?? null },
      );
      tasks.push(() => deps.log.info({ scheduleId: schedule.id, pageId: schedule.page.id, action: schedule.action }, 'scheduled publication ran'));
    } catch (error) {
      // Nothing to do any more (already live, already offline): the schedule failed, the page is as it was.
      if (!(error instanceof DomainError)) throw error;
      em.clear();
      const failed = await em.findOneOrFail(PublicationSchedule, claimed.id);
      Object.assign(failed, { status: 'failed', executedAt: new Date(), outcome: error.errors.map((e) => e.code).join(',') });
    }
    await em.flush();
    return true;
  });
  for (const task of tasks) task();
  return ran;
}

/** Runs every schedule due at `now`; answers how many ran. */
export async function runDueSchedules(deps: SchedulerDeps, now = new Date()): Promise<number> {
  let count = 0;
  while (count < BATCH && (await runOne(deps, now))) count++;
  return count;
}

export interface Scheduler {
  stop(): Promise<void>;
}

/** Looks for due schedules every `intervalMs` (0 disables it: another process runs them). */
export function startScheduler(deps: SchedulerDeps, intervalMs: number): Scheduler {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => runDueSchedules(deps)).catch((error: unknown) => deps.log.error({ err: error }, 'scheduled publication failed'));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
