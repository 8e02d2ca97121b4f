import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';
import type { RecruitmentSettingsView as RecruitmentSettings } from '../server/settings/operations.js';

export type { RecruitmentSettingsView as RecruitmentSettings } from '../server/settings/operations.js';
/** The retention the settings keep: how long a rejected applicant who consented to be kept stays (the stages keep their own days). */
export const RETENTION_FIELDS = ['retentionConsentDays'] as const;

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
