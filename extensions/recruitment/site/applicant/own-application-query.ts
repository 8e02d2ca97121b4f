import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { ApplicantView } from '../../server/applicant/operations';

// The extension's own field (server/applicant/graphql.ts); core's codegen does not know it.
export const OwnApplicationQuery: TypedDocumentNode<{ ownApplication: ApplicantView | null }, { token: string }> = parse(`
  query OwnApplication($token: String!) {
    ownApplication(token: $token) {
      locale
      vacancy { title slug locale }
      stage { label kind }
      createdAt
      stageChangedAt
      documents { fileName size }
      mails { at subject body }
    }
  }
`);
