import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { apolloClient } from '../api/apollo';
import { AuthContext, withUser } from './authContext';
// The session check's own document, as codegen made it from sessionOperations.ts.
import { CurrentUserDocument } from '../gql/graphql';
import { useAuth } from './useAuth';

/**
 * The signed-in screens' session: the GraphQL client, and the user read from its cache, so a
 * change to the profile (name, image) anywhere shows up everywhere.
 */
export function SignedInSession({ children }: { children: ReactNode }) {
  const session = useAuth();
  const client = apolloClient();
  // Once per sign-in, before the first read: the user the session check or the login answered.
  useState(() => session.user && client.writeQuery({ query: CurrentUserDocument, data: { me: session.user } }));
  const { data } = useQuery(CurrentUserDocument, { client, fetchPolicy: 'cache-only' });
  const user = data?.me ?? session.user;
  const state = useMemo(() => withUser(session, user), [session, user]);
  return (
    <ApolloProvider client={client}>
      <AuthContext value={state}>{children}</AuthContext>
    </ApolloProvider>
  );
}
