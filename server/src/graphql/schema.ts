import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { FeatureModule } from '../modules/module.js';
import { CORE_PERMISSIONS, permissionCatalogue, type PermissionCatalogue } from '../operations/permissions.js';
import { accessDirectives, assertRootFieldsGuarded } from './access.js';
import { costDirective } from './limits.js';

/** The schema of the given modules (coreModules: what schema.graphql shows), with core's permissions unless a platform's are given. */
export async function buildGraphQLSchema(
  modules: readonly FeatureModule[],
  permissions: PermissionCatalogue = permissionCatalogue(CORE_PERMISSIONS),
): Promise<GraphQLSchema> {
  const [first, ...rest] = modules.flatMap((m) => m.resolvers ?? []);
  if (!first) throw new Error('no GraphQL resolvers registered');
  const schema = await buildSchema({
    resolvers: [first, ...rest],
    directives: [...accessDirectives, costDirective],
    validate: false,
  });
  assertRootFieldsGuarded(schema, permissions);
  return schema;
}
