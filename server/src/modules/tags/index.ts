import type { FeatureModule } from '../module.js';
import { TagSchema } from './entities.js';
import { TagsResolver, ValidateTagResolver } from './graphql.js';
import { tagRoutes } from './rest.js';
import { TagPagesResolver } from './site-graphql.js';

export const tagsModule: FeatureModule = {
  name: 'tags',
  entities: [TagSchema],
  resolvers: [TagsResolver, ValidateTagResolver, TagPagesResolver],
  routes: tagRoutes,
};
