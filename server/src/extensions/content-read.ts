/**
 * The content read API an extension's server part reads core's pages and site settings through
 * (`content` of `@blokwerk/server/extension`, docs/extensions.md "Reading core's content"), so
 * that no extension names core's tables: they may change, this may not. Each call is one
 * statement (the settings come from the process's cache). Published content is anyone's; what
 * editors have not published yet is `latestPages` (edit-page) or, without the content, a page's
 * facts. The calling operation declares who may see its answer.
 */
import { z } from 'zod';
import type { Block } from '../content-model/block.js';
import { currentBlocks, currentTypeData } from '../content-model/migrations/current.js';
import { DomainError } from '../errors.js';
import type { OperationContext } from '../operations/define.js';
import { pagePath as pathOfPage } from '../modules/pages/history-operations.js';
import { cachedSettings } from '../modules/settings/settings-cache.js';
import { siteIdentity } from '../modules/settings/site-identity.js';

/** What a read needs: an operation's context, or a background task's `{ em: deps.orm.em.fork(), services: deps.services }`. */
export type ContentReader = Pick<OperationContext, 'em' | 'services'>;

/** A page without its content, published or not: what the admin's page list shows of it. */
export interface PageFacts {
  id: number;
  /** Shared by a page and its translations. */
  translationGroup: number;
  type: string;
  locale: string;
  /** The path below the locale, the page type's prefix included; '' is the root page. */
  slug: string;
  /** As last saved (a draft's, when one is newer than the published version). */
  title: string;
  /** Whether the page has a published version (latestPages: whether the content is that version). */
  published: boolean;
  /** When the page was created (ISO 8601). */
  createdAt: string;
}

/**
 * A page as it is published (latestPages: or as last saved while it has no published version),
 * its `title` that version's.
 */
export interface ContentPage extends PageFacts {
  typeData: Record<string, unknown>;
  /** The version's public tags (private ones are editors' and never read here). */
  tags: string[];
  /** The version's blocks, when asked for (`blocks: true`). */
  blocks?: Block[];
}

/** A part of a list, newest first; `next` is the `after` of the part after it, null after the last. */
export interface ContentList<Item> {
  items: Item[];
  next: number | null;
}

const MAX_LIMIT = 1000;
const ids = z.array(z.number().int().positive()).max(MAX_LIMIT);
const paging = { after: z.number().int().positive().optional(), limit: z.number().int().min(1).max(MAX_LIMIT).optional() };

/**
 * Which pages: of a type and in a locale, or with these ids (at most 1000), or both; `after` and
 * `limit` page through them (100 at a time, or every id asked for).
 */
const pageQuery = z
  .strictObject({ type: z.string().min(1).max(64).optional(), locale: z.string().min(1).max(16).optional(), ids: ids.optional(), ...paging })
  .refine((query) => query.type !== undefined || query.ids !== undefined, { message: 'a type or ids' });

export type PageQuery = z.input<typeof pageQuery>;
export type ContentQuery = PageQuery & { blocks?: boolean };

type Timestamp = Date | string;
type Row<T> = Omit<T, 'createdAt'> & { createdAt: Timestamp };

/** The SQL condition and parameters of a query, on the page `p`; newest (highest id) first, from `after`. */
function where(raw: PageQuery): { sql: string; params: unknown[]; limit: number } {
  const query = pageQuery.parse(raw);
  const conditions: [string, unknown][] = [];
  if (query.type !== undefined) conditions.push([`p."type" = ?`, query.type]);
  if (query.locale !== undefined) conditions.push([`p."locale" = ?`, query.locale]);
  if (query.ids !== undefined) conditions.push([`p."id" = any(?::int[])`, `{${query.ids.join(',')}}`]);
  if (query.after !== undefined) conditions.push([`p."id" < ?`, query.after]);
  return {
    sql: conditions.map(([sql]) => sql).join(' and '),
    params: conditions.map(([, param]) => param),
    limit: query.limit ?? (query.ids ? MAX_LIMIT : 100),
  };
}

const listOf = <T extends { id: number; createdAt: string }>(rows: Row<T>[], limit: number): ContentList<T> => ({
  items: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }) as T),
  next: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
});

/** A page's content as readers see it: in the content model's current shape (currentContent, content-model migrations). */
function currentPage(reader: ContentReader, page: Row<ContentPage>): Row<ContentPage> {
  const model = reader.services.platform.contentModel;
  return { ...page, typeData: currentTypeData(model, page.type, page.typeData), ...(page.blocks && { blocks: currentBlocks(model, page.blocks) }) };
}

const PAGE_COLUMNS = `p."id", p."translation_group" as "translationGroup", p."type", p."locale", p."slug", p."created_at" as "createdAt"`;
const VERSION_COLUMNS = `v."title", v."type_data" as "typeData", v."tags"`;

/** Pages with the version `versionId` names (SQL on `p`): one statement. */
async function contentOf(reader: ContentReader, { blocks, ...query }: ContentQuery, versionId: string): Promise<ContentList<ContentPage>> {
  const { sql, params, limit } = where(query);
  const rows = await reader.em.execute<Row<ContentPage>[]>(
    `select ${PAGE_COLUMNS}, ${VERSION_COLUMNS}, p."published_version_id" is not null as "published"${blocks ? ', v."blocks"' : ''}
       from "page" p join "page_version" v on v."id" = ${versionId}
      where ${sql} order by p."id" desc limit ${limit}`,
    params,
  );
  return listOf(
    rows.map((row) => currentPage(reader, row)),
    limit,
  );
}

/** The published pages a query names, with their published version's title and typeData (and blocks, when asked). */
export function publishedPages(reader: ContentReader, query: ContentQuery): Promise<ContentList<ContentPage>> {
  return contentOf(reader, query, 'p."published_version_id"');
}

/**
 * The pages a query names, each with its published version, or its latest while it has none
 * (what an editor's report judges). Drafts are editors' (UM_01 without edit-page).
 */
export async function latestPages(reader: ContentReader & Pick<OperationContext, 'actor'>, query: ContentQuery): Promise<ContentList<ContentPage>> {
  if (reader.actor.kind !== 'user' || !reader.actor.permissions.has('edit-page')) throw new DomainError('UM_01');
  return contentOf(reader, query, 'coalesce(p."published_version_id", p."head_version_id")');
}

/** One published page, by id or by its locale and slug, with its blocks; undefined when there is none. */
export async function publishedPage(reader: ContentReader, at: { id: number } | { locale: string; slug: string }): Promise<ContentPage | undefined> {
  if ('id' in at) return (await publishedPages(reader, { ids: [at.id], blocks: true })).items[0];
  const [row] = await reader.em.execute<Row<ContentPage>[]>(
    `select ${PAGE_COLUMNS}, ${VERSION_COLUMNS}, v."blocks", true as "published"
       from "page" p join "page_version" v on v."id" = p."published_version_id" where p."locale" = ? and p."slug" = ?`,
    [at.locale, at.slug],
  );
  return row && listOf([currentPage(reader, row)], 1).items[0];
}

/** The facts of the pages a query names, published or not, without their content. */
export async function pageFacts(reader: ContentReader, query: PageQuery): Promise<ContentList<PageFacts>> {
  const { sql, params, limit } = where(query);
  const rows = await reader.em.execute<Row<PageFacts>[]>(
    `select ${PAGE_COLUMNS}, p."title", p."published_version_id" is not null as "published" from "page" p where ${sql} order by p."id" desc limit ${limit}`,
    params,
  );
  return listOf(rows, limit);
}

/** Every item of a list read a part at a time: `all((after) => content.publishedPages(ctx, { type, after, limit: 1000 }))`. */
export async function all<Item>(part: (after: number | undefined) => Promise<ContentList<Item>>): Promise<Item[]> {
  const items: Item[] = [];
  for (let after: number | undefined; ;) {
    const read = await part(after);
    items.push(...read.items);
    if (read.next === null) return items;
    after = read.next;
  }
}

/** The site's languages: every locale pages may have, and the one whose addresses have no prefix. */
export async function siteLocales(reader: ContentReader): Promise<{ availableLocales: readonly string[]; defaultLocale: string }> {
  const { availableLocales, defaultLocale } = await cachedSettings(reader);
  return { availableLocales, defaultLocale };
}

/** A page's path on the site, as the site's links have it: `/{slug}` in the default locale, `/{locale}/{slug}` in the others. */
export async function pagePath(reader: ContentReader, page: { locale: string; slug: string }): Promise<string> {
  return pathOfPage(page, (await siteLocales(reader)).defaultLocale);
}

/** A page's absolute address, for a mail or a feed: the public origin before its path. */
export async function pageUrl(reader: ContentReader, page: { locale: string; slug: string }): Promise<string> {
  return `${reader.services.publicUrl()}${await pagePath(reader, page)}`;
}

/** The site's name in a locale as the site shows it (the default locale's when it has none there). */
export async function siteName(reader: ContentReader, locale: string): Promise<string> {
  return (await siteIdentity(reader, locale)).siteName;
}
