import { graphql } from '../../../gql';

export const CreatePageMutation = graphql(`
  mutation CreatePage($input: CreatePageInput!) {
    createPage(input: $input) {
      pageID
    }
  }
`);
