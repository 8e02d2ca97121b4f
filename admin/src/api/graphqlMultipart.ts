import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, print, type GraphQLFormattedError } from 'graphql';
import { errorItemsOfAnswer, graphQLErrorItems } from './errorItems';
import { API_BASE, apiFetch, apiFetchVia } from './http';
import { ApiError } from './apiError';
import { xhrFetch } from './xhrFetch';

interface GraphQLAnswer {
  data?: unknown;
  errors?: GraphQLFormattedError[];
}

export interface MultipartOptions {
  signal?: AbortSignal;
  /** Called with the share of the request sent so far (0 to 1). */
  onUploadProgress?(fraction: number): void;
}

function isAnswer(value: unknown): value is GraphQLAnswer {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

/**
 * One GraphQL operation with files, as a multipart request (GraphQL multipart request spec:
 * `operations`, `map`, then one part per file). Every top-level variable holding a file is sent
 * as null and filled in by the server from its part. CSRF headers come from apiFetch.
 * Throws an ApiError with the catalogue errors when the operation fails, and the AbortError
 * when `signal` aborts it.
 */
export async function graphqlMultipart<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  options: MultipartOptions = {},
): Promise<Result> {
  const entries = Object.entries(variables).filter((entry): entry is [string, Blob] => entry[1] instanceof Blob);
  const operationName = getOperationAST(document)?.name?.value;
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({
      query: print(document),
      operationName,
      variables: { ...variables, ...Object.fromEntries(entries.map(([name]) => [name, null])) },
    }),
  );
  body.append('map', JSON.stringify(Object.fromEntries(entries.map(([name], index) => [String(index), [`variables.${name}`]]))));
  entries.forEach(([, file], index) => body.append(String(index), file));

  let response: Response;
  try {
    const send = options.onUploadProgress ? apiFetchVia(xhrFetch(options.onUploadProgress)) : apiFetch;
    response = await send(`${API_BASE}/graphql`, {
      method: 'POST',
      body,
      signal: options.signal,
      headers: { Accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, [{ code: 'G_01' }], cause instanceof Error ? cause.message : 'Network error');
  }
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    // Handled below as an unexpected answer.
  }
  if (!isAnswer(answer)) throw new ApiError(response.status, errorItemsOfAnswer(response.status, answer), `Unexpected response (HTTP ${response.status})`);
  if (answer.errors?.length) throw new ApiError(response.status, graphQLErrorItems(answer.errors), 'GraphQL errors');
  if (answer.data === null || answer.data === undefined) throw new ApiError(response.status, [{ code: 'G_01' }], 'No data');
  // The shape is the document's own: the server answered exactly its selection.
  return answer.data as Result;
}
