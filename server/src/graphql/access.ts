import { DirectiveLocation, GraphQLDirective, Kind, type ConstDirectiveNode, GraphQLList, GraphQLNonNull, GraphQLString, type GraphQLSchema } from 'graphql';
import { Directive } from 'type-graphql';
import type { z } from 'zod';
import type { Access, Operation } from '../operations/define.js';
import type { PermissionCatalogue } from '../operations/permissions.js';

export const requiresPermissionDirective = new GraphQLDirective({
  name: 'requiresPermission',
  description: 'Only callers whose role holds this permission may use the field (UM_01 otherwise).',
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: { name: { type: new GraphQLNonNull(GraphQLString) } },
});

export const requiresAnyPermissionDirective = new GraphQLDirective({
  name: 'requiresAnyPermission',
  description: 'Only callers whose role holds one of these permissions may use the field (UM_01 otherwise).',
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: { names: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString))) } },
});

export const signedInDirective = new GraphQLDirective({
  name: 'signedIn',
  description: 'Any signed-in user may use the field (UM_01 otherwise).',
  locations: [DirectiveLocation.FIELD_DEFINITION],
});

export const publicDirective = new GraphQLDirective({
  name: 'public',
  description: 'Anyone may use the field, signed in or not.',
  locations: [DirectiveLocation.FIELD_DEFINITION],
});

export const accessDirectives = [requiresPermissionDirective, requiresAnyPermissionDirective, signedInDirective, publicDirective];
const accessDirectiveNames = new Set(accessDirectives.map((d) => d.name));

function accessSdl(access: Access): string {
  if ('public' in access) return '@public';
  if ('signedIn' in access) return '@signedIn';
  if ('anyPermission' in access) return `@requiresAnyPermission(names: ${JSON.stringify(access.anyPermission)})`;
  return `@requiresPermission(name: ${JSON.stringify(access.permission)})`;
}

/**
 * Marks a root field with the access its operation declares, so `schema.graphql` shows
 * exactly what the operation enforces (the check itself runs in invoke()), and with the
 * operation's cost, which the request budget weighs (graphql/limits.ts).
 */
export function Guarded(operation: Pick<Operation<z.ZodType, unknown>, 'access' | 'cost'>): MethodDecorator {
  const access = Directive(accessSdl(operation.access));
  if (operation.cost === undefined) return access;
  const cost = Directive(`@cost(weight: ${operation.cost})`);
  return (target, key, descriptor) => {
    access(target, key, descriptor);
    cost(target, key, descriptor);
  };
}

/** The permission names an access directive asks for. */
function askedPermissions(directive: ConstDirectiveNode): string[] {
  const value = directive.arguments?.[0]?.value;
  if (value?.kind === Kind.STRING) return [value.value];
  if (value?.kind === Kind.LIST) return value.values.flatMap((v) => (v.kind === Kind.STRING ? [v.value] : []));
  return [];
}

/**
 * Fail closed: a root field without an access directive, or asking for a permission nobody
 * declared (a typo, an extension's permission left out of its declaration), is a start-up error.
 */
export function assertRootFieldsGuarded(schema: GraphQLSchema, permissions: PermissionCatalogue): void {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const directives = field.astNode?.directives?.filter((d) => accessDirectiveNames.has(d.name.value)) ?? [];
      if (!directives.length) throw new Error(`GraphQL field ${root.name}.${field.name} declares no access (use @Guarded(operation))`);
      const unknown = directives.flatMap(askedPermissions).filter((name) => !permissions.has(name));
      if (unknown.length) throw new Error(`GraphQL field ${root.name}.${field.name} asks for undeclared permission ${unknown.join(', ')}`);
    }
  }
}
