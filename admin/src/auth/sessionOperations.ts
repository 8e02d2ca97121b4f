import type { CurrentUserQuery, LoginMutation, LoginMutationVariables, LogoutMutation } from '../gql/graphql';

/** A GraphQL operation's text, typed with its result and variables. */
export type SessionOperation<Result, Variables> = string & { readonly __result?: Result; readonly __variables?: Variables };

// The session's own operations as plain texts, which codegen finds by their /* GraphQL */ mark,
// checks against the schema and types: not as graphql() documents, whose generated module holds
// every document of the admin and would load with the login screen (AuthProvider).

// With its __typenames: Apollo's cache needs them to file the user it is handed (SignedInSession) under User:<id>.
const CURRENT_USER_FIELDS = /* GraphQL */ `
  fragment CurrentUserFields on User {
    __typename
    id
    name
    email
    jobTitle
    status
    image
    role {
      __typename
      id
      name
      permissions {
        __typename
        name
      }
    }
  }
`;

const CURRENT_USER = /* GraphQL */ `
  query CurrentUser {
    me {
      ...CurrentUserFields
    }
  }
`;

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...CurrentUserFields
    }
  }
`;

const LOGOUT = /* GraphQL */ `
  mutation Logout {
    logout
  }
`;

export const currentUserOperation = (CURRENT_USER + CURRENT_USER_FIELDS) as SessionOperation<CurrentUserQuery, Record<string, never>>;
export const loginOperation = (LOGIN + CURRENT_USER_FIELDS) as SessionOperation<LoginMutation, LoginMutationVariables>;
export const logoutOperation = LOGOUT as SessionOperation<LogoutMutation, Record<string, never>>;
