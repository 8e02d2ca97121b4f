import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';
import type { CandidateMailPreview, CandidateMailTemplateView, FilledMail, SentMailView } from '../../server/candidate-mails/operations.js';

export type { CandidateMailPreview, CandidateMailTemplateView, FilledMail, SentMailView };

interface TemplateInput {
  stageID: number;
  locale: string;
  subject: string;
  body: string;
}

// The extension's own fields (server/candidate-mails/graphql.ts).
export const CandidateMailPreviewQuery: TypedDocumentNode<{ candidateMailPreview: CandidateMailPreview | null }, { applicationID: number; stageID: number }> = gql`
  query CandidateMailPreview($applicationID: Int!, $stageID: Int!) {
    candidateMailPreview(applicationID: $applicationID, stageID: $stageID) { to locale subject body }
  }
`;

export const CandidateMailTemplatesQuery: TypedDocumentNode<{ candidateMailTemplates: CandidateMailTemplateView[] }, { stageID: number }> = gql`
  query CandidateMailTemplates($stageID: Int!) { candidateMailTemplates(stageID: $stageID) { stageID locale subject body updatedAt } }
`;

export const CandidateMailTemplatePreviewQuery: TypedDocumentNode<{ candidateMailTemplatePreview: FilledMail }, { input: TemplateInput }> = gql`
  query CandidateMailTemplatePreview($input: CandidateMailTemplateInput!) { candidateMailTemplatePreview(input: $input) { subject body } }
`;

export const SaveCandidateMailTemplateMutation: TypedDocumentNode<{ saveCandidateMailTemplate: CandidateMailTemplateView }, { input: TemplateInput }> = gql`
  mutation SaveCandidateMailTemplate($input: CandidateMailTemplateInput!) { saveCandidateMailTemplate(input: $input) { stageID locale subject body updatedAt } }
`;

export const DeleteCandidateMailTemplateMutation: TypedDocumentNode<{ deleteCandidateMailTemplate: { deleted: boolean } }, { stageID: number; locale: string }> = gql`
  mutation DeleteCandidateMailTemplate($stageID: Int!, $locale: String!) { deleteCandidateMailTemplate(stageID: $stageID, locale: $locale) { deleted } }
`;

export const ApplicationMailsQuery: TypedDocumentNode<{ applicationMails: SentMailView[] }, { applicationID: number }> = gql`
  query ApplicationMails($applicationID: Int!) { applicationMails(applicationID: $applicationID) { id at authorEmail recipient subject body } }
`;

export interface CandidateMailStage {
  id: number;
  label: string;
}

/** The pipeline's stages (server/pipeline: labelled in the admin's `locale`) and the site's languages. */
export const CandidateMailSetupQuery: TypedDocumentNode<
  { applicationStages: CandidateMailStage[]; settings: { availableLocales: string[]; defaultLocale: string } },
  { vacancyPageID?: number; locale: string }
> = gql`
  query CandidateMailSetup($vacancyPageID: Int, $locale: String) {
    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { id label }
    settings { availableLocales defaultLocale }
  }
`;
