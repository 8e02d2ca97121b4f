import type { FeatureModule } from '../module.js';
import { RoleSchema, UserImageSchema, UserSchema } from './entities.js';
import { UsersResolver } from './graphql.js';
import { userRoutes } from './rest.js';

export const usersModule: FeatureModule = {
  name: 'users',
  entities: [RoleSchema, UserSchema, UserImageSchema],
  resolvers: [UsersResolver],
  routes: userRoutes,
};
