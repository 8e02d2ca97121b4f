/**
 * An application's statuses and the settings that keep it per status: plain values, so the
 * admin imports them as they are (no server code comes with them).
 */
export const APPLICATION_STATUSES = ['new', 'in-review', 'invited', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The recruitment settings' retention fields: days (1–1095) after an application's last status change, one per status. */
export const RETENTION_FIELDS = ['retentionNewDays', 'retentionInReviewDays', 'retentionInvitedDays', 'retentionRejectedDays', 'retentionHiredDays'] as const;
