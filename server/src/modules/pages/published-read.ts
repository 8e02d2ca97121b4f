import type { EntityManager } from '@mikro-orm/postgresql';
import { pageViewOf, type PageRecord, type PageVersionView, type PageView } from './views.js';

/**
 * The public read path (get-by-slug, the site): one statement per answer straight into the
 * views, no entities. Building and hydrating the ORM's query cost more than PostgreSQL's work.
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
  'hasPublicationRequest', exists (select 1 from "publication_request" r where r."page_version_id" = v."id" and r."status" = 'pending'),
  'authorID', v."author_id", 'restoredFrom', v."restored_from", 'createdAt', extract(epoch from v."created_at") * 1000)`;

const dateOf = (epoch: Epoch) => new Date(Number(epoch));

/** The published page at `slug` in `locale` with its published version; undefined when none is. */
export async function publishedPageAt(em: EntityManager, locale: string, slug: string): Promise<{ page: PageView; pageVersion: PageVersionView } | undefined> {
  const [row] = await em.execute<PublishedRow[]>(
    `select ${PAGE_COLUMNS}, ${VERSION_OBJECT} as "version"
     from "page" p join "page_version" v on v."id" = p."published_version_id"
     where p."locale" = ? and p."slug" = ?`,
    [locale, slug],
  );
  if (!row) return undefined;
  const { version, createdAt, updatedAt, ...record } = row;
  return {
    page: pageViewOf({ ...record, createdAt: dateOf(createdAt), updatedAt: dateOf(updatedAt) }),
    pageVersion: { ...version, createdAt: dateOf(version.createdAt) },
  };
}

/** Where an old path of a renamed, still published page leads now. */
export async function publishedRedirectAt(em: EntityManager, locale: string, slug: string): Promise<{ locale: string; slug: string } | undefined> {
  const [row] = await em.execute<{ slug: string }[]>(
    `select p."slug" from "page_redirect" r join "page" p on p."id" = r."page_id"
     where r."locale" = ? and r."slug" = ? and p."published_version_id" is not null`,
    [locale, slug],
  );
  return row && { locale, slug: row.slug };
}
