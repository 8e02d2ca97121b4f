import type { FeatureModule } from '../module.js';
import { AdminMenuResolver } from './graphql.js';

export const adminMenuModule: FeatureModule = {
  name: 'admin-menu',
  entities: [],
  resolvers: [AdminMenuResolver],
};
