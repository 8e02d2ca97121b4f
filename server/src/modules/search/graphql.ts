import { derivedResolver, rootField } from '../../graphql/derive/resolver.js';
import { indexAllPages, removeAllPages, searchIndexStatus, searchPages } from './operations.js';

/** Site search and its index; types and arguments are derived from the operations' schemas (views.ts, operations.ts). */
export const SearchResolver = derivedResolver('Search', {
  query: {
    search: rootField(searchPages, 'Published pages matching the term (prefixes, stemming per locale, typos in titles).'),
    searchIndexStatus: rootField(searchIndexStatus),
  },
  mutation: {
    indexAllPages: rootField(indexAllPages, 'Starts rebuilding the index in the background; the old index answers until the new one is complete.'),
    removeAllPages: rootField(removeAllPages, 'Empties the index.'),
  },
});
