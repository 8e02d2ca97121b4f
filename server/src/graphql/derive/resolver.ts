import { Arg, Args, Ctx, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import { z } from 'zod';
import type { Operation, OperationContext } from '../../operations/define.js';
import { invoke } from '../../operations/invoke.js';
import { Guarded } from '../access.js';
import type { GraphQLContext } from '../context.js';
import { classNamed, derivedArgs, derivedClass, derivedReturn, nameFor } from './types.js';

/**
 * Resolvers whose root fields each hand what the client sent to one operation, their types
 * derived from the operation's declared schemas: the input's object schema gives the arguments,
 * the output schema the return type, and the access and cost directives come from the operation
 * as with @Guarded. Everything is derived at once, as type-graphql needs it before it builds the schema.
 */

type AnyOperation = Pick<Operation<z.ZodType, unknown>, 'name' | 'access' | 'cost' | 'input' | 'output'>;

/** A root field: the operation it runs, and what the field does for a GraphQL client (its description). */
export interface RootField {
  readonly operation: AnyOperation;
  readonly description?: string;
  run(ctx: OperationContext, input: unknown): Promise<unknown>;
}

/** The root field running `operation` with what the client sent. */
export function rootField<Input extends z.ZodType, Output>(operation: Operation<Input, Output>, description?: string): RootField {
  return { operation, description, run: (ctx, input) => invoke(operation, ctx, input) };
}

/** Root fields by name, as schema.graphql lists them. */
export interface DerivedResolver {
  readonly query?: Readonly<Record<string, RootField>>;
  readonly mutation?: Readonly<Record<string, RootField>>;
}

function objectInput(op: AnyOperation): z.ZodObject {
  if (!(op.input instanceof z.ZodObject)) throw new Error(`operation ${op.name}: GraphQL derives arguments from an object schema only`);
  return op.input;
}

/** A named input schema is one argument, `input`, of that input type; an unnamed one gives an argument per property. */
function argumentsOf(op: AnyOperation): ReturnType<typeof Args> {
  const input = objectInput(op);
  if (nameFor(input, 'input') === undefined) {
    const type = derivedArgs(input, op.name);
    return Args(() => type);
  }
  const type = derivedClass(input, 'input');
  return Arg('input', () => type);
}

function addRootField(target: ClassType, kind: typeof Query, fieldName: string, { operation, description, run }: RootField): void {
  if (!operation.output) throw new Error(`operation ${operation.name} declares no output: GraphQL derives the field's type from it`);
  const { type, nullable } = derivedReturn(operation.output, operation.name);
  // The method a hand-written resolver would have: (arguments, context) => the operation's answer.
  const descriptor = { value: (input: unknown, { ctx }: GraphQLContext) => run(ctx, input), writable: true, configurable: true };
  Object.defineProperty(target.prototype, fieldName, descriptor);
  argumentsOf(operation)(target.prototype, fieldName, 0);
  Ctx()(target.prototype, fieldName, 1);
  Guarded(operation)(target.prototype, fieldName, descriptor);
  kind(type, { ...(description === undefined ? {} : { description }), ...(nullable === undefined ? {} : { nullable }) })(target.prototype, fieldName, descriptor);
}

/** A resolver class (for a module's `resolvers`) with these root fields, in this order. */
export function derivedResolver(name: string, fields: DerivedResolver): ClassType {
  const target = classNamed(`${name}Resolver`);
  for (const [fieldName, field] of Object.entries(fields.query ?? {})) addRootField(target, Query, fieldName, field);
  for (const [fieldName, field] of Object.entries(fields.mutation ?? {})) addRootField(target, Mutation, fieldName, field);
  Resolver()(target);
  return target;
}
