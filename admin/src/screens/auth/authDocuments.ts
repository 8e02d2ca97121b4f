import { graphql } from '../../gql';

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

export const ResetAccountMutation = graphql(`
  mutation ResetAccount($password: String!, $confirm: String!, $token: String!) {
    resetAccount(password: $password, confirm: $confirm, token: $token)
  }
`);
