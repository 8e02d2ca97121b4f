import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { API_BASE, apiFetch } from './http';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: `${API_BASE}/graphql`, fetch: apiFetch }),
    cache: new InMemoryCache(),
  });
}
