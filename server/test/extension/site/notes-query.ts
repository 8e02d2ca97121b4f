import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';

/** The extension's own field of the server's schema (not in core's schema.graphql, so typed here). */
export const NotesQuery: TypedDocumentNode<{ notes: { id: number; title: string }[] }, Record<string, never>> = parse(`
  query Notes {
    notes {
      id
      title
    }
  }
`);
