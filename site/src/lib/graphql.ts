import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** Thrown when the in-process GraphQL execution reports errors, so a page fails loudly instead of rendering half. */
export class SiteQueryError extends Error {
  readonly operation: string;
  readonly messages: readonly string[];

  constructor(operation: string, messages: readonly string[]) {
    super(`GraphQL ${operation} failed: ${messages.join('; ')}`);
    this.name = 'SiteQueryError';
    this.operation = operation;
    this.messages = messages;
  }
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
    throw new SiteQueryError(operationName(document), result.errors.map((e) => e.message));
  }
  if (result.data === null || result.data === undefined) {
    throw new SiteQueryError(operationName(document), ['no data returned']);
  }
  // The schema guarantees the shape for this document; codegen derived R from the same schema.
  return result.data as R;
}
