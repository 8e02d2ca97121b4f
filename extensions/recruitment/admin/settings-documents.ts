import { graphql } from './gql';
import type { RecruitmentSettingsFieldsFragment } from './gql/graphql';

// The extension's own fields (server/settings/graphql.ts), typed by codegen from ../schema.graphql.
export type RecruitmentSettings = Omit<RecruitmentSettingsFieldsFragment, '__typename'>;
/** The retention the settings keep: how long a rejected applicant who consented to be kept stays (the stages keep their own days). */
export const RETENTION_FIELDS = ['retentionConsentDays'] as const;

graphql(`
  fragment RecruitmentSettingsFields on RecruitmentSettingsForEditing {
    organisationName
    website
    newForDays
    contactTelephone
    contactEmail
    contactAddress
    recruiterEmail
    retentionConsentDays
  }
`);

export const RecruitmentSettingsQuery = graphql(`
  query RecruitmentSettingsForm {
    recruitmentSettingsForEditing {
      ...RecruitmentSettingsFields
    }
  }
`);

export const UpdateRecruitmentSettingsMutation = graphql(`
  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {
    updateRecruitmentSettings(input: $input) {
      ...RecruitmentSettingsFields
    }
  }
`);
