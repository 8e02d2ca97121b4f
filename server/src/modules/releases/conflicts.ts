import type { Page } from '../pages/entities.js';
import type { ReleaseItem } from './entities.js';

/**
 * Why an item cannot be published as pinned:
 * - `deleted`: its page is gone;
 * - `changed`: the page was stored since the item was pinned (a newer head);
 * - `republished`: another release or publication changed what is live since.
 * Re-pinning to the current head clears `changed` and `republished`; removing the item clears all.
 */
export type ItemConflict = 'deleted' | 'changed' | 'republished';

const idOf = (ref: { id: number } | null | undefined) => ref?.id ?? null;

/** The conflicts of an unpublished item, against its page as loaded (lock it first when acting on them). */
export function itemConflicts(item: ReleaseItem, page: Page | null): ItemConflict[] {
  if (!page || !item.pageVersion) return ['deleted'];
  const conflicts: ItemConflict[] = [];
  if (idOf(page.headVersion) !== idOf(item.pinnedHead)) conflicts.push('changed');
  if (idOf(page.publishedVersion) !== idOf(item.pinnedLive)) conflicts.push('republished');
  return conflicts;
}

/**
 * A published item whose page shows something else now (published again, or taken offline,
 * since the release): rolling it back undoes that later change too, so only on request.
 */
export function movedOnSinceRelease(item: ReleaseItem, page: Page | null): boolean {
  return item.applied && page !== null && idOf(page.publishedVersion) !== idOf(item.pageVersion);
}
