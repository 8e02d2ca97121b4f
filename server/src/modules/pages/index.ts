import type { FeatureModule } from '../module.js';
import { PageRedirectSchema, PageSchema, PageVersionSchema } from './entities.js';
import { PagesResolver } from './graphql.js';
import { pageRoutes } from './rest.js';

export const pagesModule: FeatureModule = {
  name: 'pages',
  entities: [PageSchema, PageVersionSchema, PageRedirectSchema],
  resolvers: [PagesResolver],
  routes: pageRoutes,
};
