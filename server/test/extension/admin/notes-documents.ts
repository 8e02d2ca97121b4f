import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

interface Note {
  id: number;
  title: string;
}

// The extension's own fields of the server's schema, which core's codegen (schema.graphql) does not know.
export const NotesQuery: TypedDocumentNode<{ notes: Note[] }, Record<string, never>> = gql`
  query Notes {
    notes {
      id
      title
    }
  }
`;

export const CreateNoteMutation: TypedDocumentNode<{ createNote: Note }, { title: string }> = gql`
  mutation CreateNote($title: String!) {
    createNote(title: $title) {
      id
      title
    }
  }
`;
