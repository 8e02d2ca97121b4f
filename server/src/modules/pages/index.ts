import type { FeatureModule } from '../module.js';
import { PageRedirectSchema, PageSchema, PageVersionSchema } from './entities.js';
import { PagesResolver } from './graphql.js';
import { PreviewDraftResolver } from './preview-graphql.js';
import { pageRoutes } from './rest.js';
import { SiteResolver } from './site-graphql.js';

export const pagesModule: FeatureModule = {
  name: 'pages',
  entities: [PageSchema, PageVersionSchema, PageRedirectSchema],
  resolvers: [PagesResolver, PreviewDraftResolver, SiteResolver],
  routes: pageRoutes,
};
