import type { ApiClient } from './api-client.js';

/** One GraphQL operation through the API; its errors fail the test. */
export async function gql<T>(client: ApiClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await client.graphql<T>(query, variables);
  if (answer.body.errors?.length || !answer.body.data) throw new Error(`${query}: ${JSON.stringify(answer.body.errors)}`);
  return answer.body.data;
}
