import { defineEntity, p } from '@mikro-orm/core';

/** How often alerts go: each matching vacancy when first published, or a weekly digest (digest.ts). */
export const FREQUENCIES = ['instant', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/**
 * A newsletter subscriber (migrations/…_newsletter): pending until the mailed link is followed
 * (double opt-in), then mailed the newsletter and, when asked for, vacancy alerts for some
 * departments, places and employment types (none chosen: every vacancy), at once or weekly.
 */
export const SubscriberSchema = defineEntity({
  name: 'NewsletterSubscriber',
  tableName: 'newsletter_subscriber',
  properties: {
    id: p.integer().primary().autoincrement(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(254).unique(),
    status: p.enum(['pending', 'confirmed'] as const),
    alerts: p.boolean(),
    departments: p.array().$type<string[]>(),
    localities: p.array().$type<string[]>(),
    /** Employment types (schema.org values) alerted; none: all (migrations/…_alert_preferences). */
    employmentTypes: p.array().$type<string[]>(),
    /** Each matching vacancy when first published, or a weekly digest of them (digest.ts). */
    frequency: p.enum(FREQUENCIES),
    locale: p.string().length(16),
    createdAt: p.datetime(),
    confirmedAt: p.datetime().nullable(),
    /** When the confirmation was last mailed (pending subscriptions; migrations/…_newsletter_mailed_at). */
    confirmationMailedAt: p.datetime().nullable(),
  },
});

/** A sign-up nobody confirmed is deleted after this many days (alerts.ts; the confirmation mail and the site say so). */
export const PENDING_DAYS = 30;

export class Subscriber extends SubscriberSchema.class {}
SubscriberSchema.setClass(Subscriber);
