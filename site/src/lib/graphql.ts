import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLError } from 'graphql';

/** Thrown when the in-process GraphQL execution reports errors, so a page fails loudly instead of rendering half. */
export class SiteQueryError extends Error {
  readonly operation: string;
  readonly messages: readonly string[];
  /** The catalogue code of each error, so a caller can expect one (PM_01 for a missing page). */
  readonly codes: readonly (string | undefined)[];

  constructor(operation: string, messages: readonly string[], codes: readonly (string | undefined)[] = []) {
    super(`GraphQL ${operation} failed: ${messages.join('; ')}`);
    this.name = 'SiteQueryError';
    this.operation = operation;
    this.messages = messages;
    this.codes = codes;
  }

  /** Whether every error is one of the catalogue errors `codes`. */
  only(...codes: string[]): boolean {
    return this.codes.length > 0 && this.codes.every((c) => c !== undefined && codes.includes(c));
  }
}

/**
 * The catalogue code of an error. In-process execution skips the HTTP endpoint's formatting, so
 * a domain error's code is still on the original error (`errors[0].code`), not in `extensions`.
 */
function codeOf(error: GraphQLError): string | undefined {
  if (typeof error.extensions?.code === 'string') return error.extensions.code;
  const original: unknown = error.originalError;
  if (typeof original !== 'object' || original === null || !('errors' in original) || !Array.isArray(original.errors)) return undefined;
  const first: unknown = original.errors[0];
  return typeof first === 'object' && first !== null && 'code' in first && typeof first.code === 'string' ? first.code : undefined;
}

function operationName<R, V>(document: TypedDocumentNode<R, V>): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  return 'operation';
}

/** Runs a typed document through `Astro.locals.blokwerk` and returns its data. */
export async function query<R, V extends Record<string, unknown>>(
  locals: App.Locals,
  document: TypedDocumentNode<R, V>,
  ...[variables]: Record<never, never> extends V ? [variables?: V] : [variables: V]
): Promise<R> {
  const result = await locals.blokwerk.execute(document, variables);
  if (result.errors && result.errors.length > 0) {
    const codes = result.errors.map(codeOf);
    throw new SiteQueryError(
      operationName(document),
      result.errors.map((e) => e.message),
      codes,
    );
  }
  if (result.data === null || result.data === undefined) {
    throw new SiteQueryError(operationName(document), ['no data returned']);
  }
  // The schema guarantees the shape for this document; codegen derived R from the same schema.
  return result.data as R;
}
