import { defineEntity, p } from '@mikro-orm/core';
import type { Block } from '../../content-model/validate.js';
import type { ImageEntry } from '../../content-model/values.js';
import { User } from '../users/entities.js';

/** One locale variant of a page; siblings share the translation group. */
export const PageSchema = defineEntity({
  name: 'Page',
  tableName: 'page',
  properties: {
    id: p.integer().primary(),
    translationGroup: p.integer(),
    locale: p.string().length(16),
    /** The full path below the locale, the page type's prefix included; '' is the root page. */
    slug: p.string().length(512),
    type: p.string().length(64),
    /** The head version's title, kept here so lists and search never read versions. */
    title: p.string().length(255),
    headVersion: () => p.manyToOne(PageVersion).nullable().ref(),
    publishedVersion: () => p.manyToOne(PageVersion).nullable().ref(),
    /** Counts stores: a store based on another revision is stale (409). */
    revision: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    createdBy: () => p.manyToOne(User).nullable().ref(),
    updatedBy: () => p.manyToOne(User).nullable().ref(),
    /** Outstanding publication requests (0 or 1: one may wait per page), read with the page. */
    pendingPublicationRequests: p
      .integer()
      .formula((cols) => `(select count(*)::int from "publication_request" r where r."page_id" = ${cols.id} and r."status" = 'pending')`),
    /** A translation's source page and the source version it was made from or last brought up to date from. */
    sourcePage: () => p.manyToOne(Page).nullable().ref(),
    sourceVersion: () => p.manyToOne(PageVersion).nullable().ref(),
    /** The source page's locale, read with the page. */
    sourceLocale: p
      .string()
      .nullable()
      .formula((cols) => `(select s."locale" from "page" s where s."id" = ${cols.sourcePage})`),
    /** The source's head is another version than the one recorded (translation-source.ts says the same in SQL for lists). */
    outOfDate: p
      .boolean()
      .formula((cols) => `exists (select 1 from "page" s where s."id" = ${cols.sourcePage} and s."head_version_id" is distinct from ${cols.sourceVersion})`),
  },
});

export class Page extends PageSchema.class {}
PageSchema.setClass(Page);

/** An immutable snapshot: every store writes a new one, so history, compare and restore come free. */
export const PageVersionSchema = defineEntity({
  name: 'PageVersion',
  tableName: 'page_version',
  properties: {
    id: p.integer().primary(),
    page: () => p.manyToOne(Page).ref(),
    revision: p.integer(),
    title: p.string().length(255),
    blocks: p.json<Block[]>(),
    typeData: p.json<Record<string, unknown>>(),
    seoTitle: p.string().length(255).default(''),
    seoDescription: p.string().length(500).default(''),
    seoKeywords: p.json<string[]>(),
    seoImage: p.json<ImageEntry[]>().nullable(),
    /** Tag names of the public set (shown on the site) and of the private one (editors only). */
    tags: p.json<string[]>(),
    privateTags: p.json<string[]>(),
    author: () => p.manyToOne(User).nullable().ref(),
    restoredFrom: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** A publication request for this version waits for review, read with the version. */
    hasPublicationRequest: p
      .boolean()
      .formula((cols) => `exists (select 1 from "publication_request" r where r."page_version_id" = ${cols.id} and r."status" = 'pending')`),
  },
});

export class PageVersion extends PageVersionSchema.class {}
PageVersionSchema.setClass(PageVersion);

export const PageRedirectSchema = defineEntity({
  name: 'PageRedirect',
  tableName: 'page_redirect',
  properties: {
    locale: p.string().length(16).primary(),
    slug: p.string().length(512).primary(),
    page: () => p.manyToOne(Page).ref(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class PageRedirect extends PageRedirectSchema.class {}
PageRedirectSchema.setClass(PageRedirect);
