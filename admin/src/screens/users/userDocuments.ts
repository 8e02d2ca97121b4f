import { graphql } from '../../gql';

export const UserListFields = graphql(`
  fragment UserListFields on User {
    id
    name
    email
    jobTitle
    status
    image
    createdAt
    lastLoginAt
    role {
      id
      name
    }
  }
`);

export const UsersListQuery = graphql(`
  query UsersList($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {
    users(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {
      totalItems
      items {
        ...UserListFields
      }
    }
  }
`);

export const RoleOptionsQuery = graphql(`
  query RoleOptions {
    roles {
      id
      name
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ...UserListFields
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ...UserListFields
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);
