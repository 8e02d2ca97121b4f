import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { itemConflicts } from './conflicts.js';
import { findRelease } from './lookup.js';
import { publishRelease, rollbackRelease } from './publish.js';
import { nextStatus } from './state.js';
import { itemsOf, releaseDetail, type ReleaseDetailView } from './views.js';

const target = (input: { id: number }) => ({ type: 'release', id: input.id });

/** At most a few years ahead: further is a typo, not a plan (as for a page's schedule). */
const MAX_AHEAD_MS = 5 * 365 * 24 * 3600 * 1000;

/** POST release/{id}/publish: an approved release goes live now, every item or none. */
export const publishReleaseNow = defineOperation({
  name: 'releases.publish',
  access: { permission: 'publish-page' },
  kind: 'write',
  input: z.object({ id: recordId }),
  audit: { action: 'release.publish', target },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const release = await findRelease(ctx, input.id, true);
    await publishRelease(ctx, release);
    return releaseDetail(ctx, release);
  },
});

/** POST release/{id}/schedule: an approved release goes live at `at`, run once by whichever process is first (scheduler.ts). */
export const scheduleRelease = defineOperation({
  name: 'releases.schedule',
  access: { permission: 'publish-page' },
  kind: 'write',
  input: z.object({
    id: recordId,
    at: z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value))
      .refine((at) => at.getTime() > Date.now() && at.getTime() < Date.now() + MAX_AHEAD_MS, { message: 'must lie in the future' }),
  }),
  audit: { action: 'release.schedule', target },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const release = await findRelease(ctx, input.id, true);
    const status = nextStatus(release.status, 'schedule');
    // Refused now rather than at its moment; a conflict arising later makes the run refuse (scheduler.ts).
    if ((await itemsOf(ctx, release)).some((item) => itemConflicts(item, item.page?.getEntity() ?? null).length > 0)) throw new DomainError('V_07', 'items');
    Object.assign(release, { status, scheduledAt: input.at, outcome: null, updatedAt: new Date() });
    await ctx.em.flush();
    return releaseDetail(ctx, release);
  },
});

/** POST release/{id}/unschedule: back to approved, if it has not run yet. */
export const unscheduleRelease = defineOperation({
  name: 'releases.unschedule',
  access: { permission: 'publish-page' },
  kind: 'write',
  input: z.object({ id: recordId }),
  audit: { action: 'release.unschedule', target },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const release = await findRelease(ctx, input.id, true);
    Object.assign(release, { status: nextStatus(release.status, 'unschedule'), scheduledAt: null, updatedAt: new Date() });
    await ctx.em.flush();
    return releaseDetail(ctx, release);
  },
});

/** POST release/{id}/rollback: every page back to what it showed before; `force` also undoes later publications of them. */
export const rollbackReleaseNow = defineOperation({
  name: 'releases.rollback',
  access: { permission: 'publish-page' },
  kind: 'write',
  input: z.object({ id: recordId, force: z.boolean().default(false) }),
  audit: { action: 'release.rollback', target },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const release = await findRelease(ctx, input.id, true);
    await rollbackRelease(ctx, release, input.force);
    return releaseDetail(ctx, release);
  },
});
