import { skipToken, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMemo } from 'react';
import type { ApiErrorItem } from '../../../api/apiError';
import { AVAILABILITY_CHECK_DEBOUNCE } from '../../../lib/config';
import { graphQLErrorItems } from '../../../api/errorItems';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { SlugAvailableQuery } from './slugDocuments';

/** What the live check knows of a slug; `path` is the slug as it would be stored (prefix included). */
export type SlugAvailability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; path: string }
  | { state: 'taken'; path: string }
  /** The server refused the slug itself (V_12 not valid, V_14 too long). */
  | { state: 'invalid'; errors: readonly ApiErrorItem[] }
  | { state: 'unknown' };

/**
 * Whether a slug is free in a locale for a page type, checked on the server,
 * debounced. With `pageId`, that page's own slug counts as free (changing a page's path).
 */
export function useSlugAvailability(type: string, locale: string, slug: string, pageId?: number): SlugAvailability {
  const wanted = useMemo(() => ({ type, locale, slug: slug.trim(), pageId }), [type, locale, slug, pageId]);
  const asked = useDebouncedValue(wanted, AVAILABILITY_CHECK_DEBOUNCE);
  const complete = asked.slug !== '' && asked.type !== '' && asked.locale !== '';
  // Availability changes as others create pages: every check asks the server.
  const { data, error, loading } = useQuery(SlugAvailableQuery, complete ? { variables: asked, fetchPolicy: 'network-only' } : skipToken);

  if (wanted.slug === '') return { state: 'idle' };
  if (asked !== wanted || loading) return { state: 'checking' };
  if (error) {
    // Only the server's verdict on the slug belongs under the field; anything else leaves the question open.
    const refused = CombinedGraphQLErrors.is(error) ? graphQLErrorItems(error.errors).filter((item) => item.property === 'slug') : [];
    return refused.length > 0 ? { state: 'invalid', errors: refused } : { state: 'unknown' };
  }
  if (!data) return { state: 'checking' };
  const { available, slug: path } = data.slugAvailable;
  return available ? { state: 'available', path } : { state: 'taken', path };
}
