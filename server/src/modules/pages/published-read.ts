import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { EventClearedCache, perEventStream } from '../../events/event-cleared-cache.js';
import type { OperationContext } from '../../operations/define.js';
import { currentContent } from '../../content-model/migrations/current.js';
import { readableLocale } from '../settings/operations.js';
import type { ImageSize, PageSibling } from './views.js';
import { pageViewOf, type PageRecord, type PageVersionView, type PageView } from './views.js';

/**
 * The public read path (get-by-slug, the site): one statement per answer straight into the
 * views, no entities. Building and hydrating the ORM's query cost more than PostgreSQL's work.
 * Private tags are for editors: the public answer's list is always empty.
 */

/** Timestamps as epoch milliseconds: raw SQL hands them over as PostgreSQL's text (see list-query.ts). */
type Epoch = number | string;

type PublishedRow = Omit<PageRecord, 'createdAt' | 'updatedAt'> & { createdAt: Epoch; updatedAt: Epoch } & {
  version: Omit<PageVersionView, 'createdAt'> & { createdAt: Epoch };
};

const PAGE_COLUMNS = `p."id", p."translation_group" as "translationGroup", p."locale", p."slug", p."type", p."title",
  p."head_version_id" as "headVersionID", p."published_version_id" as "publishedVersionID", p."revision",
  extract(epoch from p."created_at") * 1000 as "createdAt", extract(epoch from p."updated_at") * 1000 as "updatedAt",
  (select count(*)::int from "publication_request" r where r."page_id" = p."id" and r."status" = 'pending') as "pendingPublicationRequests"`;

const VERSION_OBJECT = `json_build_object(
  'id', v."id", 'pageID', v."page_id", 'revision', v."revision", 'title', v."title", 'blocks', v."blocks", 'typeData', v."type_data",
  'seoTitle', v."seo_title", 'seoDescription', v."seo_description", 'seoKeywords', v."seo_keywords", 'seoImage', v."seo_image",
  'tags', v."tags", 'privateTags', '[]'::json,
  'hasPublicationRequest', exists (select 1 from "publication_request" r where r."page_version_id" = v."id" and r."status" = 'pending'),
  'authorID', v."author_id", 'restoredFrom', v."restored_from", 'createdAt', extract(epoch from v."created_at") * 1000)`;

/**
 * What a visitor's page render needs beside the page, read in the same statement: its published
 * siblings (as pages.siblings answers visitors) and the sizes of the images its published
 * version uses (which pages.imageSizes shows visitors).
 */
const SITE_OBJECT = `json_build_object(
  'siblings', (select coalesce(json_agg(json_build_object('id', s."id", 'locale', s."locale", 'slug', s."slug") order by s."locale"), '[]'::json)
    from "page" s where s."translation_group" = p."translation_group" and s."id" <> p."id" and s."published_version_id" is not null),
  'imageSizes', (select coalesce(
      json_agg(json_build_object('id', f."id", 'width', f."width", 'height', f."height", 'alt', f."default_alt_text", 'version', f."version")
        order by f."id"), '[]'::json)
    from "media_file" f where f."id" = any(media_file_ids(v."blocks", v."type_data", v."seo_image")) and f."width" is not null and f."height" is not null))`;

export interface PublishedPage {
  page: PageView;
  pageVersion: PageVersionView;
}

export interface SiteExtras {
  siblings: PageSibling[];
  imageSizes: ImageSize[];
}

export type PublishedSitePage = PublishedPage & SiteExtras;

const dateOf = (epoch: Epoch) => new Date(Number(epoch));

/** What a published read needs: the database, and the content model whose shape the content is shown in (currentContent). */
type PublishedReader = Pick<OperationContext, 'em' | 'services'>;

async function readPublished(
  { em, services }: PublishedReader,
  locale: string,
  slug: string,
  withSite: boolean,
): Promise<{ published: PublishedPage; site?: SiteExtras } | undefined> {
  const [row] = await em.execute<(PublishedRow & { site?: SiteExtras })[]>(
    `select ${PAGE_COLUMNS}, ${VERSION_OBJECT} as "version"${withSite ? `, ${SITE_OBJECT} as "site"` : ''}
     from "page" p join "page_version" v on v."id" = p."published_version_id"
     where p."locale" = ? and p."slug" = ?`,
    [locale, slug],
  );
  if (!row) return undefined;
  const { version, site, createdAt, updatedAt, ...record } = row;
  return {
    published: {
      page: pageViewOf({ ...record, createdAt: dateOf(createdAt), updatedAt: dateOf(updatedAt) }),
      pageVersion: { ...version, ...currentContent(services.platform.contentModel, record.type, version), createdAt: dateOf(version.createdAt) },
    },
    site,
  };
}

/** The published page at `slug` in `locale` with its published version; undefined when none is. */
async function publishedPageAt(reader: PublishedReader, locale: string, slug: string): Promise<PublishedPage | undefined> {
  return (await readPublished(reader, locale, slug, false))?.published;
}

/** publishedPageAt, with what the site's render needs too (SITE_OBJECT). */
async function publishedSitePageAt(reader: PublishedReader, locale: string, slug: string): Promise<PublishedSitePage | undefined> {
  const found = await readPublished(reader, locale, slug, true);
  return found && { ...found.published, siblings: found.site?.siblings ?? [], imageSizes: found.site?.imageSizes ?? [] };
}

/** Where an old path of a renamed, still published page leads now. */
async function publishedRedirectAt(em: EntityManager, locale: string, slug: string): Promise<{ locale: string; slug: string } | undefined> {
  const [row] = await em.execute<{ slug: string }[]>(
    `select p."slug" from "page_redirect" r join "page" p on p."id" = r."page_id"
     where r."locale" = ? and r."slug" = ? and p."published_version_id" is not null`,
    [locale, slug],
  );
  return row && { locale, slug: row.slug };
}

/** A site path: the slug below the locale, and the locale (the default one when left out). */
export const sitePathInput = z.object({ slug: z.string().max(512).default(''), locale: z.string().trim().max(16).optional() });

export type PathAnswer<Found> = Found | { redirect: { locale: string; slug: string } };

const REMEMBERED_PATHS = 2000;
/**
 * And at most this many bytes each (estimated by the answer's JSON, which its objects outweigh
 * by a small factor): a page of hundreds of blocks is a few hundred KB, and 2000 of them would
 * hold most of a process's memory.
 */
const REMEMBERED_BYTES = 16 * 1024 * 1024;
const rememberedSize = (answer: object) => JSON.stringify(answer).length;

/**
 * The answers for published paths, remembered per process until the next content event of any
 * process (a publication, a slug change, a deletion, a settings or menu change): every visitor
 * gets the same, so after the first only the transport's work is left. Shared by all requests,
 * so never changed by a caller.
 */
const rememberedPages = perEventStream(
  (events) => new EventClearedCache<PathAnswer<PublishedPage>>(events, { max: REMEMBERED_PATHS, maxSize: REMEMBERED_BYTES, sizeOf: rememberedSize }),
);
const rememberedSitePages = perEventStream(
  (events) => new EventClearedCache<PathAnswer<PublishedSitePage>>(events, { max: REMEMBERED_PATHS, maxSize: REMEMBERED_BYTES, sizeOf: rememberedSize }),
);

/**
 * What a published path holds, read by `read`; an old path of a renamed page answers `redirect`
 * with the current one (the site turns it into a 301); nothing there is PM_01.
 */
async function readPublishedPath<Found extends object>(
  ctx: PublishedReader,
  input: z.output<typeof sitePathInput>,
  read: (reader: PublishedReader, locale: string, slug: string) => Promise<Found | undefined>,
  cache: EventClearedCache<PathAnswer<Found>>,
): Promise<PathAnswer<Found>> {
  const locale = await readableLocale(ctx, input.locale || undefined);
  const slug = input.slug
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  const answer = await cache.fetch(`${locale}/${slug}`, async () => {
    const found = await read(ctx, locale, slug);
    if (found) return found;
    const redirect = await publishedRedirectAt(ctx.em, locale, slug);
    return redirect && { redirect };
  });
  if (!answer) throw new DomainError('PM_01', 'slug', 404);
  return answer;
}

/** The published page at a path (pages.getBySlug). */
export function publishedPathAnswer(ctx: Pick<OperationContext, 'em' | 'services'>, input: z.output<typeof sitePathInput>): Promise<PathAnswer<PublishedPage>> {
  return readPublishedPath(ctx, input, publishedPageAt, rememberedPages(ctx.services.events));
}

/** The published page at a path with what the site's render needs (pages.sitePage). */
export function publishedSitePathAnswer(
  ctx: Pick<OperationContext, 'em' | 'services'>,
  input: z.output<typeof sitePathInput>,
): Promise<PathAnswer<PublishedSitePage>> {
  return readPublishedPath(ctx, input, publishedSitePageAt, rememberedSitePages(ctx.services.events));
}
