import type { FeatureModule } from '../module.js';
import { LoginAttemptSchema, OneTimeTokenSchema } from './entities.js';
import { AuthResolver } from './graphql.js';
import { authRoutes } from './rest.js';

export const authModule: FeatureModule = {
  name: 'auth',
  entities: [OneTimeTokenSchema, LoginAttemptSchema],
  resolvers: [AuthResolver],
  routes: authRoutes,
};
