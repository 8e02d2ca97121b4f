import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { API_BASE, apiFetch } from './http';

let client: ApolloClient | undefined;

/** The admin's one Apollo client, made when the first screen that needs it loads (the login screen does not). */
export function apolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({ uri: `${API_BASE}/graphql`, fetch: apiFetch }),
    cache: new InMemoryCache(),
  });
  return client;
}
