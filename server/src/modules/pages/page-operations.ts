import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { validateContent } from '../../content-model/validate.js';
import { DomainError } from '../../errors.js';
import { emitContentEvent } from '../../events/content-events.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { keysetInput } from '../../operations/keyset.js';
import { listInput, type ListPage } from '../../operations/pagination.js';
import { availableLocale } from '../settings/operations.js';
import { pageTagFields, resolvePageTags } from '../tags/page-tags.js';
import { title, seoFields } from './content-input.js';
import { Page, PageVersion } from './entities.js';
import { appendVersion, assertRevision, insertPage } from './page-writes.js';
import { pagesLinkingTo, type LinkingPage } from './links.js';
import { pageCursors, pageWindow } from './list-cursors.js';
import { PAGE_STATUSES, pageRows, pageTotal, pageTreeLevel, type PageTreeNode } from './list-query.js';
import { publishedPathAnswer, sitePathInput, type PathAnswer, type PublishedPage } from './published-read.js';
import { fullSlug, isSlugFree } from './slugs.js';
import { pageView, versionView, type PageView, type PageVersionView } from './views.js';
import { deleteWorkingDraft } from './working-drafts.js';
import { emitPageWebhook } from '../webhooks/core-events.js';

function pageTypeOrRefuse(ctx: OperationContext, type: string) {
  const pageType = ctx.services.platform.contentModel.pageType(type);
  if (!pageType) throw new DomainError('V_12', 'type');
  return pageType;
}

export async function findPage(em: EntityManager, id: number, lock = false): Promise<Page> {
  const page = await em.findOne(Page, id, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!page) throw new DomainError('PM_01', 'id', 404);
  return page;
}

export async function findVersion(em: EntityManager, id: number): Promise<PageVersion> {
  const version = await em.findOne(PageVersion, id);
  if (!version) throw new DomainError('PM_01', 'id', 404);
  return version;
}

/** POST page/create: a page with its first version (revision 1). Answers pageID and pageVersionID. */
export const createPage = defineOperation({
  name: 'pages.create',
  access: { permission: 'create-page' },
  kind: 'write',
  input: z.object({
    title,
    slug: z.string().max(512),
    type: z.string().trim().min(1).max(64),
    locale: z.string().trim().min(1).max(16),
    content: z.unknown().optional(),
    typeData: z.unknown().optional(),
  }),
  audit: { action: 'page.create', target: (_input, output: { pageID: number; pageVersionID: number }) => ({ type: 'page', id: output.pageID }) },
  async run(ctx, input): Promise<{ pageID: number; pageVersionID: number }> {
    const pageType = pageTypeOrRefuse(ctx, input.type);
    const locale = await availableLocale(ctx.em, input.locale);
    const slug = fullSlug(input.slug, pageType);
    const content = validateContent(ctx.services.platform.contentModel, pageType.id, { blocks: input.content ?? [], typeData: input.typeData ?? {} });
    if (!(await isSlugFree(ctx.em, locale, slug))) throw new DomainError('V_06', 'slug');
    return insertPage(ctx, { locale, slug, type: pageType.id }, { title: input.title, ...content });
  },
});

export const getPage = defineOperation({
  name: 'pages.get',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<{ page: PageView; pageVersion: PageVersionView | null }> {
    const page = await findPage(ctx.em, input.id);
    const head = page.headVersion ? await ctx.em.findOne(PageVersion, page.headVersion.id) : null;
    return { page: pageView(page), pageVersion: head ? versionView(head, ctx.services.platform.contentModel) : null };
  },
});

/** GET page/version/fetch/{id}: any version, history included. */
export const fetchVersion = defineOperation({
  name: 'pages.fetchVersion',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<PageVersionView> {
    const version = await findVersion(ctx.em, input.id);
    await ctx.em.populate(version, ['page']);
    return versionView(version, ctx.services.platform.contentModel);
  },
});

/**
 * POST page/version/{id}/store: writes a new version (the stored one, published or not, never
 * changes). `revision` is the page revision the edit was based on: another one means someone
 * stored in between, and the answer is 409 with who and when, nothing overwritten.
 */
export const storeVersion = defineOperation({
  name: 'pages.storeVersion',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({
    id: recordId,
    revision: z.number().int().positive(),
    title,
    blocks: z.unknown().optional(),
    typeData: z.unknown().optional(),
    ...seoFields,
    ...pageTagFields,
  }),
  audit: { action: 'page.store', target: (_input, output: { pageVersion: PageVersionView }) => ({ type: 'page', id: output.pageVersion.pageID }) },
  async run(ctx, input): Promise<{ pageVersion: PageVersionView; revision: number }> {
    const based = await findVersion(ctx.em, input.id);
    const page = await findPage(ctx.em, based.page.id, true);
    await assertRevision(ctx, page, input.revision);
    const content = validateContent(ctx.services.platform.contentModel, page.type, { blocks: input.blocks ?? [], typeData: input.typeData ?? {} }, based);
    const version = await appendVersion(ctx, page, {
      title: input.title,
      ...content,
      seoTitle: input.seoTitle,
      seoDescription: input.seoDescription,
      seoKeywords: input.seoKeywords,
      seoImage: input.seoImage,
      ...(await resolvePageTags(ctx, input, based)),
    });
    // What the storing editor autosaved is this version now; other editors' drafts stay theirs.
    if (ctx.actor.kind === 'user') await deleteWorkingDraft(ctx, { pageID: page.id, userID: ctx.actor.userId });
    return { pageVersion: versionView(version, ctx.services.platform.contentModel), revision: version.revision };
  },
});

const PAGE_COLUMNS = ['updatedAt', 'createdAt', 'title'] as const;

/**
 * POST page/list: one query, plus a count when the remembered total is out of date; whatever the
 * page size. `after`/`before` (the answer's nextCursor/previousCursor) page by keyset: page 2,000
 * costs what page 1 costs; pageIndex stays for a jump and for the spec's clients.
 */
export const listPages = defineOperation({
  name: 'pages.list',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: listInput(PAGE_COLUMNS, 'updatedAt').extend({
    type: z.string().trim().max(64).optional(),
    locale: z.string().trim().max(16).optional(),
    status: z.enum(PAGE_STATUSES).optional(),
    outOfDate: z.boolean().optional(),
    /** Pages whose head version has this public or private tag. */
    tag: z.string().trim().max(50).optional(),
    ...keysetInput,
  }),
  async run(ctx, input): Promise<ListPage<PageView> & { nextCursor: string | null; previousCursor: string | null }> {
    const filter = {
      type: input.type?.toLowerCase(),
      locale: input.locale,
      searchTerm: input.searchTerm,
      status: input.status,
      outOfDate: input.outOfDate,
      tag: input.tag,
    };
    const order = { column: input.columnToSort, direction: input.sortOrder };
    const { window, limit } = await pageWindow(ctx.em, input, filter, order);
    const rows = await pageRows(ctx.em, filter, order, limit, window);
    return { items: rows.pages, totalItems: rows.total ?? (await pageTotal(ctx.em, filter, rows.generation)), ...pageCursors(rows, window, filter, order) };
  },
});

/** The overview's slug tree, one level at a time: the children of `parent` ("" for the top). */
export const pageTree = defineOperation({
  name: 'pages.tree',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({
    locale: z.string().trim().min(1).max(16),
    type: z.string().trim().max(64).optional(),
    parent: z.string().trim().max(1000).default(''),
  }),
  run(ctx, input): Promise<PageTreeNode[]> {
    return pageTreeLevel(ctx.em, { locale: input.locale, type: input.type?.toLowerCase() }, input.parent.replace(/^\/+|\/+$/g, ''));
  },
});

/** POST page/slug-available: per locale, with the page type's prefix when a type is given. */
export const slugAvailable = defineOperation({
  name: 'pages.slugAvailable',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({
    slug: z.string().max(512),
    locale: z.string().trim().min(1).max(16),
    type: z.string().trim().max(64).default('page'),
    pageId: recordId.optional(),
  }),
  async run(ctx, input): Promise<{ available: boolean; slug: string }> {
    const slug = fullSlug(input.slug, pageTypeOrRefuse(ctx, input.type));
    const locale = await availableLocale(ctx.em, input.locale);
    return { available: await isSlugFree(ctx.em, locale, slug, input.pageId), slug };
  },
});

/** GET page/{id}/linked-from: the pages linking here, for the delete confirmation. */
export const linkedFrom = defineOperation({
  name: 'pages.linkedFrom',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<LinkingPage[]> {
    await findPage(ctx.em, input.id);
    return pagesLinkingTo(ctx.em, input.id);
  },
});

/**
 * POST page/{id}/delete: the page, its versions and redirects go; the slug is free again.
 * Allowed even when other pages link here; the answer names them (`linkedFrom`).
 */
export const deletePage = defineOperation({
  name: 'pages.delete',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId }),
  audit: { action: 'page.delete', target: (input) => ({ type: 'page', id: input.id }) },
  async run(ctx, input): Promise<{ id: number; linkedFrom: LinkingPage[] }> {
    const page = await findPage(ctx.em, input.id, true);
    const linking = await pagesLinkingTo(ctx.em, page.id);
    // Break the page ↔ version cycle before the cascade.
    await ctx.em.nativeUpdate(Page, { id: page.id }, { headVersion: null, publishedVersion: null });
    await ctx.em.nativeDelete(Page, { id: page.id });
    await emitContentEvent(ctx, {
      type: 'page.deleted',
      pageId: page.id,
      translationGroup: page.translationGroup,
      locale: page.locale,
      slug: page.slug,
      versionId: null,
    });
    await emitPageWebhook(ctx, 'page.deleted', page, null);
    return { id: input.id, linkedFrom: linking };
  },
});

/** POST page/get-by-slug: the published page at a path (public), or where a renamed page's old path leads. */
export const getBySlug = defineOperation({
  name: 'pages.getBySlug',
  access: { public: true },
  kind: 'read',
  input: sitePathInput,
  async run(ctx, input): Promise<PathAnswer<PublishedPage>> {
    return publishedPathAnswer(ctx, input);
  },
});
