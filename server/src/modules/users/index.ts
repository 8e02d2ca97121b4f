import type { FeatureModule } from '../module.js';
import { OneTimeTokenSchema, RoleSchema, UserImageSchema, UserSchema } from './entities.js';
import { UsersResolver } from './graphql.js';
import { grantNewPermissions } from './permission-grants.js';
import { userRoutes } from './rest.js';
import { seedAdministrator } from './seed.js';

export const usersModule: FeatureModule = {
  name: 'users',
  entities: [RoleSchema, UserSchema, UserImageSchema, OneTimeTokenSchema],
  resolvers: [UsersResolver],
  routes: userRoutes,
  async seed({ orm, config, log, platform }) {
    await seedAdministrator(orm, config, log);
    await grantNewPermissions(orm.em.fork(), platform.permissions, log);
  },
};
