import { graphql } from '../../gql';

export const UpdateOwnProfileMutation = graphql(`
  mutation UpdateOwnProfile($name: String!, $jobTitle: String!) {
    updateOwnProfile(name: $name, jobTitle: $jobTitle) {
      id
      name
      jobTitle
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $password: String!, $confirm: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, confirm: $confirm)
  }
`);

/** Sent as a multipart request (graphqlMultipart): the image travels as the profileImage part. */
export const SetUserImageMutation = graphql(`
  mutation SetUserImage($id: Int!, $profileImage: Upload!) {
    setUserImage(id: $id, profileImage: $profileImage) {
      id
      image
    }
  }
`);

export const DeleteUserImageMutation = graphql(`
  mutation DeleteUserImage($id: Int!) {
    deleteUserImage(id: $id) {
      id
      image
    }
  }
`);
