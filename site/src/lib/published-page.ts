import { graphql } from '../gql';
import type { PublishedPageBySlugQuery } from '../gql/graphql';
import { query, SiteQueryError } from './graphql';

const PublishedPageBySlug = graphql(`
  query PublishedPageBySlug($slug: String!, $locale: String) {
    pageBySlug(slug: $slug, locale: $locale) {
      page {
        id
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
        blocks
        createdAt
      }
      redirect {
        locale
        slug
      }
    }
  }
`);

type Answer = PublishedPageBySlugQuery['pageBySlug'];

/** What a site path holds: a published page, a moved page's new path, or nothing. */
export type PageLookup =
  | { kind: 'page'; page: NonNullable<Answer['page']>; version: NonNullable<Answer['pageVersion']> }
  | { kind: 'redirect'; locale: string; slug: string }
  | { kind: 'missing' };

/** The published page at `slug` in `locale` (DESIGN §7). PM_01 means nothing is published there. */
export async function lookUpPage(locals: App.Locals, locale: string, slug: string): Promise<PageLookup> {
  let answer: Answer;
  try {
    ({ pageBySlug: answer } = await query(locals, PublishedPageBySlug, { slug, locale }));
  } catch (error) {
    if (error instanceof SiteQueryError && error.only('PM_01')) return { kind: 'missing' };
    throw error;
  }
  if (answer.redirect) return { kind: 'redirect', locale: answer.redirect.locale, slug: answer.redirect.slug };
  if (answer.page && answer.pageVersion) return { kind: 'page', page: answer.page, version: answer.pageVersion };
  return { kind: 'missing' };
}
