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

/**
 * A root field: the operation it runs, what the field does for a GraphQL client (its description),
 * and the property of the operation's answer it answers when not the whole answer.
 */
export interface RootField {
  readonly operation: AnyOperation;
  readonly description?: string;
  readonly answers?: string;
  run(ctx: OperationContext, input: unknown): Promise<unknown>;
}

/** How a root field shows its operation; `answers` names the one property of the answer it answers (REST answers all of it). */
export interface RootFieldOptions<Output> {
  readonly description?: string;
  readonly answers?: keyof Output & string;
}

/** The root field running `operation` with what the client sent: `shown` is its description, or its options. */
export function rootField<Input extends z.ZodType, Output>(operation: Operation<Input, Output>, shown?: string | RootFieldOptions<Output>): RootField {
  const { description, answers } = typeof shown === 'string' ? { description: shown, answers: undefined } : (shown ?? {});
  const run = async (ctx: OperationContext, input: unknown) => {
    const output = await invoke(operation, ctx, input);
    return answers === undefined ? output : output[answers];
  };
  return { operation, description, answers, run };
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

/** What the field answers: the operation's declared output, or the property of it the field names. */
function answered({ operation, answers }: RootField): z.core.$ZodType {
  if (!operation.output) throw new Error(`operation ${operation.name} declares no output: GraphQL derives the field's type from it`);
  if (answers === undefined) return operation.output;
  const part = operation.output instanceof z.ZodObject ? operation.output.shape[answers] : undefined;
  if (!part) throw new Error(`operation ${operation.name}: its output declares no property ${answers} for the field to answer`);
  return part;
}

function addRootField(target: ClassType, kind: typeof Query, fieldName: string, field: RootField): void {
  const { operation, description, run } = field;
  const { type, nullable } = derivedReturn(answered(field), operation.name);
  // The method a hand-written resolver would have: (arguments, context) => the operation's answer.
  const descriptor = { value: (input: unknown, { ctx }: GraphQLContext) => run(ctx, input), writable: true, configurable: true };
  Object.defineProperty(target.prototype, fieldName, descriptor);
  argumentsOf(operation)(target.prototype, fieldName, 0);
  Ctx()(target.prototype, fieldName, 1);
  Guarded(operation)(target.prototype, fieldName, descriptor);
  kind(type, { ...(description === undefined ? {} : { description }), ...(nullable === undefined ? {} : { nullable }) })(
    target.prototype,
    fieldName,
    descriptor,
  );
}

/** A resolver class (for a module's `resolvers`) with these root fields, in this order. */
export function derivedResolver(name: string, fields: DerivedResolver): ClassType {
  const target = classNamed(`${name}Resolver`);
  for (const [fieldName, field] of Object.entries(fields.query ?? {})) addRootField(target, Query, fieldName, field);
  for (const [fieldName, field] of Object.entries(fields.mutation ?? {})) addRootField(target, Mutation, fieldName, field);
  Resolver()(target);
  return target;
}
