import { ApiError } from '../api/apiError';
import { errorItemsOfAnswer, graphQLErrorItems } from '../api/errorItems';
import { API_BASE, apiFetch } from '../api/http';
import type { SessionOperation } from './sessionOperations';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * One GraphQL call without Apollo: the session check, the login and the logout run before (or
 * after) the signed-in screens, so the login screen's first load carries no GraphQL client.
 * Failures throw an ApiError with the catalogue's codes, as errorItemsOf reads them.
 */
export async function sessionRequest<Result, Variables>(query: SessionOperation<Result, Variables>, variables?: Variables): Promise<Result> {
  const response = await apiFetch(`${API_BASE}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (isRecord(body) && Array.isArray(body.errors) && body.errors.length > 0) {
    throw new ApiError(response.status, graphQLErrorItems(body.errors), `GraphQL errors (${response.status})`);
  }
  if (!response.ok || !isRecord(body) || !isRecord(body.data)) {
    throw new ApiError(response.status, errorItemsOfAnswer(response.status, body), `Unexpected answer (${response.status})`);
  }
  // The operation's own result type: the server answers the operation it was sent.
  return body.data as Result;
}
