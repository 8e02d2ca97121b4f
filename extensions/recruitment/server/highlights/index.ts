import { route, type FeatureModule } from '@blokwerk/server/extension';
import { HighlightSchema } from './entities.js';
import { HighlightsResolver } from './graphql.js';
import { listHighlights, setHighlights } from './operations.js';

/** The highlighted vacancies: an ordered list of at most six, edited behind manage-vacancy-highlights. */
export const highlightsModule: FeatureModule = {
  name: 'vacancy-highlights',
  entities: [HighlightSchema],
  resolvers: [HighlightsResolver],
  routes: [
    route({ method: 'get', path: '/vacancy-highlights/list', operation: listHighlights, output: (pageIDs) => ({ pageIDs }) }),
    route({ method: 'post', path: '/vacancy-highlights/set', operation: setHighlights, output: (pageIDs) => ({ pageIDs }) }),
  ],
};
