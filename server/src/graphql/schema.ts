import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { coreModules } from '../modules/index.js';
import type { FeatureModule } from '../modules/module.js';
import { CORE_PERMISSIONS, permissionCatalogue, type PermissionCatalogue } from '../operations/permissions.js';
import { accessDirectives, assertRootFieldsGuarded } from './access.js';
import { costDirective } from './limits.js';

/** Core's schema (what schema.graphql shows) unless a platform's modules and permissions are given. */
export async function buildGraphQLSchema(modules: readonly FeatureModule[] = coreModules, permissions: PermissionCatalogue = permissionCatalogue(CORE_PERMISSIONS)): Promise<GraphQLSchema> {
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
