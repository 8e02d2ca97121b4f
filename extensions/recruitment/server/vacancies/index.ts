import { route, type FeatureModule } from '@blokwerk/server/extension';
import { VacanciesResolver } from './graphql.js';
import { searchVacancies } from './search.js';

/** The vacancy overview's search: open vacancies, filtered, counted per filter value. */
export const vacanciesModule: FeatureModule = {
  name: 'vacancies',
  entities: [],
  resolvers: [VacanciesResolver],
  routes: [
    route({
      method: 'get',
      path: '/vacancies/search',
      operation: searchVacancies,
      input: (req) => ({ ...req.query, ...(typeof req.query.page === 'string' ? { page: Number(req.query.page) } : {}) }),
    }),
  ],
};
