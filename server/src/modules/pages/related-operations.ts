import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { availableLocale } from '../settings/operations.js';
import { title } from './content-input.js';
import { Page, PageVersion } from './entities.js';
import { pageRows } from './list-query.js';
import { insertPage } from './page-writes.js';
import { findPage } from './page-operations.js';
import { fullSlug, isSlugFree } from './slugs.js';
import { pageView, versionView, type PageSibling, type PageVersionView, type PageView } from './views.js';
import { pageListTags, tag } from '../../cdn/tags.js';

const canEdit = (ctx: OperationContext) => ctx.actor.kind === 'user' && ctx.actor.permissions.has('edit-page');

/** POST page/get-multiple: the pages of a picker, in the order asked for. */
export const getMultiple = defineOperation({
  name: 'pages.getMultiple',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ pageIDs: z.array(recordId).max(100), locale: z.string().trim().max(16).optional() }),
  async run(ctx, input): Promise<PageView[]> {
    const pages = await ctx.em.find(Page, { id: { $in: input.pageIDs }, ...(input.locale ? { locale: input.locale } : {}) });
    const byId = new Map(pages.map((p) => [p.id, p]));
    return input.pageIDs.flatMap((id) => (byId.has(id) ? [pageView(byId.get(id) as Page)] : []));
  },
});

/** POST page/search: pages whose title or slug contains the term, for pickers and internal links. */
export const searchPages = defineOperation({
  name: 'pages.search',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ searchTerm: z.string().trim().min(1).max(200), locale: z.string().trim().max(16).optional() }),
  async run(ctx, input): Promise<PageView[]> {
    const { pages } = await pageRows(ctx.em, { locale: input.locale, searchTerm: input.searchTerm }, { column: 'updatedAt', direction: 'desc' }, 20);
    return pages;
  },
});

/** POST page/get-pages: the published pages of a type in a locale (the site's page lists; public). */
export const getPages = defineOperation({
  name: 'pages.getPages',
  access: { public: true },
  kind: 'read',
  tags: () => pageListTags,
  input: z.object({
    type: z.string().trim().min(1).max(64),
    locale: z.string().trim().min(1).max(16),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  }),
  async run(ctx, input): Promise<{ page: PageView; pageVersion: PageVersionView }[]> {
    const pages = await ctx.em.find(
      Page,
      { type: input.type.toLowerCase(), locale: input.locale, publishedVersion: { $ne: null } },
      {
        populate: ['publishedVersion'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: input.limit,
      },
    );
    return pages.flatMap((page) =>
      page.publishedVersion ? [{ page: pageView(page), pageVersion: versionView(page.publishedVersion.getEntity(), ctx.services.platform.contentModel) }] : [],
    );
  },
});

/**
 * GET page/get-sibling-slugs/{id}: the page's other locale variants (itself excluded).
 * Visitors see published siblings only; editors see all.
 */
export const getSiblingSlugs = defineOperation({
  name: 'pages.siblings',
  access: { public: true },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<PageSibling[]> {
    const editor = canEdit(ctx);
    // One statement: the page (is it there, may this reader see it?) and its siblings.
    const [row] = await ctx.em.execute<{ published: boolean; siblings: PageSibling[] }[]>(
      `select p."published_version_id" is not null as "published",
         (select coalesce(json_agg(json_build_object('id', s."id", 'locale', s."locale", 'slug', s."slug") order by s."locale"), '[]'::json)
          from "page" s where s."translation_group" = p."translation_group" and s."id" <> p."id" and (? or s."published_version_id" is not null)) as "siblings"
       from "page" p where p."id" = ?`,
      [editor, input.id],
    );
    if (!row || (!editor && !row.published)) throw new DomainError('PM_01', 'id', 404);
    return row.siblings;
  },
});

/**
 * Where internal links go: each named page's locale and current slug, so the site renders a
 * link field of kind `internal` as the target's path. Visitors get published pages only;
 * editors (the draft preview) get every page.
 */
export const getLinkTargets = defineOperation({
  name: 'pages.linkTargets',
  access: { public: true },
  kind: 'read',
  // The pages asked for, shown or not: one published later starts to show.
  tags: (input) => input.ids.map(tag.page),
  input: z.object({ ids: z.array(recordId).max(200) }),
  async run(ctx, input): Promise<PageSibling[]> {
    if (input.ids.length === 0) return [];
    return ctx.em.execute<PageSibling[]>(
      `select "id", "locale", "slug" from "page" where "id" = any(?::int[]) ${canEdit(ctx) ? '' : 'and "published_version_id" is not null'}`,
      [`{${input.ids.join(',')}}`],
    );
  },
});

/** POST page/anchor-available: is the anchor name free among the other blocks of the version being edited? */
export const anchorAvailable = defineOperation({
  name: 'pages.anchorAvailable',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({
    anchorName: z.string().trim().min(1).max(100),
    blockKey: z.string().max(64).optional(),
    pageVersionBlocks: z.array(z.object({ key: z.string().max(64), anchorPoint: z.string().nullish() }).loose()).max(500),
  }),
  async run(_ctx, input): Promise<{ available: boolean }> {
    const wanted = input.anchorName.toLowerCase();
    const taken = input.pageVersionBlocks.some((b) => b.key !== input.blockKey && b.anchorPoint?.toLowerCase() === wanted);
    return { available: /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(input.anchorName) && !taken };
  },
});

/** A new page with a copy of the source's head version as its first version. */
async function copyPage(ctx: OperationContext, source: Page, target: { locale: string; title: string; slug: string; translationGroup?: number }) {
  const pageType = ctx.services.platform.contentModel.pageType(source.type);
  if (!pageType) throw new DomainError('V_12', 'type');
  const slug = fullSlug(target.slug, pageType);
  if (!(await isSlugFree(ctx.em, target.locale, slug))) throw new DomainError('V_06', 'slug');
  const head = source.headVersion ? await ctx.em.findOneOrFail(PageVersion, source.headVersion.id) : null;
  return insertPage(
    ctx,
    { locale: target.locale, slug, type: source.type, translationGroup: target.translationGroup },
    {
      title: target.title,
      blocks: structuredClone(head?.blocks ?? []),
      typeData: structuredClone(head?.typeData ?? {}),
      seoTitle: head?.seoTitle,
      seoDescription: head?.seoDescription,
      seoKeywords: [...(head?.seoKeywords ?? [])],
      seoImage: head?.seoImage ? structuredClone(head.seoImage) : null,
      tags: [...(head?.tags ?? [])],
      privateTags: [...(head?.privateTags ?? [])],
    },
  );
}

/** POST page/create-translation: the page in another locale, in the same translation group. */
export const createTranslation = defineOperation({
  name: 'pages.createTranslation',
  access: { permission: 'create-page' },
  kind: 'write',
  input: z.object({ pageID: recordId, newLocale: z.string().trim().min(1).max(16), title, slug: z.string().max(512) }),
  audit: { action: 'page.translate', target: (_input, output: { pageID: number; pageVersionID: number }) => ({ type: 'page', id: output.pageID }) },
  async run(ctx, input): Promise<{ pageID: number; pageVersionID: number }> {
    const source = await findPage(ctx.em, input.pageID);
    const locale = await availableLocale(ctx.em, input.newLocale, 'newLocale');
    if (await ctx.em.count(Page, { translationGroup: source.translationGroup, locale })) throw new DomainError('V_06', 'newLocale');
    const created = await copyPage(ctx, source, { locale, title: input.title, slug: input.slug, translationGroup: source.translationGroup });
    // Made from the source's head: up to date until the source is stored again.
    await ctx.em.nativeUpdate(Page, { id: created.pageID }, { sourcePage: source.id, sourceVersion: source.headVersion?.id ?? null });
    return created;
  },
});

/** POST page/duplicate: an independent copy (its own translation group). */
export const duplicatePage = defineOperation({
  name: 'pages.duplicate',
  access: { permission: 'create-page' },
  kind: 'write',
  input: z.object({ pageID: recordId, locale: z.string().trim().min(1).max(16), title, slug: z.string().max(512) }),
  audit: { action: 'page.duplicate', target: (_input, output: { pageID: number }) => ({ type: 'page', id: output.pageID }) },
  async run(ctx, input): Promise<{ pageID: number; pageVersionID: number }> {
    const source = await findPage(ctx.em, input.pageID);
    const locale = await availableLocale(ctx.em, input.locale);
    return copyPage(ctx, source, { locale, title: input.title, slug: input.slug });
  },
});
