import { route, type FeatureModule } from '@blokwerk/server/extension';
import { BoardsResolver } from './graphql.js';
import { boardFeed, boardPosterEmail, boardReport } from './operations.js';

/** The job boards: each board's feed (the site's Indeed, LinkedIn and Jooble XML) and the admin's report of what vacancies lack. */
export const boardsModule: FeatureModule = {
  name: 'job-boards',
  entities: [],
  resolvers: [BoardsResolver],
  routes: [
    route({ method: 'get', path: '/job-boards/feed', operation: boardFeed, output: (vacancies) => ({ vacancies }) }),
    route({ method: 'get', path: '/job-boards/report', operation: boardReport, output: (items) => ({ items }) }),
    route({ method: 'get', path: '/job-boards/poster-email', operation: boardPosterEmail }),
  ],
};
