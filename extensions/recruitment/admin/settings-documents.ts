import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';
import { RETENTION_FIELDS } from '../server/applications/statuses.js';
import type { RecruitmentSettingsView as RecruitmentSettings } from '../server/settings/operations.js';

export type { RecruitmentSettingsView as RecruitmentSettings } from '../server/settings/operations.js';
export { RETENTION_FIELDS };

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
