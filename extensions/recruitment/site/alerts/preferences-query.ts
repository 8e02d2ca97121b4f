import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { PreferencesView } from '../../server/newsletter/preferences';

// The extension's own field (server/newsletter/graphql.ts); core's codegen does not know it.
export const NewsletterPreferencesQuery: TypedDocumentNode<{ newsletterPreferences: PreferencesView | null }, { id: number; token: string }> = parse(`
  query NewsletterPreferences($id: Int!, $token: String!) {
    newsletterPreferences(id: $id, token: $token) { email alerts departments localities employmentTypes locale frequency }
  }
`);
