import { graphql } from '../gql';
import type { CandidateMailPreviewQuery as PreviewResult, CandidateMailTemplatesQuery as TemplatesResult } from '../gql/graphql';

// The extension's own fields (server/candidate-mails/graphql.ts), typed by codegen from ../../schema.graphql.
export type CandidateMailPreview = NonNullable<PreviewResult['candidateMailPreview']>;
export type CandidateMailTemplateView = TemplatesResult['candidateMailTemplates'][number];

export const CandidateMailPreviewQuery = graphql(`
  query CandidateMailPreview($applicationID: Int!, $stageID: Int!) {
    candidateMailPreview(applicationID: $applicationID, stageID: $stageID) {
      to
      locale
      subject
      body
    }
  }
`);

export const CandidateMailTemplatesQuery = graphql(`
  query CandidateMailTemplates($stageID: Int!) {
    candidateMailTemplates(stageID: $stageID) {
      stageID
      locale
      subject
      body
      updatedAt
    }
  }
`);

export const CandidateMailTemplatePreviewQuery = graphql(`
  query CandidateMailTemplatePreview($input: CandidateMailTemplateInput!) {
    candidateMailTemplatePreview(input: $input) {
      subject
      body
    }
  }
`);

export const SaveCandidateMailTemplateMutation = graphql(`
  mutation SaveCandidateMailTemplate($input: CandidateMailTemplateInput!) {
    saveCandidateMailTemplate(input: $input) {
      stageID
      locale
      subject
      body
      updatedAt
    }
  }
`);

export const DeleteCandidateMailTemplateMutation = graphql(`
  mutation DeleteCandidateMailTemplate($stageID: Int!, $locale: String!) {
    deleteCandidateMailTemplate(stageID: $stageID, locale: $locale) {
      deleted
    }
  }
`);

export const ApplicationMailsQuery = graphql(`
  query ApplicationMails($applicationID: Int!) {
    applicationMails(applicationID: $applicationID) {
      id
      at
      authorEmail
      recipient
      subject
      body
    }
  }
`);

/** The pipeline's stages (server/pipeline: labelled in the admin's `locale`) and the site's languages. */
export const CandidateMailSetupQuery = graphql(`
  query CandidateMailSetup($vacancyPageID: Int, $locale: String) {
    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {
      id
      label
    }
    settings {
      availableLocales
      defaultLocale
    }
  }
`);
