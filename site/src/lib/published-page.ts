import { graphql } from '../gql';
import type { PublishedSitePageQuery } from '../gql/graphql';
import { query, SiteQueryError } from './graphql';

// One statement on the server: the page, and what its render and head need beside it.
const PublishedSitePage = graphql(`
  query PublishedSitePage($slug: String!, $locale: String) {
    sitePage(slug: $slug, locale: $locale) {
      page {
        id
        translationGroup
        locale
        slug
        type
      }
      pageVersion {
        id
        title
        seoTitle
        seoDescription
        seoKeywords
        seoImage
        tags
        blocks
        typeData
        createdAt
      }
      redirect {
        locale
        slug
      }
      siblings {
        locale
        slug
      }
      imageSizes {
        id
        width
        height
        alt
        version
      }
      jsonLdType
      showTitle
    }
  }
`);

type Answer = PublishedSitePageQuery['sitePage'];

/** A published page with its published siblings, the sizes of its images and its JSON-LD type. */
export interface FoundPage {
  kind: 'page';
  page: NonNullable<Answer['page']>;
  version: NonNullable<Answer['pageVersion']>;
  siblings: NonNullable<Answer['siblings']>;
  imageSizes: NonNullable<Answer['imageSizes']>;
  jsonLdType: string | null;
  /** Whether the page type shows the title as the page's heading. */
  showTitle: boolean;
}

/** What a site path holds: a published page, a moved page's new path, or nothing. */
export type PageLookup = FoundPage | { kind: 'redirect'; locale: string; slug: string } | { kind: 'missing' };

/** The published page at `slug` in `locale`. PM_01 means nothing is published there. */
export async function lookUpPage(locals: App.Locals, locale: string, slug: string): Promise<PageLookup> {
  let answer: Answer;
  try {
    ({ sitePage: answer } = await query(locals, PublishedSitePage, { slug, locale }));
  } catch (error) {
    // A path no slug can have (too long, a character slugs never hold) is missing too.
    if (error instanceof SiteQueryError && error.only('PM_01', 'V_12', 'V_14')) return { kind: 'missing' };
    throw error;
  }
  if (answer.redirect) return { kind: 'redirect', locale: answer.redirect.locale, slug: answer.redirect.slug };
  if (answer.page && answer.pageVersion) {
    const { page, pageVersion: version, siblings, imageSizes, jsonLdType, showTitle } = answer;
    return {
      kind: 'page',
      page,
      version,
      siblings: siblings ?? [],
      imageSizes: imageSizes ?? [],
      jsonLdType: jsonLdType ?? null,
      showTitle: showTitle ?? true,
    };
  }
  return { kind: 'missing' };
}
