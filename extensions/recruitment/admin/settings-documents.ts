import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

interface Settings {
  organisationName: string;
  website: string | null;
  newForDays: number;
}

// The extension's own fields (server/settings/graphql.ts).
export const RecruitmentSettingsQuery: TypedDocumentNode<{ recruitmentSettings: Settings }, Record<string, never>> = gql`
  query RecruitmentSettingsForm {
    recruitmentSettings {
      organisationName
      website
      newForDays
    }
  }
`;

export const UpdateRecruitmentSettingsMutation: TypedDocumentNode<{ updateRecruitmentSettings: Settings }, { input: Settings }> = gql`
  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {
    updateRecruitmentSettings(input: $input) {
      organisationName
      website
      newForDays
    }
  }
`;
