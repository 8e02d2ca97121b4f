import type { FeatureModule } from '../module.js';
import { AccessTokenSchema } from './entities.js';
import { AccessTokensResolver } from './graphql.js';
import { accessTokenRoutes } from './rest.js';

/** Personal access tokens (issue 36): what an MCP client signs in with (modules/mcp). */
export const accessTokensModule: FeatureModule = {
  name: 'access-tokens',
  entities: [AccessTokenSchema],
  resolvers: [AccessTokensResolver],
  routes: accessTokenRoutes,
  personalData: { tables: ['access_token'] },
};
