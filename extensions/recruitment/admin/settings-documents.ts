import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

export interface RecruitmentSettings {
  organisationName: string;
  website: string | null;
  newForDays: number;
  contactTelephone: string;
  contactEmail: string;
  contactAddress: string;
  recruiterEmail: string | null;
  retentionNewDays: number;
  retentionInReviewDays: number;
  retentionInvitedDays: number;
  retentionRejectedDays: number;
  retentionHiredDays: number;
}

/** Days an application is kept after its last status change, one field per status. */
export const RETENTION_FIELDS = ['retentionNewDays', 'retentionInReviewDays', 'retentionInvitedDays', 'retentionRejectedDays', 'retentionHiredDays'] as const;

const FIELDS = `organisationName website newForDays contactTelephone contactEmail contactAddress recruiterEmail ${RETENTION_FIELDS.join(' ')}`;

// The extension's own fields (server/settings/graphql.ts).
export const RecruitmentSettingsQuery: TypedDocumentNode<{ recruitmentSettingsForEditing: RecruitmentSettings }, Record<string, never>> = gql`
  query RecruitmentSettingsForm {
    recruitmentSettingsForEditing { ${FIELDS} }
  }
`;

export const UpdateRecruitmentSettingsMutation: TypedDocumentNode<{ updateRecruitmentSettings: RecruitmentSettings }, { input: RecruitmentSettings }> = gql`
  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {
    updateRecruitmentSettings(input: $input) { ${FIELDS} }
  }
`;
