import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { featureModules } from '../modules/index.js';
import type { FeatureModule } from '../modules/module.js';
import { accessDirectives, assertRootFieldsGuarded } from './access.js';
import { costDirective } from './limits.js';

export async function buildGraphQLSchema(modules: readonly FeatureModule[] = featureModules): Promise<GraphQLSchema> {
  const [first, ...rest] = modules.flatMap((m) => m.resolvers ?? []);
  if (!first) throw new Error('no GraphQL resolvers registered');
  const schema = await buildSchema({
    resolvers: [first, ...rest],
    directives: [...accessDirectives, costDirective],
    validate: false,
  });
  assertRootFieldsGuarded(schema);
  return schema;
}
