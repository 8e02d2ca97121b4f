import { graphql } from '../gql';

export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on User {
    id
    name
    email
    jobTitle
    status
    image
    role {
      id
      name
      permissions {
        name
      }
    }
  }
`);

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      ...CurrentUserFields
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...CurrentUserFields
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const RefreshSessionMutation = graphql(`
  mutation RefreshSession {
    refreshSession
  }
`);
