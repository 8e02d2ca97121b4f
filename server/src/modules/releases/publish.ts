import { LockMode } from '@mikro-orm/core';
import { DomainError } from '../../errors.js';
import type { OperationContext } from '../../operations/define.js';
import { recordAudit } from '../audit/record.js';
import { Page, PageVersion } from '../pages/entities.js';
import { publishVersion, unpublish, workflowOf } from '../publication/transitions.js';
import { itemConflicts, movedOnSinceRelease } from './conflicts.js';
import { ReleaseItem, type Release } from './entities.js';
import { actorRef } from './lookup.js';
import { nextStatus } from './state.js';

interface LockedItem {
  item: ReleaseItem;
  page: Page | null;
}

/**
 * The release's items with their pages locked FOR UPDATE, in page id order: two releases (or a
 * release and a single publication) sharing pages wait for each other instead of deadlocking,
 * and nothing changes a page between the check and the publication.
 */
async function lockItems(ctx: OperationContext, release: Release, where: { applied?: boolean } = {}): Promise<LockedItem[]> {
  const items = await ctx.em.find(ReleaseItem, { release, ...where }, { orderBy: { page: 'asc', id: 'asc' } });
  const locked: LockedItem[] = [];
  for (const item of items) {
    const page = item.page ? await ctx.em.findOne(Page, item.page.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : null;
    locked.push({ item, page });
  }
  return locked;
}

/**
 * Publishes every item, all or none (the caller's transaction): refused (V_07) while any item has
 * a conflict. Each page goes through the publication workflow's publishVersion, so its rules,
 * content events and cache purges are those of a single publication; a refusal of any one
 * rolls the whole release back. Records what each page showed before, for the rollback.
 */
export async function publishRelease(ctx: OperationContext, release: Release): Promise<void> {
  const status = nextStatus(release.status, 'publish');
  const locked = await lockItems(ctx, release);
  const ready = locked.flatMap(({ item, page }) =>
    page && item.pageVersion && itemConflicts(item, page).length === 0 ? [{ item, page, pinned: item.pageVersion.id }] : [],
  );
  if (ready.length === 0 || ready.length < locked.length) throw new DomainError('V_07', 'items');
  for (const { item, page, pinned } of ready) {
    const live = page.publishedVersion?.id ?? null;
    item.previousVersion = live === null ? null : ctx.em.getReference(PageVersion, live, { wrapped: true });
    item.applied = live !== pinned;
    if (!item.applied) continue; // already live: nothing to publish, nothing to roll back
    await publishVersion(ctx, await workflowOf(ctx, page), pinned);
    recordAudit(ctx, 'page.publish', { type: 'page', id: page.id }, { releaseId: release.id, versionId: pinned });
  }
  const now = new Date();
  Object.assign(release, { status, publishedBy: actorRef(ctx), publishedAt: now, updatedAt: now, outcome: null });
  await ctx.em.flush();
}

/**
 * Puts every page the release changed back to what it showed before (the recorded version, or
 * offline), in one transaction. A page that shows something else since the release (published
 * again, or unpublished) is only rolled back with `force`: otherwise the whole rollback is
 * refused (V_07 on `force`) and the detail lists those items (`movedOn`). Deleted pages are skipped.
 * The blocking content checks do not hold a rollback back: it restores what was live (publishVersion `restoring`).
 */
export async function rollbackRelease(ctx: OperationContext, release: Release, force: boolean): Promise<void> {
  const status = nextStatus(release.status, 'rollback');
  const locked = await lockItems(ctx, release, { applied: true });
  if (!force && locked.some(({ item, page }) => movedOnSinceRelease(item, page))) throw new DomainError('V_07', 'force');
  for (const { item, page } of locked) {
    if (!page) continue;
    const target = item.previousVersion?.id ?? null;
    if ((page.publishedVersion?.id ?? null) === target) continue;
    const flow = await workflowOf(ctx, page);
    if (target === null) await unpublish(ctx, flow);
    else await publishVersion(ctx, flow, target, { restoring: true });
    recordAudit(
      ctx,
      target === null ? 'page.unpublish' : 'page.publish',
      { type: 'page', id: page.id },
      { releaseId: release.id, rollback: true, versionId: target },
    );
  }
  const now = new Date();
  Object.assign(release, { status, rolledBackBy: actorRef(ctx), rolledBackAt: now, updatedAt: now });
  await ctx.em.flush();
}
