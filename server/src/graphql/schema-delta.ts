import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { extendSchema, Kind, lexicographicSortSchema, parse, print, printSchema, type DefinitionNode, type GraphQLSchema } from 'graphql';

/** What `full` adds to `core`: its own types and directives, and an `extend type` with the fields it adds to one of core's. */
function addedDefinitions(core: GraphQLSchema, full: GraphQLSchema): DefinitionNode[] {
  return parse(printSchemaWithDirectives(full)).definitions.flatMap((definition): DefinitionNode[] => {
    if (!('name' in definition) || !definition.name) return []; // the schema definition: core's
    const name = definition.name.value;
    if (definition.kind === Kind.DIRECTIVE_DEFINITION) return core.getDirective(name) ? [] : [definition];
    const coreType = core.getType(name);
    if (!coreType) return [definition];
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION || !('getFields' in coreType)) return [];
    const coreFields = coreType.getFields();
    const fields = definition.fields?.filter((field) => !(field.name.value in coreFields)) ?? [];
    return fields.length ? [{ kind: Kind.OBJECT_TYPE_EXTENSION, name: definition.name, fields }] : [];
  });
}

const sorted = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));

/**
 * The SDL of what `full` adds to `core`; fails when core plus it is not `full` (an extension
 * changing one of core's types otherwise than by adding fields to it), so nothing goes unshown.
 */
export function schemaDelta(core: GraphQLSchema, full: GraphQLSchema): string {
  const definitions = addedDefinitions(core, full);
  const delta = definitions.length ? print({ kind: Kind.DOCUMENT, definitions }) : '';
  const extended = delta ? extendSchema(core, parse(delta), { assumeValidSDL: true }) : core;
  if (sorted(extended) !== sorted(full))
    throw new Error("the extension changes core's GraphQL types beyond adding types and fields: its schema.graphql cannot show it");
  return delta;
}
