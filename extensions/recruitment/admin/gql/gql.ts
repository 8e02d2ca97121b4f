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
    "\n  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $stageID: Int) {\n    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, stageID: $stageID) {\n      items {\n        id\n        vacancyTitle\n        name\n        email\n        stage {\n          ...ApplicationStageFields\n        }\n        createdAt\n        stageChangedAt\n        deletesAt\n      }\n      totalItems\n    }\n  }\n": typeof types.ApplicationsDocument,
    "\n  fragment ApplicationDetailFields on ApplicationDetail {\n    id\n    vacancyPageId\n    vacancyTitle\n    name\n    email\n    desiredFunction\n    telephone\n    message\n    consentAt\n    keepConsentAt\n    locale\n    stage {\n      ...ApplicationStageFields\n    }\n    createdAt\n    stageChangedAt\n    deletesAt\n    files {\n      which\n      fileName\n      size\n    }\n    notes {\n      id\n      at\n      authorEmail\n      stageFrom {\n        en\n        nl\n        de\n        fr\n      }\n      stageTo {\n        en\n        nl\n        de\n        fr\n      }\n      stageFromID\n      stageToID\n      text\n    }\n  }\n": typeof types.ApplicationDetailFieldsFragmentDoc,
    "\n  query Application($id: Int!) {\n    application(id: $id) {\n      ...ApplicationDetailFields\n    }\n  }\n": typeof types.ApplicationDocument,
    "\n  mutation AddApplicationNote($id: Int!, $text: String!) {\n    addApplicationNote(id: $id, text: $text) {\n      ...ApplicationDetailFields\n    }\n  }\n": typeof types.AddApplicationNoteDocument,
    "\n  mutation DeleteApplication($id: Int!) {\n    deleteApplication(id: $id)\n  }\n": typeof types.DeleteApplicationDocument,
    "\n  query ApplicationBoard($vacancyPageID: Int, $searchTerm: String, $locale: String) {\n    applicationBoard(vacancyPageID: $vacancyPageID, searchTerm: $searchTerm, locale: $locale) {\n      stages {\n        stage {\n          id\n          label\n          kind\n          position\n        }\n        count\n        applications {\n          id\n          name\n          vacancyTitle\n          createdAt\n          stageChangedAt\n        }\n      }\n    }\n  }\n": typeof types.ApplicationBoardDocument,
    "\n  query ApplicationCounts {\n    applicationCounts {\n      vacancies {\n        id\n        title\n        total\n        new\n      }\n    }\n  }\n": typeof types.ApplicationCountsDocument,
    "\n  mutation MoveApplication($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      ...ApplicationDetailFields\n    }\n  }\n": typeof types.MoveApplicationDocument,
    "\n  query JobBoardReport {\n    jobBoardReport {\n      pageID\n      locale\n      title\n      published\n      closed\n      boards {\n        board\n        lacks {\n          code\n          required\n        }\n      }\n    }\n  }\n": typeof types.JobBoardReportDocument,
    "\n  query CandidateMailPreview($applicationID: Int!, $stageID: Int!) {\n    candidateMailPreview(applicationID: $applicationID, stageID: $stageID) {\n      to\n      locale\n      subject\n      body\n    }\n  }\n": typeof types.CandidateMailPreviewDocument,
    "\n  query CandidateMailTemplates($stageID: Int!) {\n    candidateMailTemplates(stageID: $stageID) {\n      stageID\n      locale\n      subject\n      body\n      updatedAt\n    }\n  }\n": typeof types.CandidateMailTemplatesDocument,
    "\n  query CandidateMailTemplatePreview($input: CandidateMailTemplateInput!) {\n    candidateMailTemplatePreview(input: $input) {\n      subject\n      body\n    }\n  }\n": typeof types.CandidateMailTemplatePreviewDocument,
    "\n  mutation SaveCandidateMailTemplate($input: CandidateMailTemplateInput!) {\n    saveCandidateMailTemplate(input: $input) {\n      stageID\n      locale\n      subject\n      body\n      updatedAt\n    }\n  }\n": typeof types.SaveCandidateMailTemplateDocument,
    "\n  mutation DeleteCandidateMailTemplate($stageID: Int!, $locale: String!) {\n    deleteCandidateMailTemplate(stageID: $stageID, locale: $locale) {\n      deleted\n    }\n  }\n": typeof types.DeleteCandidateMailTemplateDocument,
    "\n  query ApplicationMails($applicationID: Int!) {\n    applicationMails(applicationID: $applicationID) {\n      id\n      at\n      authorEmail\n      recipient\n      subject\n      body\n    }\n  }\n": typeof types.ApplicationMailsDocument,
    "\n  query CandidateMailSetup($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      id\n      label\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n": typeof types.CandidateMailSetupDocument,
    "\n  query HighlightSettings {\n    vacancyHighlights\n    settings {\n      defaultLocale\n    }\n  }\n": typeof types.HighlightSettingsDocument,
    "\n  query PublishedVacancies($locale: String!) {\n    publishedPages(locale: $locale, type: \"vacancy\", limit: 100) {\n      page {\n        id\n      }\n      pageVersion {\n        title\n      }\n    }\n  }\n": typeof types.PublishedVacanciesDocument,
    "\n  query VacancyHighlightStates($pageIDs: [Int!]!) {\n    vacancyHighlightStates(pageIDs: $pageIDs) {\n      pageID\n      title\n      problem\n    }\n  }\n": typeof types.VacancyHighlightStatesDocument,
    "\n  mutation SetVacancyHighlights($pageIDs: [Int!]!) {\n    setVacancyHighlights(pageIDs: $pageIDs)\n  }\n": typeof types.SetVacancyHighlightsDocument,
    "\n  query PayRangeChecks($locale: String) {\n    contentCheckCatalogue(locale: $locale) {\n      id\n      blocking\n    }\n  }\n": typeof types.PayRangeChecksDocument,
    "\n  mutation SetPayRangeBlocking($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n": typeof types.SetPayRangeBlockingDocument,
    "\n  fragment ApplicationStageFields on ApplicationStage {\n    id\n    vacancyPageID\n    position\n    label\n    labels {\n      en\n      nl\n      de\n      fr\n    }\n    kind\n    retentionDays\n  }\n": typeof types.ApplicationStageFieldsFragmentDoc,
    "\n  query ApplicationStages($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n": typeof types.ApplicationStagesDocument,
    "\n  query PipelineVacancies {\n    applicationCounts {\n      vacancies {\n        id\n        title\n        locale\n        ownPipeline\n      }\n    }\n  }\n": typeof types.PipelineVacanciesDocument,
    "\n  mutation SaveApplicationStages($input: SaveApplicationStagesInput!, $locale: String) {\n    saveApplicationStages(input: $input, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n": typeof types.SaveApplicationStagesDocument,
    "\n  mutation DeleteApplicationStages($vacancyPageID: Int!, $locale: String) {\n    deleteApplicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n": typeof types.DeleteApplicationStagesDocument,
    "\n  fragment RecruitmentSettingsFields on RecruitmentSettingsForEditing {\n    organisationName\n    website\n    newForDays\n    contactTelephone\n    contactEmail\n    contactAddress\n    recruiterEmail\n    retentionConsentDays\n  }\n": typeof types.RecruitmentSettingsFieldsFragmentDoc,
    "\n  query RecruitmentSettingsForm {\n    recruitmentSettingsForEditing {\n      ...RecruitmentSettingsFields\n    }\n  }\n": typeof types.RecruitmentSettingsFormDocument,
    "\n  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {\n    updateRecruitmentSettings(input: $input) {\n      ...RecruitmentSettingsFields\n    }\n  }\n": typeof types.UpdateRecruitmentSettingsDocument,
    "\n  query NewsletterSubscribers($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    newsletterSubscribers(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        id\n        firstName\n        lastName\n        email\n        status\n        alerts\n        departments\n        localities\n        employmentTypes\n        frequency\n        createdAt\n      }\n      totalItems\n    }\n  }\n": typeof types.NewsletterSubscribersDocument,
    "\n  mutation DeleteNewsletterSubscriber($id: Int!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n": typeof types.DeleteNewsletterSubscriberDocument,
};
const documents: Documents = {
    "\n  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $stageID: Int) {\n    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, stageID: $stageID) {\n      items {\n        id\n        vacancyTitle\n        name\n        email\n        stage {\n          ...ApplicationStageFields\n        }\n        createdAt\n        stageChangedAt\n        deletesAt\n      }\n      totalItems\n    }\n  }\n": types.ApplicationsDocument,
    "\n  fragment ApplicationDetailFields on ApplicationDetail {\n    id\n    vacancyPageId\n    vacancyTitle\n    name\n    email\n    desiredFunction\n    telephone\n    message\n    consentAt\n    keepConsentAt\n    locale\n    stage {\n      ...ApplicationStageFields\n    }\n    createdAt\n    stageChangedAt\n    deletesAt\n    files {\n      which\n      fileName\n      size\n    }\n    notes {\n      id\n      at\n      authorEmail\n      stageFrom {\n        en\n        nl\n        de\n        fr\n      }\n      stageTo {\n        en\n        nl\n        de\n        fr\n      }\n      stageFromID\n      stageToID\n      text\n    }\n  }\n": types.ApplicationDetailFieldsFragmentDoc,
    "\n  query Application($id: Int!) {\n    application(id: $id) {\n      ...ApplicationDetailFields\n    }\n  }\n": types.ApplicationDocument,
    "\n  mutation AddApplicationNote($id: Int!, $text: String!) {\n    addApplicationNote(id: $id, text: $text) {\n      ...ApplicationDetailFields\n    }\n  }\n": types.AddApplicationNoteDocument,
    "\n  mutation DeleteApplication($id: Int!) {\n    deleteApplication(id: $id)\n  }\n": types.DeleteApplicationDocument,
    "\n  query ApplicationBoard($vacancyPageID: Int, $searchTerm: String, $locale: String) {\n    applicationBoard(vacancyPageID: $vacancyPageID, searchTerm: $searchTerm, locale: $locale) {\n      stages {\n        stage {\n          id\n          label\n          kind\n          position\n        }\n        count\n        applications {\n          id\n          name\n          vacancyTitle\n          createdAt\n          stageChangedAt\n        }\n      }\n    }\n  }\n": types.ApplicationBoardDocument,
    "\n  query ApplicationCounts {\n    applicationCounts {\n      vacancies {\n        id\n        title\n        total\n        new\n      }\n    }\n  }\n": types.ApplicationCountsDocument,
    "\n  mutation MoveApplication($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      ...ApplicationDetailFields\n    }\n  }\n": types.MoveApplicationDocument,
    "\n  query JobBoardReport {\n    jobBoardReport {\n      pageID\n      locale\n      title\n      published\n      closed\n      boards {\n        board\n        lacks {\n          code\n          required\n        }\n      }\n    }\n  }\n": types.JobBoardReportDocument,
    "\n  query CandidateMailPreview($applicationID: Int!, $stageID: Int!) {\n    candidateMailPreview(applicationID: $applicationID, stageID: $stageID) {\n      to\n      locale\n      subject\n      body\n    }\n  }\n": types.CandidateMailPreviewDocument,
    "\n  query CandidateMailTemplates($stageID: Int!) {\n    candidateMailTemplates(stageID: $stageID) {\n      stageID\n      locale\n      subject\n      body\n      updatedAt\n    }\n  }\n": types.CandidateMailTemplatesDocument,
    "\n  query CandidateMailTemplatePreview($input: CandidateMailTemplateInput!) {\n    candidateMailTemplatePreview(input: $input) {\n      subject\n      body\n    }\n  }\n": types.CandidateMailTemplatePreviewDocument,
    "\n  mutation SaveCandidateMailTemplate($input: CandidateMailTemplateInput!) {\n    saveCandidateMailTemplate(input: $input) {\n      stageID\n      locale\n      subject\n      body\n      updatedAt\n    }\n  }\n": types.SaveCandidateMailTemplateDocument,
    "\n  mutation DeleteCandidateMailTemplate($stageID: Int!, $locale: String!) {\n    deleteCandidateMailTemplate(stageID: $stageID, locale: $locale) {\n      deleted\n    }\n  }\n": types.DeleteCandidateMailTemplateDocument,
    "\n  query ApplicationMails($applicationID: Int!) {\n    applicationMails(applicationID: $applicationID) {\n      id\n      at\n      authorEmail\n      recipient\n      subject\n      body\n    }\n  }\n": types.ApplicationMailsDocument,
    "\n  query CandidateMailSetup($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      id\n      label\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n": types.CandidateMailSetupDocument,
    "\n  query HighlightSettings {\n    vacancyHighlights\n    settings {\n      defaultLocale\n    }\n  }\n": types.HighlightSettingsDocument,
    "\n  query PublishedVacancies($locale: String!) {\n    publishedPages(locale: $locale, type: \"vacancy\", limit: 100) {\n      page {\n        id\n      }\n      pageVersion {\n        title\n      }\n    }\n  }\n": types.PublishedVacanciesDocument,
    "\n  query VacancyHighlightStates($pageIDs: [Int!]!) {\n    vacancyHighlightStates(pageIDs: $pageIDs) {\n      pageID\n      title\n      problem\n    }\n  }\n": types.VacancyHighlightStatesDocument,
    "\n  mutation SetVacancyHighlights($pageIDs: [Int!]!) {\n    setVacancyHighlights(pageIDs: $pageIDs)\n  }\n": types.SetVacancyHighlightsDocument,
    "\n  query PayRangeChecks($locale: String) {\n    contentCheckCatalogue(locale: $locale) {\n      id\n      blocking\n    }\n  }\n": types.PayRangeChecksDocument,
    "\n  mutation SetPayRangeBlocking($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n": types.SetPayRangeBlockingDocument,
    "\n  fragment ApplicationStageFields on ApplicationStage {\n    id\n    vacancyPageID\n    position\n    label\n    labels {\n      en\n      nl\n      de\n      fr\n    }\n    kind\n    retentionDays\n  }\n": types.ApplicationStageFieldsFragmentDoc,
    "\n  query ApplicationStages($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n": types.ApplicationStagesDocument,
    "\n  query PipelineVacancies {\n    applicationCounts {\n      vacancies {\n        id\n        title\n        locale\n        ownPipeline\n      }\n    }\n  }\n": types.PipelineVacanciesDocument,
    "\n  mutation SaveApplicationStages($input: SaveApplicationStagesInput!, $locale: String) {\n    saveApplicationStages(input: $input, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n": types.SaveApplicationStagesDocument,
    "\n  mutation DeleteApplicationStages($vacancyPageID: Int!, $locale: String) {\n    deleteApplicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n": types.DeleteApplicationStagesDocument,
    "\n  fragment RecruitmentSettingsFields on RecruitmentSettingsForEditing {\n    organisationName\n    website\n    newForDays\n    contactTelephone\n    contactEmail\n    contactAddress\n    recruiterEmail\n    retentionConsentDays\n  }\n": types.RecruitmentSettingsFieldsFragmentDoc,
    "\n  query RecruitmentSettingsForm {\n    recruitmentSettingsForEditing {\n      ...RecruitmentSettingsFields\n    }\n  }\n": types.RecruitmentSettingsFormDocument,
    "\n  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {\n    updateRecruitmentSettings(input: $input) {\n      ...RecruitmentSettingsFields\n    }\n  }\n": types.UpdateRecruitmentSettingsDocument,
    "\n  query NewsletterSubscribers($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    newsletterSubscribers(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        id\n        firstName\n        lastName\n        email\n        status\n        alerts\n        departments\n        localities\n        employmentTypes\n        frequency\n        createdAt\n      }\n      totalItems\n    }\n  }\n": types.NewsletterSubscribersDocument,
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
export function graphql(source: "\n  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $stageID: Int) {\n    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, stageID: $stageID) {\n      items {\n        id\n        vacancyTitle\n        name\n        email\n        stage {\n          ...ApplicationStageFields\n        }\n        createdAt\n        stageChangedAt\n        deletesAt\n      }\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $stageID: Int) {\n    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, stageID: $stageID) {\n      items {\n        id\n        vacancyTitle\n        name\n        email\n        stage {\n          ...ApplicationStageFields\n        }\n        createdAt\n        stageChangedAt\n        deletesAt\n      }\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationDetailFields on ApplicationDetail {\n    id\n    vacancyPageId\n    vacancyTitle\n    name\n    email\n    desiredFunction\n    telephone\n    message\n    consentAt\n    keepConsentAt\n    locale\n    stage {\n      ...ApplicationStageFields\n    }\n    createdAt\n    stageChangedAt\n    deletesAt\n    files {\n      which\n      fileName\n      size\n    }\n    notes {\n      id\n      at\n      authorEmail\n      stageFrom {\n        en\n        nl\n        de\n        fr\n      }\n      stageTo {\n        en\n        nl\n        de\n        fr\n      }\n      stageFromID\n      stageToID\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment ApplicationDetailFields on ApplicationDetail {\n    id\n    vacancyPageId\n    vacancyTitle\n    name\n    email\n    desiredFunction\n    telephone\n    message\n    consentAt\n    keepConsentAt\n    locale\n    stage {\n      ...ApplicationStageFields\n    }\n    createdAt\n    stageChangedAt\n    deletesAt\n    files {\n      which\n      fileName\n      size\n    }\n    notes {\n      id\n      at\n      authorEmail\n      stageFrom {\n        en\n        nl\n        de\n        fr\n      }\n      stageTo {\n        en\n        nl\n        de\n        fr\n      }\n      stageFromID\n      stageToID\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Application($id: Int!) {\n    application(id: $id) {\n      ...ApplicationDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Application($id: Int!) {\n    application(id: $id) {\n      ...ApplicationDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddApplicationNote($id: Int!, $text: String!) {\n    addApplicationNote(id: $id, text: $text) {\n      ...ApplicationDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddApplicationNote($id: Int!, $text: String!) {\n    addApplicationNote(id: $id, text: $text) {\n      ...ApplicationDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApplication($id: Int!) {\n    deleteApplication(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteApplication($id: Int!) {\n    deleteApplication(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationBoard($vacancyPageID: Int, $searchTerm: String, $locale: String) {\n    applicationBoard(vacancyPageID: $vacancyPageID, searchTerm: $searchTerm, locale: $locale) {\n      stages {\n        stage {\n          id\n          label\n          kind\n          position\n        }\n        count\n        applications {\n          id\n          name\n          vacancyTitle\n          createdAt\n          stageChangedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationBoard($vacancyPageID: Int, $searchTerm: String, $locale: String) {\n    applicationBoard(vacancyPageID: $vacancyPageID, searchTerm: $searchTerm, locale: $locale) {\n      stages {\n        stage {\n          id\n          label\n          kind\n          position\n        }\n        count\n        applications {\n          id\n          name\n          vacancyTitle\n          createdAt\n          stageChangedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationCounts {\n    applicationCounts {\n      vacancies {\n        id\n        title\n        total\n        new\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationCounts {\n    applicationCounts {\n      vacancies {\n        id\n        title\n        total\n        new\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveApplication($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      ...ApplicationDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveApplication($input: MoveApplicationInput!) {\n    moveApplication(input: $input) {\n      ...ApplicationDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobBoardReport {\n    jobBoardReport {\n      pageID\n      locale\n      title\n      published\n      closed\n      boards {\n        board\n        lacks {\n          code\n          required\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobBoardReport {\n    jobBoardReport {\n      pageID\n      locale\n      title\n      published\n      closed\n      boards {\n        board\n        lacks {\n          code\n          required\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateMailPreview($applicationID: Int!, $stageID: Int!) {\n    candidateMailPreview(applicationID: $applicationID, stageID: $stageID) {\n      to\n      locale\n      subject\n      body\n    }\n  }\n"): (typeof documents)["\n  query CandidateMailPreview($applicationID: Int!, $stageID: Int!) {\n    candidateMailPreview(applicationID: $applicationID, stageID: $stageID) {\n      to\n      locale\n      subject\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateMailTemplates($stageID: Int!) {\n    candidateMailTemplates(stageID: $stageID) {\n      stageID\n      locale\n      subject\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query CandidateMailTemplates($stageID: Int!) {\n    candidateMailTemplates(stageID: $stageID) {\n      stageID\n      locale\n      subject\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateMailTemplatePreview($input: CandidateMailTemplateInput!) {\n    candidateMailTemplatePreview(input: $input) {\n      subject\n      body\n    }\n  }\n"): (typeof documents)["\n  query CandidateMailTemplatePreview($input: CandidateMailTemplateInput!) {\n    candidateMailTemplatePreview(input: $input) {\n      subject\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCandidateMailTemplate($input: CandidateMailTemplateInput!) {\n    saveCandidateMailTemplate(input: $input) {\n      stageID\n      locale\n      subject\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCandidateMailTemplate($input: CandidateMailTemplateInput!) {\n    saveCandidateMailTemplate(input: $input) {\n      stageID\n      locale\n      subject\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCandidateMailTemplate($stageID: Int!, $locale: String!) {\n    deleteCandidateMailTemplate(stageID: $stageID, locale: $locale) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCandidateMailTemplate($stageID: Int!, $locale: String!) {\n    deleteCandidateMailTemplate(stageID: $stageID, locale: $locale) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationMails($applicationID: Int!) {\n    applicationMails(applicationID: $applicationID) {\n      id\n      at\n      authorEmail\n      recipient\n      subject\n      body\n    }\n  }\n"): (typeof documents)["\n  query ApplicationMails($applicationID: Int!) {\n    applicationMails(applicationID: $applicationID) {\n      id\n      at\n      authorEmail\n      recipient\n      subject\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateMailSetup($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      id\n      label\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n"): (typeof documents)["\n  query CandidateMailSetup($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      id\n      label\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n"];
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
export function graphql(source: "\n  query PayRangeChecks($locale: String) {\n    contentCheckCatalogue(locale: $locale) {\n      id\n      blocking\n    }\n  }\n"): (typeof documents)["\n  query PayRangeChecks($locale: String) {\n    contentCheckCatalogue(locale: $locale) {\n      id\n      blocking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPayRangeBlocking($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation SetPayRangeBlocking($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationStageFields on ApplicationStage {\n    id\n    vacancyPageID\n    position\n    label\n    labels {\n      en\n      nl\n      de\n      fr\n    }\n    kind\n    retentionDays\n  }\n"): (typeof documents)["\n  fragment ApplicationStageFields on ApplicationStage {\n    id\n    vacancyPageID\n    position\n    label\n    labels {\n      en\n      nl\n      de\n      fr\n    }\n    kind\n    retentionDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationStages($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n"): (typeof documents)["\n  query ApplicationStages($vacancyPageID: Int, $locale: String) {\n    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelineVacancies {\n    applicationCounts {\n      vacancies {\n        id\n        title\n        locale\n        ownPipeline\n      }\n    }\n  }\n"): (typeof documents)["\n  query PipelineVacancies {\n    applicationCounts {\n      vacancies {\n        id\n        title\n        locale\n        ownPipeline\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveApplicationStages($input: SaveApplicationStagesInput!, $locale: String) {\n    saveApplicationStages(input: $input, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveApplicationStages($input: SaveApplicationStagesInput!, $locale: String) {\n    saveApplicationStages(input: $input, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApplicationStages($vacancyPageID: Int!, $locale: String) {\n    deleteApplicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteApplicationStages($vacancyPageID: Int!, $locale: String) {\n    deleteApplicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {\n      ...ApplicationStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecruitmentSettingsFields on RecruitmentSettingsForEditing {\n    organisationName\n    website\n    newForDays\n    contactTelephone\n    contactEmail\n    contactAddress\n    recruiterEmail\n    retentionConsentDays\n  }\n"): (typeof documents)["\n  fragment RecruitmentSettingsFields on RecruitmentSettingsForEditing {\n    organisationName\n    website\n    newForDays\n    contactTelephone\n    contactEmail\n    contactAddress\n    recruiterEmail\n    retentionConsentDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecruitmentSettingsForm {\n    recruitmentSettingsForEditing {\n      ...RecruitmentSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query RecruitmentSettingsForm {\n    recruitmentSettingsForEditing {\n      ...RecruitmentSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {\n    updateRecruitmentSettings(input: $input) {\n      ...RecruitmentSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecruitmentSettings($input: RecruitmentSettingsInput!) {\n    updateRecruitmentSettings(input: $input) {\n      ...RecruitmentSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterSubscribers($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    newsletterSubscribers(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        id\n        firstName\n        lastName\n        email\n        status\n        alerts\n        departments\n        localities\n        employmentTypes\n        frequency\n        createdAt\n      }\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query NewsletterSubscribers($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    newsletterSubscribers(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        id\n        firstName\n        lastName\n        email\n        status\n        alerts\n        departments\n        localities\n        employmentTypes\n        frequency\n        createdAt\n      }\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNewsletterSubscriber($id: Int!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNewsletterSubscriber($id: Int!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;