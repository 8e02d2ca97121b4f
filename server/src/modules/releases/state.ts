import { DomainError } from '../../errors.js';

/**
 * A release's life: open → in-review → approved | changes-requested → scheduled → published →
 * rolled-back. Publishing needs an approval; changing the items of a release under review or
 * approved sends it back to open (the review was of other content).
 */
export const RELEASE_STATUSES = ['open', 'in-review', 'approved', 'changes-requested', 'scheduled', 'published', 'rolled-back'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export type ReleaseTransition = 'edit' | 'request-review' | 'approve' | 'request-changes' | 'publish' | 'schedule' | 'unschedule' | 'rollback' | 'delete';

const EDITABLE: readonly ReleaseStatus[] = ['open', 'in-review', 'approved', 'changes-requested'];

/** From which statuses each transition is legal, and where it leads (null: it keeps the status or removes the release). */
const LEGAL: Record<ReleaseTransition, { from: readonly ReleaseStatus[]; to: ReleaseStatus | null }> = {
  edit: { from: EDITABLE, to: null },
  'request-review': { from: ['open', 'changes-requested'], to: 'in-review' },
  approve: { from: ['in-review'], to: 'approved' },
  'request-changes': { from: ['in-review'], to: 'changes-requested' },
  publish: { from: ['approved', 'scheduled'], to: 'published' },
  schedule: { from: ['approved'], to: 'scheduled' },
  unschedule: { from: ['scheduled'], to: 'approved' },
  rollback: { from: ['published'], to: 'rolled-back' },
  delete: { from: [...EDITABLE, 'scheduled'], to: null },
};

/** The status after the transition; V_07 when it is not legal from `status`. */
export function nextStatus(status: ReleaseStatus, transition: ReleaseTransition): ReleaseStatus {
  const rule = LEGAL[transition];
  if (!rule.from.includes(status)) throw new DomainError('V_07', 'id');
  return rule.to ?? status;
}

/** Changing the items voids a review that was asked for or given. */
export function statusAfterItemChange(status: ReleaseStatus): ReleaseStatus {
  nextStatus(status, 'edit');
  return status === 'in-review' || status === 'approved' ? 'open' : status;
}
