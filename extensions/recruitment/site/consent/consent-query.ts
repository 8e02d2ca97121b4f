import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';

// The extension's own field (server/consent/graphql.ts).
export const CookieConsentPolicyQuery: TypedDocumentNode<{ cookieConsentPolicy: { revision: number } }, Record<string, never>> = parse(`
  query CookieConsentPolicy {
    cookieConsentPolicy { revision }
  }
`);
