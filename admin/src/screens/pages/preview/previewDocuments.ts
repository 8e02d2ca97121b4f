import { graphql } from '../../../gql';

export const CreatePreviewDraftMutation = graphql(`
  mutation CreatePreviewDraft($input: PreviewDraftInput!) {
    createPreviewDraft(input: $input) {
      token
    }
  }
`);
