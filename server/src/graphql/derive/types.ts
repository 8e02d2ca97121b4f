import { GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLString, type GraphQLScalarType } from 'graphql';
import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, InputType, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { z } from 'zod';
import { contractOf, type ScalarName } from '../../operations/contract.js';

/**
 * type-graphql classes derived from zod schemas (docs: "One declaration per contract"): a field
 * is declared once, in the operation's schema, and GraphQL's types follow from it. The classes
 * are built with type-graphql's own decorators called as functions, as its generic types are,
 * so the schema build and the printed schema.graphql treat them like hand-written ones.
 */

/** Inputs read what a client sends (a transform's input side); outputs what run() answers. */
export type Direction = 'input' | 'output';

const SCALARS: Record<ScalarName, GraphQLScalarType> = {
  String: GraphQLString,
  Int: GraphQLInt,
  Float: GraphQLFloat,
  Boolean: GraphQLBoolean,
  ID: GraphQLID,
  JSON: GraphQLJSON,
  JSONObject: GraphQLJSONObject,
};
const INT_FORMATS = new Set(['safeint', 'int32', 'uint32']);

/** What type-graphql takes as a field's named type: a scalar, a class, Date, or a registered enum's object. */
type TypeValue = GraphQLScalarType | ClassType | DateConstructor | Record<string, string>;

/** A field as type-graphql takes it: the named type, and which levels may be null. */
interface FieldShape {
  type: TypeValue;
  list: boolean;
  nullable: boolean;
  itemsNullable: boolean;
  defaultValue?: unknown;
  description?: string;
}

class ContractError extends Error {
  constructor(path: string, problem: string) {
    super(`GraphQL contract at ${path}: ${problem}`);
  }
}

// One class per schema definition and direction; a name claimed twice for different shapes is a start-up error.
const classes: Record<Direction | 'args', WeakMap<object, ClassType>> = { input: new WeakMap(), output: new WeakMap(), args: new WeakMap() };
const enums = new Map<string, Record<string, string>>();
const claimed = new Map<string, { definition: object; use: Direction | 'enum' }>();

/** An enum serves both directions; an object type is either an output or an input, each under its own name. */
function claim(name: string, definition: object, use: Direction | 'enum', path: string): void {
  const owner = claimed.get(name);
  if (owner && (owner.definition !== definition || owner.use !== use)) {
    throw new ContractError(path, `the name ${name} is already given to another shape (a shape both answered and sent needs two: named({ output, input }, …))`);
  }
  claimed.set(name, { definition, use });
}

/** The type name a schema is given (named()) for this direction, if any. */
export function nameFor(schema: z.core.$ZodType, direction: Direction): string | undefined {
  const name = contractOf(schema).name;
  return typeof name === 'string' ? name : name?.[direction];
}

function nameOf(schema: z.core.$ZodType, direction: Direction, path: string): string {
  const chosen = nameFor(schema, direction);
  if (!chosen) throw new ContractError(path, `an object or enum needs its ${direction} type name: named('…', schema)`);
  return chosen;
}

const descriptionOf = (schema: z.core.$ZodType): string | undefined => z.globalRegistry.get(schema)?.description;

export function classNamed(name: string): ClassType {
  // oxlint-disable-next-line typescript/no-extraneous-class -- type-graphql hangs its metadata on a class; the decorators give it its fields
  const target = class {};
  // The class's own name shows in type-graphql's messages.
  Object.defineProperty(target, 'name', { value: name });
  return target;
}

function enumType(schema: z.ZodEnum, direction: Direction, path: string): Record<string, string> {
  const name = nameOf(schema, direction, path);
  claim(name, schema.def, 'enum', path);
  const known = enums.get(name);
  if (known) return known;
  const values = Object.fromEntries(schema.options.map((value) => [String(value), String(value)]));
  registerEnumType(values, { name, description: descriptionOf(schema) });
  enums.set(name, values);
  return values;
}

function literalType(schema: z.ZodLiteral, path: string): GraphQLScalarType {
  const kinds = new Set([...schema.values].map((value) => (typeof value === 'number' && !Number.isInteger(value) ? 'float' : typeof value)));
  const [kind] = kinds;
  if (kinds.size === 1 && kind === 'string') return GraphQLString;
  if (kinds.size === 1 && kind === 'boolean') return GraphQLBoolean;
  if (kinds.size === 1 && kind === 'number') return GraphQLInt;
  if (kinds.size === 1 && kind === 'float') return GraphQLFloat;
  throw new ContractError(path, 'a literal of mixed or unsupported values: show it with shownAs()');
}

/** The named type at the bottom of the wrappers: a scalar, an enum or an object type. */
function namedType(schema: z.core.$ZodType, direction: Direction, path: string): TypeValue {
  // A string format (z.uuid(), z.email(), …) is a string all the same.
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) return GraphQLString;
  if (schema instanceof z.ZodNumber) return schema.format && INT_FORMATS.has(schema.format) ? GraphQLInt : GraphQLFloat;
  if (schema instanceof z.ZodBoolean) return GraphQLBoolean;
  if (schema instanceof z.ZodDate) return Date;
  if (schema instanceof z.ZodLiteral) return literalType(schema, path);
  if (schema instanceof z.ZodEnum) return enumType(schema, direction, path);
  if (schema instanceof z.ZodObject) return objectClass(schema, direction, path);
  const kind = schema instanceof z.ZodType ? schema.type : 'schema';
  throw new ContractError(path, `a ${kind} has no GraphQL type of its own: show it as a scalar with shownAs('JSON', …)`);
}

/** Unwraps optional, nullable, default, pipe and array down to the named type, noting what they imply. */
function fieldShape(schema: z.core.$ZodType, direction: Direction, path: string): FieldShape {
  let node = schema;
  let nullable = false;
  let defaultValue: unknown;
  let description: string | undefined;
  for (;;) {
    const scalar = contractOf(node).scalar;
    // An object's or enum's own description belongs to its type, not to the fields that use it.
    const typeOfItsOwn = !scalar && (node instanceof z.ZodObject || node instanceof z.ZodEnum);
    if (!typeOfItsOwn) description ??= descriptionOf(node);
    if (scalar) return { type: SCALARS[scalar], list: false, nullable, itemsNullable: false, defaultValue, description };
    if (node instanceof z.ZodOptional || node instanceof z.ZodNullable) {
      nullable = true;
      node = node.unwrap();
    } else if (node instanceof z.ZodDefault) {
      // Left out, the default applies: GraphQL shows it (`= false`); a null default, or one not shown, is just "nullable".
      const value: unknown = node.def.defaultValue;
      const shown = value !== null && !contractOf(node).defaultUnshown;
      if (direction === 'input' && shown) defaultValue = value;
      if (direction === 'input' && !shown) nullable = true;
      node = node.unwrap();
    } else if (node instanceof z.ZodPipe) {
      // A preprocess (transform in front) checks what its output schema checks; a transform behind keeps its input's type.
      node = direction === 'input' && !(node.in instanceof z.ZodTransform) ? node.in : node.out;
    } else if (node instanceof z.ZodReadonly) {
      node = node.unwrap();
    } else if (node instanceof z.ZodArray) {
      const item = fieldShape(node.element, direction, `${path}[]`);
      if (item.list) throw new ContractError(path, "lists of lists are not derived: show it with shownAs('JSON', …)");
      return { ...item, list: true, nullable, itemsNullable: item.nullable, defaultValue, description };
    } else {
      return { type: namedType(node, direction, path), list: false, nullable, itemsNullable: false, defaultValue, description };
    }
  }
}

function nullableOption(shape: FieldShape): boolean | 'items' | 'itemsAndList' | undefined {
  if (shape.list && shape.itemsNullable) return shape.nullable ? 'itemsAndList' : 'items';
  return shape.nullable || undefined;
}

/** Declares each property of the object schema as a type-graphql field of the class, in the schema's order. */
function addFields(target: ClassType, schema: z.ZodObject, direction: Direction, path: string): void {
  for (const [key, field] of Object.entries(schema.shape)) {
    const shape = fieldShape(field, direction, `${path}.${key}`);
    const options = {
      ...(nullableOption(shape) === undefined ? {} : { nullable: nullableOption(shape) }),
      ...(shape.description === undefined ? {} : { description: shape.description }),
      ...(shape.defaultValue === undefined ? {} : { defaultValue: shape.defaultValue }),
    };
    Field(() => (shape.list ? [shape.type] : shape.type), options)(target.prototype, key);
  }
}

function objectClass(schema: z.ZodObject, direction: Direction, path: string): ClassType {
  const definition = schema.def;
  const known = classes[direction].get(definition);
  if (known) return known;
  const name = nameOf(schema, direction, path);
  claim(name, definition, direction, path);
  const target = classNamed(name);
  // Remembered before its fields are derived, so that a shape containing itself refers to its own class.
  classes[direction].set(definition, target);
  const description = descriptionOf(schema);
  (direction === 'input' ? InputType : ObjectType)(name, description === undefined ? {} : { description })(target);
  addFields(target, schema, direction, name);
  return target;
}

/** The object type (`direction` output) or input type a named object schema declares. */
export function derivedClass(schema: z.ZodObject, direction: Direction): ClassType {
  return objectClass(schema, direction, nameOf(schema, direction, 'schema'));
}

/** The arguments of a root field, one per property of the object schema (type-graphql's ArgsType). */
export function derivedArgs(schema: z.ZodObject, path: string): ClassType {
  const definition = schema.def;
  const known = classes.args.get(definition);
  if (known) return known;
  const target = classNamed('Args');
  classes.args.set(definition, target);
  ArgsType()(target);
  addFields(target, schema, 'input', path);
  return target;
}

/** A root field's return type and nullability, from what its operation declares it answers. */
export function derivedReturn(schema: z.core.$ZodType, path: string): { type: () => TypeValue | [TypeValue]; nullable?: boolean | 'items' | 'itemsAndList' } {
  const shape = fieldShape(schema, 'output', path);
  const nullable = nullableOption(shape);
  return { type: () => (shape.list ? [shape.type] : shape.type), ...(nullable === undefined ? {} : { nullable }) };
}
