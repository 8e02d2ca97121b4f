import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { PageVersion } from '../pages/entities.js';
import { findPage } from '../pages/page-operations.js';
import { User } from '../users/entities.js';
import { PublicationSchedule, SCHEDULE_ACTIONS } from './entities.js';

export interface ScheduleView {
  id: number;
  pageID: number;
  action: PublicationSchedule['action'];
  /** The version a publish puts live (the head when it was scheduled). */
  pageVersionID: number | null;
  runAt: Date;
  status: PublicationSchedule['status'];
  createdByID: number | null;
  createdAt: Date;
  executedAt: Date | null;
  /** Why a run failed (a catalogue code), or null. */
  outcome: string | null;
}

export function scheduleView(schedule: PublicationSchedule): ScheduleView {
  return {
    id: schedule.id,
    pageID: schedule.page.id,
    action: schedule.action,
    pageVersionID: schedule.pageVersion?.id ?? null,
    runAt: schedule.runAt,
    status: schedule.status,
    createdByID: schedule.createdBy?.id ?? null,
    createdAt: schedule.createdAt,
    executedAt: schedule.executedAt ?? null,
    outcome: schedule.outcome ?? null,
  };
}

/** At most a few years ahead: further is a typo, not a plan. */
const MAX_AHEAD_MS = 5 * 365 * 24 * 3600 * 1000;

/**
 * POST page/{id}/schedule: publish (the current head) or unpublish the page at a future moment.
 * Whichever server process finds it due first runs it, once (see scheduler.ts).
 */
export const schedulePublication = defineOperation({
  name: 'publication.schedule',
  access: { permission: 'publish-page' },
  kind: 'write',
  input: z.object({
    id: recordId,
    action: z.enum(SCHEDULE_ACTIONS),
    runAt: z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value))
      .refine((at) => at.getTime() > Date.now() && at.getTime() < Date.now() + MAX_AHEAD_MS, { message: 'must lie in the future' }),
  }),
  audit: { action: 'page.schedule', target: (input) => ({ type: 'page', id: input.id }) },
  async run(ctx, input): Promise<ScheduleView> {
    const page = await findPage(ctx.em, input.id, true);
    const versionId = input.action === 'publish' ? (page.headVersion?.id ?? null) : null;
    const schedule = ctx.em.create(PublicationSchedule, {
      page,
      action: input.action,
      pageVersion: versionId === null ? null : ctx.em.getReference(PageVersion, versionId),
      runAt: input.runAt,
      status: 'pending',
      createdBy: ctx.actor.kind === 'user' ? ctx.em.getReference(User, ctx.actor.userId) : null,
      createdAt: new Date(),
      executedAt: null,
      outcome: null,
    });
    await ctx.em.persist(schedule).flush();
    return scheduleView(schedule);
  },
});

/** GET page/{id}/schedule: the page's schedules, the next one first, then the past ones. */
export const listSchedules = defineOperation({
  name: 'publication.listSchedules',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<ScheduleView[]> {
    await findPage(ctx.em, input.id);
    const schedules = await ctx.em.find(PublicationSchedule, { page: input.id }, { orderBy: { runAt: 'desc', id: 'desc' }, limit: 50 });
    return schedules.toSorted((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending')).map(scheduleView);
  },
});

/** POST page/schedule/{id}/cancel: only a schedule that has not run. */
export const cancelSchedule = defineOperation({
  name: 'publication.cancelSchedule',
  access: { permission: 'publish-page' },
  kind: 'write',
  input: z.object({ id: recordId }),
  audit: { action: 'page.schedule-cancel', target: (input) => ({ type: 'publication-schedule', id: input.id }) },
  async run(ctx, input): Promise<ScheduleView> {
    const schedule = await ctx.em.findOne(PublicationSchedule, input.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!schedule) throw new DomainError('PM_01', 'id', 404);
    if (schedule.status !== 'pending') throw new DomainError('V_07', 'id');
    schedule.status = 'cancelled';
    await ctx.em.flush();
    return scheduleView(schedule);
  },
});
