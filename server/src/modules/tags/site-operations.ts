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
const pageNumber = z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), z.number().int().min(1).max(1000));

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
    const rows = await ctx.em.execute<(TaggedPage & { total: number })[]>(
      `select p."id", p."locale", p."slug", v."title", v."seo_description" as "seoDescription", v."tags", count(*) over ()::int as "total"
       from "page" p join "page_version" v on v."id" = p."published_version_id"
       where p."locale" = ? and v."tags" @> ?::jsonb
       order by v."created_at" desc, p."id" desc limit ? offset ?`,
      [locale, JSON.stringify([tag.name]), TAGGED_PAGE_SIZE, (input.page - 1) * TAGGED_PAGE_SIZE],
    );
    if (!rows.length) throw new DomainError('PM_01', input.page > 1 ? 'page' : 'tag', 404);
    return {
      tag: tag.name,
      locale,
      total: rows[0]?.total ?? 0,
      pageNumber: input.page,
      pageSize: TAGGED_PAGE_SIZE,
      pages: rows.map(({ total: _total, ...page }) => page),
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
    const rows = await ctx.em.execute<{ locale: string; tag: string; lastModified: Date | string }[]>(
      `select p."locale", t."tag", max(v."created_at") as "lastModified"
       from "page" p join "page_version" v on v."id" = p."published_version_id"
       cross join lateral jsonb_array_elements_text(v."tags") t("tag")
       where v."tags" <> '[]'::jsonb
       group by p."locale", t."tag" order by p."locale", t."tag"`,
    );
    // Raw rows may bring timestamps as text; GraphQL's DateTimeISO wants dates.
    return rows.map((row) => ({ ...row, lastModified: new Date(row.lastModified) }));
  },
});
