import type { FeatureModule } from '../module.js';
import { ContentCheckCatalogueResolver, ContentChecksDraftResolver, ContentChecksResolver } from './graphql.js';
import { checksRoutes } from './rest.js';

/** Content checks before publishing (issue 32): rules over a version, blocking ones refuse publication. */
export const checksModule: FeatureModule = {
  name: 'checks',
  entities: [],
  resolvers: [ContentChecksResolver, ContentChecksDraftResolver, ContentCheckCatalogueResolver],
  routes: checksRoutes,
};
