import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './apollo';

/** The GraphQL client for the password screens; as part of their lazy chunk, Apollo loads with them only. */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient()}>{children}</ApolloProvider>;
}
