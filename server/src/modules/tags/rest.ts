import { route } from '../../http/rest.js';
import { fetchPrivateTags, fetchTags, searchPrivateTags, searchTags, validateTag } from './operations.js';
import { listTaggedPages } from './site-operations.js';

const asTags = (tags: string[]) => ({ tags });

/** The REST tag calls, for the public and the private tag set. */
export const tagRoutes = [
  route({ method: 'post', path: '/tags/search', operation: searchTags, output: asTags }),
  route({ method: 'post', path: '/tags/search-private', operation: searchPrivateTags, output: asTags }),
  route({ method: 'get', path: '/tags/fetch', operation: fetchTags, output: asTags }),
  route({ method: 'get', path: '/tags/fetch-private', operation: fetchPrivateTags, output: asTags }),
  route({ method: 'post', path: '/tags/validate', operation: validateTag }),
  // A tag page's published pages: the same for every visitor, kept like a published page.
  route({ method: 'get', path: '/tags/pages', operation: listTaggedPages, shared: true, cacheControl: 'private, no-cache' }),
];
