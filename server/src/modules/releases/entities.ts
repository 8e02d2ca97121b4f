import { defineEntity, p } from '@mikro-orm/core';
import { Page, PageVersion } from '../pages/entities.js';
import { User } from '../users/entities.js';
import { RELEASE_STATUSES } from './state.js';

/** A named set of page versions, reviewed, published (now or at a moment) and rolled back as one. */
export const ReleaseSchema = defineEntity({
  name: 'Release',
  tableName: 'release',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    description: p.string().length(2000).default(''),
    status: p.enum(RELEASE_STATUSES).default('open'),
    scheduledAt: p.datetime().nullable(),
    /** Why the last scheduled publication did not run (a catalogue code), or null. */
    outcome: p.string().length(200).nullable(),
    /** The reviewer's words with the last decision. */
    feedback: p.string().length(2000).default(''),
    createdBy: () => p.manyToOne(User).nullable().ref(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    reviewedBy: () => p.manyToOne(User).nullable().ref(),
    reviewedAt: p.datetime().nullable(),
    publishedBy: () => p.manyToOne(User).nullable().ref(),
    publishedAt: p.datetime().nullable(),
    rolledBackBy: () => p.manyToOne(User).nullable().ref(),
    rolledBackAt: p.datetime().nullable(),
  },
});

export class Release extends ReleaseSchema.class {}
ReleaseSchema.setClass(Release);

/** One page's version in a release; the page and versions go null when the page is deleted. */
export const ReleaseItemSchema = defineEntity({
  name: 'ReleaseItem',
  tableName: 'release_item',
  properties: {
    id: p.integer().primary(),
    release: () => p.manyToOne(Release).ref(),
    page: () => p.manyToOne(Page).nullable().ref(),
    pageVersion: () => p.manyToOne(PageVersion).nullable().ref(),
    /** The page as it was when pinned, shown when it is gone. */
    pageTitle: p.string().length(255),
    pageLocale: p.string().length(16),
    pageType: p.string().length(64),
    /** The page's head and live versions when the item was pinned: newer ones are conflicts. */
    pinnedHead: () => p.manyToOne(PageVersion).nullable().ref(),
    pinnedLive: () => p.manyToOne(PageVersion).nullable().ref(),
    /** What was live before the release published this item (null: offline), for the rollback. */
    previousVersion: () => p.manyToOne(PageVersion).nullable().ref(),
    /** The release's publication changed this page (false: the version was live already). */
    applied: p.boolean().default(false),
    addedBy: () => p.manyToOne(User).nullable().ref(),
    addedAt: p.datetime(),
  },
});

export class ReleaseItem extends ReleaseItemSchema.class {}
ReleaseItemSchema.setClass(ReleaseItem);
