import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import type { PageType } from '../../content-model/registry.js';
import { Page } from './entities.js';

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 512;

/**
 * The stored slug: lower case, segments of letters, digits and single hyphens, separated by
 * '/', with the page type's prefix in front. '' is the root page.
 */
export function fullSlug(input: string, pageType: Pick<PageType, 'slugPrefix'>): string {
  const trimmed = input
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  const slug = trimmed.startsWith(pageType.slugPrefix) || !trimmed ? trimmed : pageType.slugPrefix + trimmed;
  if (slug === '' && pageType.slugPrefix) throw new DomainError('V_12', 'slug');
  if (slug.length > MAX_SLUG_LENGTH) throw new DomainError('V_14', 'slug');
  if (slug !== '' && !slug.split('/').every((segment) => SEGMENT.test(segment))) throw new DomainError('V_12', 'slug');
  return slug;
}

/** The site's tag pages live below this path (site/src/lib/tag-pages.ts), so no page's slug may: it could never be reached. */
const TAG_PAGES = 'tags/';

/** Slugs are unique per locale, and none is a tag page's path. */
export async function isSlugFree(em: EntityManager, locale: string, slug: string, exceptPageId?: number): Promise<boolean> {
  if (slug.startsWith(TAG_PAGES)) return false;
  const taken = await em.findOne(Page, { locale, slug }, { fields: ['id'] });
  return !taken || taken.id === exceptPageId;
}
