import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { RemovalLinkView } from '../../server/applications/operations';

// The extension's own field (server/applications/removal-graphql.ts); core's codegen does not know it.
export const ApplicationRemovalQuery: TypedDocumentNode<{ applicationRemoval: RemovalLinkView | null }, { token: string }> = parse(`
  query ApplicationRemoval($token: String!) {
    applicationRemoval(token: $token) { token vacancy { title slug locale } }
  }
`);
