import type { FeatureModule } from '../module.js';
import { SearchResolver } from './graphql.js';
import { searchRoutes } from './rest.js';
import { stopRuns } from './runs.js';

/** Site search (issue 10): the index itself is kept by a trigger in the database (see its migration). */
export const searchModule: FeatureModule = {
  name: 'search',
  entities: [],
  resolvers: [SearchResolver],
  routes: searchRoutes,
  background: ({ orm }) => ({ stop: () => stopRuns(orm.em.getConnection()) }),
};
