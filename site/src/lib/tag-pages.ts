import { graphql } from '../gql';
import type { TaggedPagesQuery } from '../gql/graphql';
import { query, SiteQueryError } from './graphql';
import { localeHref } from './site-path';

const TaggedPages = graphql(`
  query TaggedPages($tag: String!, $locale: String, $page: Int) {
    taggedPages(tag: $tag, locale: $locale, page: $page) {
      tag
      total
      pageNumber
      pageSize
      pages {
        id
        locale
        slug
        title
        seoDescription
      }
    }
  }
`);

export type TaggedPagesAnswer = TaggedPagesQuery['taggedPages'];

/** Tag pages live at `tags/<tag>` below the locale's prefix (a page's own slug cannot hold this path's tag). */
const TAG_PREFIX = 'tags/';

/** The tag a site path names (`tags/<tag>`, the prefix in any case), or undefined for any other path. */
export function tagOfSlug(slug: string): string | undefined {
  if (slug.slice(0, TAG_PREFIX.length).toLowerCase() !== TAG_PREFIX) return undefined;
  const tag = slug.slice(TAG_PREFIX.length).trim();
  return tag && !tag.includes('/') ? tag : undefined;
}

/** A tag page's address: the tag lower-cased and escaped (it may hold spaces and any script's letters); `?page=N` after the first. */
export function tagHref(locale: string, defaultLocale: string, tag: string, pageNumber = 1): string {
  const path = localeHref(locale, defaultLocale, `${TAG_PREFIX}${encodeURIComponent(tag.toLowerCase())}`);
  return pageNumber > 1 ? `${path}?page=${pageNumber}` : path;
}

/** The asked page (`?page=N`) of a tag's published pages in a locale; undefined for an unknown tag, one without pages, or a page past the last. */
export async function loadTaggedPages(locals: App.Locals, tag: string, locale: string, pageNumber: number): Promise<TaggedPagesAnswer | undefined> {
  try {
    return (await query(locals, TaggedPages, { tag, locale, page: pageNumber })).taggedPages;
  } catch (error) {
    if (error instanceof SiteQueryError && error.only('PM_01', 'V_12', 'V_14', 'V_16')) return undefined;
    throw error;
  }
}
