import { route, type FeatureModule } from '@blokwerk/server/extension';
import { SimilarVacanciesResolver } from './graphql.js';
import { similarVacancies } from './operations.js';

/** A vacancy page's similar vacancies (GraphQL `similarVacancies`, `GET /vacancies/similar?locale=&pageID=&department=&locality=`). */
export const similarVacanciesModule: FeatureModule = {
  name: 'similar-vacancies',
  entities: [],
  resolvers: [SimilarVacanciesResolver],
  routes: [
    route({
      method: 'get',
      path: '/vacancies/similar',
      operation: similarVacancies,
      output: (items) => ({ items }),
      input: (req) => ({ ...req.query, pageID: Number(req.query.pageID) }),
    }),
  ],
};
