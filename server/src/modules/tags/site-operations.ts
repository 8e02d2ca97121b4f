import { z } from 'zod';
import { pageListTags } from '../../cdn/tags.js';
import { DomainError } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { readableLocale } from '../settings/operations.js';

/** Pages per tag page on the site. */
export const TAGGED_PAGE_SIZE = 20;

/** A published page as a tag page lists it. */
export interface TaggedPage {
  id: number;
  locale: string;
  slug: string;
  title: string;
  seoDescription: string;
  /** Its public tags, the listed one included. */
  tags: string[];
}

export interface TaggedPages {
  /** The tag as its set spells it. */
  tag: string;
  locale: string;
  total: number;
  pageNumber: number;
  pageSize: number;
  pages: TaggedPage[];
}

/** A query string's page number (`?page=2`) or JSON's. */
const MAX_PAGE_NUMBER = 1000;
const pageNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.number().int().min(1).max(MAX_PAGE_NUMBER),
);

/**
 * GET tags/pages: the site's tag page, the published pages of a locale with a public tag (in any
 * case), newest publication first. An unknown tag, or one no published page of the locale has,
 * is PM_01 (404); so is a page number past the last.
 */
export const listTaggedPages = defineOperation({
  name: 'tags.pages',
  access: { public: true },
  kind: 'read',
  // Any publication may add a page to a tag or take one away (cdn/tags.ts purges page lists on each).
  tags: () => pageListTags,
  input: z.object({ tag: z.string().trim().min(1).max(50), locale: z.string().trim().max(16).optional(), page: pageNumber.default(1) }),
  async run(ctx, input): Promise<TaggedPages> {
    const locale = await readableLocale(ctx, input.locale || undefined);
    const [tag] = await ctx.em.execute<{ name: string }[]>(`select "name" from "tag" where not "private" and lower("name") = lower(?)`, [input.tag]);
    if (!tag) throw new DomainError('PM_01', 'tag', 404);
    // Every tagged page up to the last page number, judged by its type's `listed` rule (a closed vacancy is left out, as the sitemap does).
    const rows = await ctx.em.execute<(TaggedPage & { type: string; typeData: Record<string, unknown> })[]>(
      `select p."id", p."locale", p."slug", v."title", v."seo_description" as "seoDescription", v."tags", p."type", v."type_data" as "typeData"
       from "page" p join "page_version" v on v."id" = p."published_version_id"
       where p."locale" = ? and v."tags" @> ?::jsonb
       order by v."created_at" desc, p."id" desc limit ?`,
      [locale, JSON.stringify([tag.name]), MAX_PAGE_NUMBER * TAGGED_PAGE_SIZE],
    );
    const model = ctx.services.platform.contentModel;
    const listed = rows.filter((row) => model.listed(row.type, row.typeData));
    const shown = listed.slice((input.page - 1) * TAGGED_PAGE_SIZE, input.page * TAGGED_PAGE_SIZE);
    if (!shown.length) throw new DomainError('PM_01', input.page > 1 ? 'page' : 'tag', 404);
    return {
      tag: tag.name,
      locale,
      total: listed.length,
      pageNumber: input.page,
      pageSize: TAGGED_PAGE_SIZE,
      pages: shown.map(({ type: _type, typeData: _typeData, ...page }) => page),
    };
  },
});

export interface TagSitemapEntry {
  locale: string;
  tag: string;
  /** When the newest of its pages was published in this version. */
  lastModified: Date;
}

/** Each public tag with at least one published page, per locale: the sitemap lists their tag pages. */
export const listTagSitemapEntries = defineOperation({
  name: 'tags.sitemapEntries',
  access: { public: true },
  kind: 'read',
  tags: () => pageListTags,
  input: z.object({}),
  async run(ctx): Promise<TagSitemapEntry[]> {
    const model = ctx.services.platform.contentModel;
    // A Postgres array literal: type ids are lower-case kebab (registry.ts).
    const judged = `{${model
      .pageTypes({ includeHidden: true })
      .filter((type) => type.listed)
      .map((type) => type.id)
      .join(',')}}`;
    // Pages of types without a `listed` rule are counted in SQL; the others' rows come one by one, to be judged here.
    const rows = await ctx.em.execute<
      { locale: string; tag: string; lastModified: Date | string; type: string | null; typeData: Record<string, unknown> | null }[]
    >(
      `select p."locale", t."tag", max(v."created_at") as "lastModified", null as "type", null as "typeData"
       from "page" p join "page_version" v on v."id" = p."published_version_id"
       cross join lateral jsonb_array_elements_text(v."tags") t("tag")
       where v."tags" <> '[]'::jsonb and not (p."type" = any(?::text[]))
       group by p."locale", t."tag"
       union all
       select p."locale", t."tag", v."created_at", p."type", v."type_data"
       from "page" p join "page_version" v on v."id" = p."published_version_id"
       cross join lateral jsonb_array_elements_text(v."tags") t("tag")
       where v."tags" <> '[]'::jsonb and p."type" = any(?::text[])`,
      [judged, judged],
    );
    const newest = new Map<string, TagSitemapEntry>();
    for (const row of rows) {
      if (row.type !== null && !model.listed(row.type, row.typeData ?? {})) continue;
      // Raw rows may bring timestamps as text; GraphQL's DateTimeISO wants dates.
      const entry = { locale: row.locale, tag: row.tag, lastModified: new Date(row.lastModified) };
      const key = `${row.locale}\u0000${row.tag}`;
      const seen = newest.get(key);
      if (!seen || seen.lastModified < entry.lastModified) newest.set(key, entry);
    }
    return [...newest.values()].toSorted((a, b) => a.locale.localeCompare(b.locale) || a.tag.localeCompare(b.tag));
  },
});
