import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { apolloClient } from './apollo';

/** The routes below it get the GraphQL client; as a lazy route element, Apollo loads with them only. */
export function ApolloOutlet() {
  return (
    <ApolloProvider client={apolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
