import { graphql } from '../../gql';

export const RoleFields = graphql(`
  fragment RoleFields on Role {
    id
    name
    builtIn
    permissions {
      name
    }
  }
`);

export const RolesQuery = graphql(`
  query Roles {
    roles {
      ...RoleFields
    }
    permissions
  }
`);

export const CreateRoleMutation = graphql(`
  mutation CreateRole($input: RoleInput!) {
    createRole(input: $input) {
      ...RoleFields
    }
  }
`);

export const UpdateRoleMutation = graphql(`
  mutation UpdateRole($id: Int!, $input: RoleInput!) {
    updateRole(id: $id, input: $input) {
      ...RoleFields
    }
  }
`);

export const DeleteRoleMutation = graphql(`
  mutation DeleteRole($id: Int!) {
    deleteRole(id: $id)
  }
`);
