import { z } from 'zod';

/** The scalars a field may be shown as when its schema implies none (a union, a record) or another one (an enum shown as String). */
export type ScalarName = 'String' | 'Int' | 'Float' | 'Boolean' | 'ID' | 'JSON' | 'JSONObject';

/** A type's public names: one for both directions, or one per direction when a shape is both answered and sent. */
export type ContractName = string | { readonly output?: string; readonly input?: string };

interface ContractMeta {
  readonly name?: ContractName;
  readonly scalar?: ScalarName;
  readonly defaultUnshown?: true;
}

/**
 * What a schema says about its public shape beyond validation: the names of its object types
 * and enums, and the scalar a field is shown as. Descriptions are zod's own (`.describe()`).
 * Kept apart from zod's global registry, so nothing here leaks into other uses of the schemas.
 */
const contracts = z.registry<ContractMeta>();

/** A copy of the schema with this metadata: a shared schema (a `label`) is never changed for its other uses. */
function annotated<S extends z.core.$ZodType>(schema: S, meta: ContractMeta): S {
  // The copy inherits the original's metadata (zod registries read a clone's parent), descriptions included.
  const copy = z.core.clone(schema);
  contracts.add(copy, meta);
  return copy;
}

/**
 * Names the type an object schema (or an enum) becomes in the API: `named('Settings', z.object({…}))`.
 * The name is given once, here; every field is written once, in the schema (graphql/derive).
 */
export function named<S extends z.core.$ZodType & { type: 'object' | 'enum' }>(name: ContractName, schema: S): S {
  return annotated(schema, { name });
}

/** Shows a field as this scalar, e.g. a discriminated union as `JSON` or a fixed set of words as `String`. */
export function shownAs<S extends z.ZodType>(scalar: ScalarName, schema: S): S {
  return annotated(schema, { scalar });
}

/**
 * Shows an input field with a default (`.default(v)`) as a plain optional one, nullable and
 * without `= v`, as a hand-written optional argument showed it. Left out, the default applies;
 * an explicit null the operation refuses, as it always did.
 */
export function defaultUnshown<S extends z.ZodDefault>(schema: S): S {
  return annotated(schema, { defaultUnshown: true });
}

/** The contract metadata of a schema itself (not of what it wraps). */
export function contractOf(schema: z.core.$ZodType): ContractMeta {
  return contracts.get(schema) ?? {};
}
