import { z } from 'zod';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { publishedSitePathAnswer, sitePathInput, type PathAnswer, type PublishedSitePage } from './published-read.js';
import type { ImageEntry } from '../../content-model/values.js';
import type { ImageSize, PageSibling } from './views.js';
import { pageListTags, tag } from '../../cdn/tags.js';

/** Read by the public site: sitemap, image dimensions, structured data. */

const canEdit = (ctx: OperationContext) => ctx.actor.kind === 'user' && ctx.actor.permissions.has('edit-page');

/**
 * The pixel size of each named library image, for `width`/`height` attributes and `srcset`
 * limits. Visitors learn it only for images a published version uses (or shared ones), as
 * media delivery would show them; editors (the draft preview) for any.
 */
export const getImageSizes = defineOperation({
  name: 'pages.imageSizes',
  access: { public: true },
  kind: 'read',
  tags: () => [tag.media],
  input: z.object({ ids: z.array(recordId).max(500) }),
  async run(ctx, input): Promise<ImageSize[]> {
    if (input.ids.length === 0) return [];
    const visible = canEdit(ctx)
      ? ''
      : `and (f."shared" or exists (
           select 1 from "page" p join "page_version" v on v."id" = p."published_version_id"
           where media_file_ids(v."blocks", v."type_data", v."seo_image") && array[f."id"]))`;
    return ctx.em.execute<ImageSize[]>(
      `select f."id", f."width", f."height", f."default_alt_text" as "alt", f."version" from "media_file" f
       where f."id" = any(?::int[]) and f."width" is not null and f."height" is not null ${visible}`,
      [`{${input.ids.join(',')}}`],
    );
  },
});

/** How many pages are published (in all locales): the sitemap splits by this. */
export const countPublishedPages = defineOperation({
  name: 'pages.publishedCount',
  access: { public: true },
  kind: 'read',
  tags: () => pageListTags,
  input: z.object({}),
  async run(ctx): Promise<number> {
    const [row] = await ctx.em.execute<{ count: number }[]>(`select count(*)::int as "count" from "page" where "published_version_id" is not null`);
    return row?.count ?? 0;
  },
});

export interface SitemapEntry {
  id: number;
  locale: string;
  slug: string;
  /** When the published version was written. */
  lastModified: Date;
  /** The page's published siblings. */
  alternates: PageSibling[];
}

/** One slice (by page id) of the published pages with their published siblings, for sitemap.xml. */
export const listSitemapEntries = defineOperation({
  name: 'pages.sitemapEntries',
  access: { public: true },
  kind: 'read',
  tags: () => pageListTags,
  input: z.object({ offset: z.number().int().min(0).max(10_000_000), limit: z.number().int().min(1).max(5000) }),
  async run(ctx, input): Promise<SitemapEntry[]> {
    const rows = await ctx.em.execute<
      (Omit<SitemapEntry, 'lastModified'> & { lastModified: Date | string; type: string; typeData: Record<string, unknown> })[]
    >(
      `select p."id", p."locale", p."slug", v."created_at" as "lastModified", p."type", v."type_data" as "typeData",
         (select coalesce(json_agg(json_build_object('id', s."id", 'locale', s."locale", 'slug', s."slug") order by s."locale"), '[]'::json)
          from "page" s where s."translation_group" = p."translation_group" and s."id" <> p."id" and s."published_version_id" is not null) as "alternates"
       from "page" p join "page_version" v on v."id" = p."published_version_id"
       order by p."id" limit ? offset ?`,
      [input.limit, input.offset],
    );
    const model = ctx.services.platform.contentModel;
    // Raw rows may bring timestamps as text; GraphQL's DateTimeISO wants dates.
    return rows
      .filter((row) => model.listed(row.type, row.typeData))
      .map(({ type: _type, typeData: _typeData, ...row }) => ({ ...row, lastModified: new Date(row.lastModified) }));
  },
});

/** The schema.org type a page type's pages render as JSON-LD (content model `jsonLd`); null for none. */
export const getJsonLdType = defineOperation({
  name: 'pages.jsonLdType',
  access: { public: true },
  kind: 'read',
  // Page types are declared in code: fixed while the process runs.
  tags: () => [],
  input: z.object({ type: z.string().trim().min(1).max(64) }),
  async run(ctx, input): Promise<string | null> {
    return ctx.services.platform.contentModel.pageType(input.type.toLowerCase())?.jsonLd ?? null;
  },
});

/** Whether the site shows the title of a page type's pages as their heading (content model `showTitle`). */
const typeShowsTitle = (ctx: OperationContext, type: string): boolean => ctx.services.platform.contentModel.pageType(type)?.showTitle ?? true;

/** Whether a page type's pages show their title as heading: the editor's preview asks (the published page reads it with pages.sitePage). */
export const getShowsTitle = defineOperation({
  name: 'pages.showsTitle',
  access: { public: true },
  kind: 'read',
  tags: () => [],
  input: z.object({ type: z.string().trim().min(1).max(64) }),
  async run(ctx, input): Promise<boolean> {
    return typeShowsTitle(ctx, input.type);
  },
});

type SitePageAnswer = PathAnswer<PublishedSitePage & { jsonLdType: string | null; showTitle: boolean }>;

/**
 * A visitor's page render in one statement: pages.getBySlug's answer, with the page's
 * published siblings, the sizes of the images its version uses, its type's JSON-LD type
 * (each as pages.siblings, pages.imageSizes and pages.jsonLdType answer visitors) and whether
 * its title shows.
 */
export const getSitePage = defineOperation({
  name: 'pages.sitePage',
  access: { public: true },
  kind: 'read',
  // Its translations' changes concern it too: one of them published adds a locale to its switch.
  // A redirect names no page: any publication may change where the path goes.
  tags: (_input, answer: SitePageAnswer) =>
    'redirect' in answer
      ? [tag.pages]
      : [tag.page(answer.page.id), tag.translations(answer.page.translationGroup), ...(answer.imageSizes.length ? [tag.media] : [])],
  input: sitePathInput,
  async run(ctx, input): Promise<SitePageAnswer> {
    const found = await publishedSitePathAnswer(ctx, input);
    if ('redirect' in found) return found;
    return {
      ...found,
      jsonLdType: ctx.services.platform.contentModel.pageType(found.page.type)?.jsonLd ?? null,
      showTitle: typeShowsTitle(ctx, found.page.type),
    };
  },
});

/** What a teaser block shows of the page it points to: its SEO fields, its title, its SEO image's size. */
export interface PageTeaser {
  id: number;
  locale: string;
  slug: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoImage: ImageEntry[] | null;
  /** The SEO image's library size, when it has one. */
  imageWidth: number | null;
  imageHeight: number | null;
}

/**
 * The teasers of the named pages in one statement, however many teaser blocks a page holds.
 * Visitors get published pages and their published version; editors (the draft preview) every
 * page, its published version or else its head version.
 */
export const getPageTeasers = defineOperation({
  name: 'pages.teasers',
  access: { public: true },
  kind: 'read',
  // A teaser shows its page's image too; a page named but not published (yet) starts to show once it is.
  tags: (input) => [...input.ids.map(tag.page), tag.media],
  input: z.object({ ids: z.array(recordId).max(200) }),
  async run(ctx, input): Promise<PageTeaser[]> {
    if (input.ids.length === 0) return [];
    return ctx.em.execute<PageTeaser[]>(
      `select p."id", p."locale", p."slug", v."title", v."seo_title" as "seoTitle", v."seo_description" as "seoDescription", v."seo_image" as "seoImage",
         f."width" as "imageWidth", f."height" as "imageHeight"
       from "page" p
       join "page_version" v on v."id" = coalesce(p."published_version_id", case when ? then p."head_version_id" end)
       left join "media_file" f on f."id" = (v."seo_image"->0->>'fileID')::int
       where p."id" = any(?::int[])`,
      [canEdit(ctx), `{${input.ids.join(',')}}`],
    );
  },
});
