import type { FeatureModule } from '../module.js';
import { PageRedirectSchema, PageSchema, PageVersionSchema } from './entities.js';
import { PageHistoryResolver } from './history-graphql.js';
import { PagesResolver } from './page-graphql.js';
import { RelatedPagesResolver } from './related-graphql.js';
import { PreviewDraftResolver } from './preview-graphql.js';
import { pageRoutes } from './rest.js';
import { SiteResolver } from './site-graphql.js';
import { WorkingDraftResolver } from './working-draft-graphql.js';
import { TranslationResolver } from './translation-graphql.js';
import { translationRoutes } from './translation-rest.js';

export const pagesModule: FeatureModule = {
  name: 'pages',
  entities: [PageSchema, PageVersionSchema, PageRedirectSchema],
  resolvers: [PagesResolver, RelatedPagesResolver, PageHistoryResolver, PreviewDraftResolver, SiteResolver, TranslationResolver, WorkingDraftResolver],
  routes: [...pageRoutes, ...translationRoutes],
};
