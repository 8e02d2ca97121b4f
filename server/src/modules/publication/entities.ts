import { defineEntity, p } from '@mikro-orm/core';
import { Page, PageVersion } from '../pages/entities.js';
import { User } from '../users/entities.js';

export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'superseded'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * A request to publish one version, and the review's outcome. `superseded`: the page was
 * published or unpublished directly, or another version was requested, while it waited.
 */
export const PublicationRequestSchema = defineEntity({
  name: 'PublicationRequest',
  tableName: 'publication_request',
  properties: {
    id: p.integer().primary(),
    page: () => p.manyToOne(Page).ref(),
    pageVersion: () => p.manyToOne(PageVersion).ref(),
    status: p.enum(REQUEST_STATUSES),
    comment: p.string().length(2000).default(''),
    /** What was live when the request was made (requesting takes the page offline): the review compares against it. */
    replacedVersion: () => p.manyToOne(PageVersion).nullable().ref(),
    requestedBy: () => p.manyToOne(User).nullable().ref(),
    requestedAt: p.datetime(),
    decidedBy: () => p.manyToOne(User).nullable().ref(),
    decidedAt: p.datetime().nullable(),
    feedback: p.string().length(2000).default(''),
  },
});

export class PublicationRequest extends PublicationRequestSchema.class {}
PublicationRequestSchema.setClass(PublicationRequest);

export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];
export const SCHEDULE_STATUSES = ['pending', 'done', 'failed', 'cancelled'] as const;

/** Publish (a given version) or unpublish a page at a moment; run once by whichever process claims it. */
export const PublicationScheduleSchema = defineEntity({
  name: 'PublicationSchedule',
  tableName: 'publication_schedule',
  properties: {
    id: p.integer().primary(),
    page: () => p.manyToOne(Page).ref(),
    action: p.enum(SCHEDULE_ACTIONS),
    pageVersion: () => p.manyToOne(PageVersion).nullable().ref(),
    runAt: p.datetime(),
    status: p.enum(SCHEDULE_STATUSES).default('pending'),
    createdBy: () => p.manyToOne(User).nullable().ref(),
    createdAt: p.datetime(),
    executedAt: p.datetime().nullable(),
    outcome: p.string().length(500).nullable(),
  },
});

export class PublicationSchedule extends PublicationScheduleSchema.class {}
PublicationScheduleSchema.setClass(PublicationSchedule);
