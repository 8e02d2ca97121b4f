/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $stageID: Int) {\n    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, stageID: $stageID) {\n      items { id vacancyTitle name email stage { ...ApplicationStageFields } createdAt stageChangedAt deletesAt }\n      totalItems\n    }\n  }\n": typeof types.ApplicationsDocument,
    "\n  fragment ApplicationDetailFields on ApplicationDetail {\n    id vacancyPageId vacancyTitle name email desiredFunction telephone message consentAt keepConsentAt locale stage { ...ApplicationStageFields }\n    createdAt stageChangedAt deletesAt\n    files { which fileName size }\n    notes { id at authorEmail stageFrom { en nl de fr } stageTo { en nl de fr } stageFromID stageToID text }\n  }\n": typeof types.ApplicationDetailFieldsFragmentDoc,
    "\n  query Application($id: Int!) { application(id: $id) { ...ApplicationDetailFields } }\n": typeof types.ApplicationDocument,
    "\n  mutation AddApplicationNote($id: Int!, $text: String!) { addApplicationNote(id: $id, text: $text) { ...ApplicationDetailFields } }\n": typeof types.AddApplicationNoteDocument,
    "\n  mutation DeleteApplication($id: Int!) { deleteApplication(id: $id) }\n": typeof types.DeleteApplicationDocument,
    "\n  query ApplicationBoard($vacancyPageID: Int, $searchTerm: String, $locale: String) {\n    applicationBoard(vacancyPageID: $vacancyPageID, searchTerm: $searchTerm, locale: $locale) {\n      stages { stage { id label kind position } count applications { id name vacancyTitle createdAt stageChangedAt } }\n    }\n  }\n": typeof types.ApplicationBoardDocument,
    "\n  query ApplicationCounts { applicationCounts { vacancies { id title total new } } }\n": typeof types.ApplicationCountsDocument,
    "\n  mutation MoveApplication($input: MoveApplicationInput!) { moveApplication(input: $input) { ...ApplicationDetailFields } }\n": typeof types.MoveApplicationDocument,
    "\n  query JobBoardReport {\n    jobBoardReport {\n      pageID\n      locale\n      title\n      published\n      closed\n      boards {\n        board\n        lacks {\n          code\n          required\n        }\n      }\n    }\n  }\n": typeof types.JobBoardReportDocument,
    "\n  query CandidateMailPreview($applicationID: Int!, $stageID: Int!) {\n    candidateMailPreview(applicationID: $applicationID, stageID: $stageID) { to locale subject body }\n  }\n": typeof types.CandidateMailPreviewDocument,
    "\n  query CandidateMailTemplates($stageID: Int!) { candidateMailTemplates(stageID: $stageID) { stageID locale subject body updatedAt } }\n": typeof types.CandidateMailTemplatesDocument,
    "\n  query CandidateMailTemplatePreview($input: CandidateMailTemplateInput!) { candidateMailTemplatePreview(input: $input) { subject body } }\n": typeof types.CandidateMailTemplatePreviewDocument,
    "\n  mutation SaveCandidateMailTemplate($input: CandidateMailTemplateInput!) { saveCandidateMailTemplate(input: $input) { stageID locale subject body updatedAt } }\n": typeof types.SaveCandidateMailTemplateDocument,
    "\n  mutation DeleteCandidateMailTemplate($stageID: Int!, $locale: String!) { deleteCandidateMailTemplate(stageID: $stageID, locale: $locale) { deleted } }\n": typeof types.DeleteCandidateMailTemplateDocument,
    "\n  query ApplicationMails($applicationID: Int!) { applicationMails(applicationID: $applicationID) { id at authorEmail recipient subject body } }\n": typeof types.ApplicationMailsDocument,
    "\n  query CandidateMailSetup($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { id label }\n    settings { availableLocales defaultLocale }\n  }\n": typeof types.CandidateMailSetupDocument,
    "\n  query HighlightSettings {\n    vacancyHighlights\n    settings {\n      defaultLocale\n    }\n  }\n": typeof types.HighlightSettingsDocument,
    "\n  query PublishedVacancies($locale: String!) {\n    publishedPages(locale: $locale, type: \"vacancy\", limit: 100) {\n      page {\n        id\n      }\n      pageVersion {\n        title\n      }\n    }\n  }\n": typeof types.PublishedVacanciesDocument,
    "\n  query VacancyHighlightStates($pageIDs: [Int!]!) {\n    vacancyHighlightStates(pageIDs: $pageIDs) {\n      pageID\n      title\n      problem\n    }\n  }\n": typeof types.VacancyHighlightStatesDocument,
    "\n  mutation SetVacancyHighlights($pageIDs: [Int!]!) {\n    setVacancyHighlights(pageIDs: $pageIDs)\n  }\n": typeof types.SetVacancyHighlightsDocument,
    "\n  query PayRangeChecks($locale: String) {\n    contentCheckCatalogue(locale: $locale) { id blocking }\n  }\n": typeof types.PayRangeChecksDocument,
    "\n  mutation SetPayRangeBlocking($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n": typeof types.SetPayRangeBlockingDocument,
    "\n  fragment ApplicationStageFields on ApplicationStage { id vacancyPageID position label labels { en nl de fr } kind retentionDays }\n": typeof types.ApplicationStageFieldsFragmentDoc,
    "\n  query ApplicationStages($vacancyPageID: Int, $locale: String) { applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { ...ApplicationStageFields } }\n": typeof types.ApplicationStagesDocument,
    "\n  query PipelineVacancies { applicationCounts { vacancies { id title locale ownPipeline } } }\n": typeof types.PipelineVacanciesDocument,
    "\n  mutation SaveApplicationStages($input: SaveApplicationStagesInput!, $locale: String) { saveApplicationStages(input: $input, locale: $locale) { ...ApplicationStageFields } }\n": typeof types.SaveApplicationStagesDocument,
    "\n  mutation DeleteApplicationStages($vacancyPageID: Int!, $locale: String) { deleteApplicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { ...ApplicationStageFields } }\n": typeof types.DeleteApplicationStagesDocument,
    "\n  fragment RecruitmentSettingsFields on RecruitmentSettingsForEditing {\n    organisationName website newForDays contactTelephone contactEmail contactAddress recruiterEmail retentionConsentDays\n  }\n": typeof types.RecruitmentSettingsFieldsFragmentDoc,
    "\n  query RecruitmentSettingsForm {\n    recruitmentSettingsForEditing { ...RecruitmentSettingsFields }\n  }\n": typeof types.RecruitmentSettingsFormDocument,
    "\n  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {\n    updateRecruitmentSettings(input: $input) { ...RecruitmentSettingsFields }\n  }\n": typeof types.UpdateRecruitmentSettingsDocument,
    "\n  query NewsletterSubscribers($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    newsletterSubscribers(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items { id firstName lastName email status alerts departments localities employmentTypes frequency createdAt }\n      totalItems\n    }\n  }\n": typeof types.NewsletterSubscribersDocument,
    "\n  mutation DeleteNewsletterSubscriber($id: Int!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n": typeof types.DeleteNewsletterSubscriberDocument,
};
const documents: Documents = {
    "\n  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $stageID: Int) {\n    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, stageID: $stageID) {\n      items { id vacancyTitle name email stage { ...ApplicationStageFields } createdAt stageChangedAt deletesAt }\n      totalItems\n    }\n  }\n": types.ApplicationsDocument,
    "\n  fragment ApplicationDetailFields on ApplicationDetail {\n    id vacancyPageId vacancyTitle name email desiredFunction telephone message consentAt keepConsentAt locale stage { ...ApplicationStageFields }\n    createdAt stageChangedAt deletesAt\n    files { which fileName size }\n    notes { id at authorEmail stageFrom { en nl de fr } stageTo { en nl de fr } stageFromID stageToID text }\n  }\n": types.ApplicationDetailFieldsFragmentDoc,
    "\n  query Application($id: Int!) { application(id: $id) { ...ApplicationDetailFields } }\n": types.ApplicationDocument,
    "\n  mutation AddApplicationNote($id: Int!, $text: String!) { addApplicationNote(id: $id, text: $text) { ...ApplicationDetailFields } }\n": types.AddApplicationNoteDocument,
    "\n  mutation DeleteApplication($id: Int!) { deleteApplication(id: $id) }\n": types.DeleteApplicationDocument,
    "\n  query ApplicationBoard($vacancyPageID: Int, $searchTerm: String, $locale: String) {\n    applicationBoard(vacancyPageID: $vacancyPageID, searchTerm: $searchTerm, locale: $locale) {\n      stages { stage { id label kind position } count applications { id name vacancyTitle createdAt stageChangedAt } }\n    }\n  }\n": types.ApplicationBoardDocument,
    "\n  query ApplicationCounts { applicationCounts { vacancies { id title total new } } }\n": types.ApplicationCountsDocument,
    "\n  mutation MoveApplication($input: MoveApplicationInput!) { moveApplication(input: $input) { ...ApplicationDetailFields } }\n": types.MoveApplicationDocument,
    "\n  query JobBoardReport {\n    jobBoardReport {\n      pageID\n      locale\n      title\n      published\n      closed\n      boards {\n        board\n        lacks {\n          code\n          required\n        }\n      }\n    }\n  }\n": types.JobBoardReportDocument,
    "\n  query CandidateMailPreview($applicationID: Int!, $stageID: Int!) {\n    candidateMailPreview(applicationID: $applicationID, stageID: $stageID) { to locale subject body }\n  }\n": types.CandidateMailPreviewDocument,
    "\n  query CandidateMailTemplates($stageID: Int!) { candidateMailTemplates(stageID: $stageID) { stageID locale subject body updatedAt } }\n": types.CandidateMailTemplatesDocument,
    "\n  query CandidateMailTemplatePreview($input: CandidateMailTemplateInput!) { candidateMailTemplatePreview(input: $input) { subject body } }\n": types.CandidateMailTemplatePreviewDocument,
    "\n  mutation SaveCandidateMailTemplate($input: CandidateMailTemplateInput!) { saveCandidateMailTemplate(input: $input) { stageID locale subject body updatedAt } }\n": types.SaveCandidateMailTemplateDocument,
    "\n  mutation DeleteCandidateMailTemplate($stageID: Int!, $locale: String!) { deleteCandidateMailTemplate(stageID: $stageID, locale: $locale) { deleted } }\n": types.DeleteCandidateMailTemplateDocument,
    "\n  query ApplicationMails($applicationID: Int!) { applicationMails(applicationID: $applicationID) { id at authorEmail recipient subject body } }\n": types.ApplicationMailsDocument,
    "\n  query CandidateMailSetup($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { id label }\n    settings { availableLocales defaultLocale }\n  }\n": types.CandidateMailSetupDocument,
    "\n  query HighlightSettings {\n    vacancyHighlights\n    settings {\n      defaultLocale\n    }\n  }\n": types.HighlightSettingsDocument,
    "\n  query PublishedVacancies($locale: String!) {\n    publishedPages(locale: $locale, type: \"vacancy\", limit: 100) {\n      page {\n        id\n      }\n      pageVersion {\n        title\n      }\n    }\n  }\n": types.PublishedVacanciesDocument,
    "\n  query VacancyHighlightStates($pageIDs: [Int!]!) {\n    vacancyHighlightStates(pageIDs: $pageIDs) {\n      pageID\n      title\n      problem\n    }\n  }\n": types.VacancyHighlightStatesDocument,
    "\n  mutation SetVacancyHighlights($pageIDs: [Int!]!) {\n    setVacancyHighlights(pageIDs: $pageIDs)\n  }\n": types.SetVacancyHighlightsDocument,
    "\n  query PayRangeChecks($locale: String) {\n    contentCheckCatalogue(locale: $locale) { id blocking }\n  }\n": types.PayRangeChecksDocument,
    "\n  mutation SetPayRangeBlocking($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n": types.SetPayRangeBlockingDocument,
    "\n  fragment ApplicationStageFields on ApplicationStage { id vacancyPageID position label labels { en nl de fr } kind retentionDays }\n": types.ApplicationStageFieldsFragmentDoc,
    "\n  query ApplicationStages($vacancyPageID: Int, $locale: String) { applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { ...ApplicationStageFields } }\n": types.ApplicationStagesDocument,
    "\n  query PipelineVacancies { applicationCounts { vacancies { id title locale ownPipeline } } }\n": types.PipelineVacanciesDocument,
    "\n  mutation SaveApplicationStages($input: SaveApplicationStagesInput!, $locale: String) { saveApplicationStages(input: $input, locale: $locale) { ...ApplicationStageFields } }\n": types.SaveApplicationStagesDocument,
    "\n  mutation DeleteApplicationStages($vacancyPageID: Int!, $locale: String) { deleteApplicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { ...ApplicationStageFields } }\n": types.DeleteApplicationStagesDocument,
    "\n  fragment RecruitmentSettingsFields on RecruitmentSettingsForEditing {\n    organisationName website newForDays contactTelephone contactEmail contactAddress recruiterEmail retentionConsentDays\n  }\n": types.RecruitmentSettingsFieldsFragmentDoc,
    "\n  query RecruitmentSettingsForm {\n    recruitmentSettingsForEditing { ...RecruitmentSettingsFields }\n  }\n": types.RecruitmentSettingsFormDocument,
    "\n  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {\n    updateRecruitmentSettings(input: $input) { ...RecruitmentSettingsFields }\n  }\n": types.UpdateRecruitmentSettingsDocument,
    "\n  query NewsletterSubscribers($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    newsletterSubscribers(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items { id firstName lastName email status alerts departments localities employmentTypes frequency createdAt }\n      totalItems\n    }\n  }\n": types.NewsletterSubscribersDocument,
    "\n  mutation DeleteNewsletterSubscriber($id: Int!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n": types.DeleteNewsletterSubscriberDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $stageID: Int) {\n    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, stageID: $stageID) {\n      items { id vacancyTitle name email stage { ...ApplicationStageFields } createdAt stageChangedAt deletesAt }\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $stageID: Int) {\n    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, stageID: $stageID) {\n      items { id vacancyTitle name email stage { ...ApplicationStageFields } createdAt stageChangedAt deletesAt }\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationDetailFields on ApplicationDetail {\n    id vacancyPageId vacancyTitle name email desiredFunction telephone message consentAt keepConsentAt locale stage { ...ApplicationStageFields }\n    createdAt stageChangedAt deletesAt\n    files { which fileName size }\n    notes { id at authorEmail stageFrom { en nl de fr } stageTo { en nl de fr } stageFromID stageToID text }\n  }\n"): (typeof documents)["\n  fragment ApplicationDetailFields on ApplicationDetail {\n    id vacancyPageId vacancyTitle name email desiredFunction telephone message consentAt keepConsentAt locale stage { ...ApplicationStageFields }\n    createdAt stageChangedAt deletesAt\n    files { which fileName size }\n    notes { id at authorEmail stageFrom { en nl de fr } stageTo { en nl de fr } stageFromID stageToID text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Application($id: Int!) { application(id: $id) { ...ApplicationDetailFields } }\n"): (typeof documents)["\n  query Application($id: Int!) { application(id: $id) { ...ApplicationDetailFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddApplicationNote($id: Int!, $text: String!) { addApplicationNote(id: $id, text: $text) { ...ApplicationDetailFields } }\n"): (typeof documents)["\n  mutation AddApplicationNote($id: Int!, $text: String!) { addApplicationNote(id: $id, text: $text) { ...ApplicationDetailFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApplication($id: Int!) { deleteApplication(id: $id) }\n"): (typeof documents)["\n  mutation DeleteApplication($id: Int!) { deleteApplication(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationBoard($vacancyPageID: Int, $searchTerm: String, $locale: String) {\n    applicationBoard(vacancyPageID: $vacancyPageID, searchTerm: $searchTerm, locale: $locale) {\n      stages { stage { id label kind position } count applications { id name vacancyTitle createdAt stageChangedAt } }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationBoard($vacancyPageID: Int, $searchTerm: String, $locale: String) {\n    applicationBoard(vacancyPageID: $vacancyPageID, searchTerm: $searchTerm, locale: $locale) {\n      stages { stage { id label kind position } count applications { id name vacancyTitle createdAt stageChangedAt } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationCounts { applicationCounts { vacancies { id title total new } } }\n"): (typeof documents)["\n  query ApplicationCounts { applicationCounts { vacancies { id title total new } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveApplication($input: MoveApplicationInput!) { moveApplication(input: $input) { ...ApplicationDetailFields } }\n"): (typeof documents)["\n  mutation MoveApplication($input: MoveApplicationInput!) { moveApplication(input: $input) { ...ApplicationDetailFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobBoardReport {\n    jobBoardReport {\n      pageID\n      locale\n      title\n      published\n      closed\n      boards {\n        board\n        lacks {\n          code\n          required\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobBoardReport {\n    jobBoardReport {\n      pageID\n      locale\n      title\n      published\n      closed\n      boards {\n        board\n        lacks {\n          code\n          required\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateMailPreview($applicationID: Int!, $stageID: Int!) {\n    candidateMailPreview(applicationID: $applicationID, stageID: $stageID) { to locale subject body }\n  }\n"): (typeof documents)["\n  query CandidateMailPreview($applicationID: Int!, $stageID: Int!) {\n    candidateMailPreview(applicationID: $applicationID, stageID: $stageID) { to locale subject body }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateMailTemplates($stageID: Int!) { candidateMailTemplates(stageID: $stageID) { stageID locale subject body updatedAt } }\n"): (typeof documents)["\n  query CandidateMailTemplates($stageID: Int!) { candidateMailTemplates(stageID: $stageID) { stageID locale subject body updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateMailTemplatePreview($input: CandidateMailTemplateInput!) { candidateMailTemplatePreview(input: $input) { subject body } }\n"): (typeof documents)["\n  query CandidateMailTemplatePreview($input: CandidateMailTemplateInput!) { candidateMailTemplatePreview(input: $input) { subject body } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCandidateMailTemplate($input: CandidateMailTemplateInput!) { saveCandidateMailTemplate(input: $input) { stageID locale subject body updatedAt } }\n"): (typeof documents)["\n  mutation SaveCandidateMailTemplate($input: CandidateMailTemplateInput!) { saveCandidateMailTemplate(input: $input) { stageID locale subject body updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCandidateMailTemplate($stageID: Int!, $locale: String!) { deleteCandidateMailTemplate(stageID: $stageID, locale: $locale) { deleted } }\n"): (typeof documents)["\n  mutation DeleteCandidateMailTemplate($stageID: Int!, $locale: String!) { deleteCandidateMailTemplate(stageID: $stageID, locale: $locale) { deleted } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationMails($applicationID: Int!) { applicationMails(applicationID: $applicationID) { id at authorEmail recipient subject body } }\n"): (typeof documents)["\n  query ApplicationMails($applicationID: Int!) { applicationMails(applicationID: $applicationID) { id at authorEmail recipient subject body } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateMailSetup($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { id label }\n    settings { availableLocales defaultLocale }\n  }\n"): (typeof documents)["\n  query CandidateMailSetup($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { id label }\n    settings { availableLocales defaultLocale }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HighlightSettings {\n    vacancyHighlights\n    settings {\n      defaultLocale\n    }\n  }\n"): (typeof documents)["\n  query HighlightSettings {\n    vacancyHighlights\n    settings {\n      defaultLocale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedVacancies($locale: String!) {\n    publishedPages(locale: $locale, type: \"vacancy\", limit: 100) {\n      page {\n        id\n      }\n      pageVersion {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishedVacancies($locale: String!) {\n    publishedPages(locale: $locale, type: \"vacancy\", limit: 100) {\n      page {\n        id\n      }\n      pageVersion {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VacancyHighlightStates($pageIDs: [Int!]!) {\n    vacancyHighlightStates(pageIDs: $pageIDs) {\n      pageID\n      title\n      problem\n    }\n  }\n"): (typeof documents)["\n  query VacancyHighlightStates($pageIDs: [Int!]!) {\n    vacancyHighlightStates(pageIDs: $pageIDs) {\n      pageID\n      title\n      problem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVacancyHighlights($pageIDs: [Int!]!) {\n    setVacancyHighlights(pageIDs: $pageIDs)\n  }\n"): (typeof documents)["\n  mutation SetVacancyHighlights($pageIDs: [Int!]!) {\n    setVacancyHighlights(pageIDs: $pageIDs)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayRangeChecks($locale: String) {\n    contentCheckCatalogue(locale: $locale) { id blocking }\n  }\n"): (typeof documents)["\n  query PayRangeChecks($locale: String) {\n    contentCheckCatalogue(locale: $locale) { id blocking }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPayRangeBlocking($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation SetPayRangeBlocking($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationStageFields on ApplicationStage { id vacancyPageID position label labels { en nl de fr } kind retentionDays }\n"): (typeof documents)["\n  fragment ApplicationStageFields on ApplicationStage { id vacancyPageID position label labels { en nl de fr } kind retentionDays }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationStages($vacancyPageID: Int, $locale: String) { applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { ...ApplicationStageFields } }\n"): (typeof documents)["\n  query ApplicationStages($vacancyPageID: Int, $locale: String) { applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { ...ApplicationStageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelineVacancies { applicationCounts { vacancies { id title locale ownPipeline } } }\n"): (typeof documents)["\n  query PipelineVacancies { applicationCounts { vacancies { id title locale ownPipeline } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveApplicationStages($input: SaveApplicationStagesInput!, $locale: String) { saveApplicationStages(input: $input, locale: $locale) { ...ApplicationStageFields } }\n"): (typeof documents)["\n  mutation SaveApplicationStages($input: SaveApplicationStagesInput!, $locale: String) { saveApplicationStages(input: $input, locale: $locale) { ...ApplicationStageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApplicationStages($vacancyPageID: Int!, $locale: String) { deleteApplicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { ...ApplicationStageFields } }\n"): (typeof documents)["\n  mutation DeleteApplicationStages($vacancyPageID: Int!, $locale: String) { deleteApplicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { ...ApplicationStageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecruitmentSettingsFields on RecruitmentSettingsForEditing {\n    organisationName website newForDays contactTelephone contactEmail contactAddress recruiterEmail retentionConsentDays\n  }\n"): (typeof documents)["\n  fragment RecruitmentSettingsFields on RecruitmentSettingsForEditing {\n    organisationName website newForDays contactTelephone contactEmail contactAddress recruiterEmail retentionConsentDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecruitmentSettingsForm {\n    recruitmentSettingsForEditing { ...RecruitmentSettingsFields }\n  }\n"): (typeof documents)["\n  query RecruitmentSettingsForm {\n    recruitmentSettingsForEditing { ...RecruitmentSettingsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {\n    updateRecruitmentSettings(input: $input) { ...RecruitmentSettingsFields }\n  }\n"): (typeof documents)["\n  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {\n    updateRecruitmentSettings(input: $input) { ...RecruitmentSettingsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterSubscribers($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    newsletterSubscribers(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items { id firstName lastName email status alerts departments localities employmentTypes frequency createdAt }\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query NewsletterSubscribers($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    newsletterSubscribers(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items { id firstName lastName email status alerts departments localities employmentTypes frequency createdAt }\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNewsletterSubscriber($id: Int!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNewsletterSubscriber($id: Int!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;