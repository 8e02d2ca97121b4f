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
    "\n  query NewsletterPreferences($id: Int!, $token: String!) {\n    newsletterPreferences(id: $id, token: $token) {\n      email\n      alerts\n      departments\n      localities\n      employmentTypes\n      locale\n      frequency\n    }\n  }\n": typeof types.NewsletterPreferencesDocument,
    "\n  query OwnApplication($token: String!) {\n    ownApplication(token: $token) {\n      locale\n      vacancy {\n        title\n        slug\n        locale\n      }\n      stage {\n        label\n        kind\n      }\n      createdAt\n      stageChangedAt\n      documents {\n        fileName\n        size\n      }\n      mails {\n        at\n        subject\n        body\n      }\n    }\n  }\n": typeof types.OwnApplicationDocument,
    "\n  query ApplicationRemoval($token: String!) {\n    applicationRemoval(token: $token) {\n      token\n      vacancy {\n        title\n        slug\n        locale\n      }\n    }\n  }\n": typeof types.ApplicationRemovalDocument,
    "\n  query CookieConsentPolicy {\n    cookieConsentPolicy {\n      revision\n    }\n  }\n": typeof types.CookieConsentPolicyDocument,
    "\n  fragment FeedVacancyFields on FeedVacancy {\n    pageID\n    slug\n    title\n    hoursMin\n    hoursMax\n    department\n    locality\n    employmentType\n    workplace\n    datePosted\n    isNew\n    newUntil\n    highlighted\n    salary {\n      min\n      max\n      unit\n      currency\n    }\n    street\n    postalCode\n    region\n    country\n    reference\n    closingDate\n    descriptionHtml\n  }\n": typeof types.FeedVacancyFieldsFragmentDoc,
    "\n  query VacancyFeed($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $tag: String) {\n    vacancyFeed(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, tag: $tag) {\n      ...FeedVacancyFields\n    }\n  }\n": typeof types.VacancyFeedDocument,
    "\n  query JobBoardFeed($board: String!, $locale: String!) {\n    jobBoardFeed(board: $board, locale: $locale) {\n      ...FeedVacancyFields\n    }\n  }\n": typeof types.JobBoardFeedDocument,
    "\n  query JobBoardPosterEmail {\n    jobBoardPosterEmail\n  }\n": typeof types.JobBoardPosterEmailDocument,
    "\n  query HighlightedVacancies($locale: String!) {\n    highlightedVacancies(locale: $locale) {\n      ...VacancyCardFields\n    }\n  }\n": typeof types.HighlightedVacanciesDocument,
    "\n  query RecruitmentSettings {\n    recruitmentSettings {\n      organisationName\n      website\n      contactTelephone\n      contactEmail\n      contactAddress\n    }\n  }\n": typeof types.RecruitmentSettingsDocument,
    "\n  query SimilarVacancies($locale: String!, $pageID: Int!, $department: String!, $locality: String!) {\n    similarVacancies(locale: $locale, pageID: $pageID, department: $department, locality: $locality) {\n      ...VacancyCardFields\n    }\n  }\n": typeof types.SimilarVacanciesDocument,
    "\n  fragment VacancyCardFields on VacancyCard {\n    pageID\n    slug\n    title\n    hoursMin\n    hoursMax\n    department\n    locality\n    employmentType\n    workplace\n    salary {\n      min\n      max\n      unit\n      currency\n    }\n    datePosted\n    isNew\n    newUntil\n    highlighted\n  }\n": typeof types.VacancyCardFieldsFragmentDoc,
    "\n  query VacancySearch($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $tag: String, $page: Int) {\n    vacancies(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, tag: $tag, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...VacancyCardFields\n      }\n      departments {\n        value\n        count\n      }\n      localities {\n        value\n        count\n      }\n      employmentTypes {\n        value\n        count\n      }\n      tags {\n        value\n        count\n      }\n    }\n  }\n": typeof types.VacancySearchDocument,
};
const documents: Documents = {
    "\n  query NewsletterPreferences($id: Int!, $token: String!) {\n    newsletterPreferences(id: $id, token: $token) {\n      email\n      alerts\n      departments\n      localities\n      employmentTypes\n      locale\n      frequency\n    }\n  }\n": types.NewsletterPreferencesDocument,
    "\n  query OwnApplication($token: String!) {\n    ownApplication(token: $token) {\n      locale\n      vacancy {\n        title\n        slug\n        locale\n      }\n      stage {\n        label\n        kind\n      }\n      createdAt\n      stageChangedAt\n      documents {\n        fileName\n        size\n      }\n      mails {\n        at\n        subject\n        body\n      }\n    }\n  }\n": types.OwnApplicationDocument,
    "\n  query ApplicationRemoval($token: String!) {\n    applicationRemoval(token: $token) {\n      token\n      vacancy {\n        title\n        slug\n        locale\n      }\n    }\n  }\n": types.ApplicationRemovalDocument,
    "\n  query CookieConsentPolicy {\n    cookieConsentPolicy {\n      revision\n    }\n  }\n": types.CookieConsentPolicyDocument,
    "\n  fragment FeedVacancyFields on FeedVacancy {\n    pageID\n    slug\n    title\n    hoursMin\n    hoursMax\n    department\n    locality\n    employmentType\n    workplace\n    datePosted\n    isNew\n    newUntil\n    highlighted\n    salary {\n      min\n      max\n      unit\n      currency\n    }\n    street\n    postalCode\n    region\n    country\n    reference\n    closingDate\n    descriptionHtml\n  }\n": types.FeedVacancyFieldsFragmentDoc,
    "\n  query VacancyFeed($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $tag: String) {\n    vacancyFeed(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, tag: $tag) {\n      ...FeedVacancyFields\n    }\n  }\n": types.VacancyFeedDocument,
    "\n  query JobBoardFeed($board: String!, $locale: String!) {\n    jobBoardFeed(board: $board, locale: $locale) {\n      ...FeedVacancyFields\n    }\n  }\n": types.JobBoardFeedDocument,
    "\n  query JobBoardPosterEmail {\n    jobBoardPosterEmail\n  }\n": types.JobBoardPosterEmailDocument,
    "\n  query HighlightedVacancies($locale: String!) {\n    highlightedVacancies(locale: $locale) {\n      ...VacancyCardFields\n    }\n  }\n": types.HighlightedVacanciesDocument,
    "\n  query RecruitmentSettings {\n    recruitmentSettings {\n      organisationName\n      website\n      contactTelephone\n      contactEmail\n      contactAddress\n    }\n  }\n": types.RecruitmentSettingsDocument,
    "\n  query SimilarVacancies($locale: String!, $pageID: Int!, $department: String!, $locality: String!) {\n    similarVacancies(locale: $locale, pageID: $pageID, department: $department, locality: $locality) {\n      ...VacancyCardFields\n    }\n  }\n": types.SimilarVacanciesDocument,
    "\n  fragment VacancyCardFields on VacancyCard {\n    pageID\n    slug\n    title\n    hoursMin\n    hoursMax\n    department\n    locality\n    employmentType\n    workplace\n    salary {\n      min\n      max\n      unit\n      currency\n    }\n    datePosted\n    isNew\n    newUntil\n    highlighted\n  }\n": types.VacancyCardFieldsFragmentDoc,
    "\n  query VacancySearch($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $tag: String, $page: Int) {\n    vacancies(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, tag: $tag, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...VacancyCardFields\n      }\n      departments {\n        value\n        count\n      }\n      localities {\n        value\n        count\n      }\n      employmentTypes {\n        value\n        count\n      }\n      tags {\n        value\n        count\n      }\n    }\n  }\n": types.VacancySearchDocument,
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
export function graphql(source: "\n  query NewsletterPreferences($id: Int!, $token: String!) {\n    newsletterPreferences(id: $id, token: $token) {\n      email\n      alerts\n      departments\n      localities\n      employmentTypes\n      locale\n      frequency\n    }\n  }\n"): (typeof documents)["\n  query NewsletterPreferences($id: Int!, $token: String!) {\n    newsletterPreferences(id: $id, token: $token) {\n      email\n      alerts\n      departments\n      localities\n      employmentTypes\n      locale\n      frequency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnApplication($token: String!) {\n    ownApplication(token: $token) {\n      locale\n      vacancy {\n        title\n        slug\n        locale\n      }\n      stage {\n        label\n        kind\n      }\n      createdAt\n      stageChangedAt\n      documents {\n        fileName\n        size\n      }\n      mails {\n        at\n        subject\n        body\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnApplication($token: String!) {\n    ownApplication(token: $token) {\n      locale\n      vacancy {\n        title\n        slug\n        locale\n      }\n      stage {\n        label\n        kind\n      }\n      createdAt\n      stageChangedAt\n      documents {\n        fileName\n        size\n      }\n      mails {\n        at\n        subject\n        body\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationRemoval($token: String!) {\n    applicationRemoval(token: $token) {\n      token\n      vacancy {\n        title\n        slug\n        locale\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationRemoval($token: String!) {\n    applicationRemoval(token: $token) {\n      token\n      vacancy {\n        title\n        slug\n        locale\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CookieConsentPolicy {\n    cookieConsentPolicy {\n      revision\n    }\n  }\n"): (typeof documents)["\n  query CookieConsentPolicy {\n    cookieConsentPolicy {\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedVacancyFields on FeedVacancy {\n    pageID\n    slug\n    title\n    hoursMin\n    hoursMax\n    department\n    locality\n    employmentType\n    workplace\n    datePosted\n    isNew\n    newUntil\n    highlighted\n    salary {\n      min\n      max\n      unit\n      currency\n    }\n    street\n    postalCode\n    region\n    country\n    reference\n    closingDate\n    descriptionHtml\n  }\n"): (typeof documents)["\n  fragment FeedVacancyFields on FeedVacancy {\n    pageID\n    slug\n    title\n    hoursMin\n    hoursMax\n    department\n    locality\n    employmentType\n    workplace\n    datePosted\n    isNew\n    newUntil\n    highlighted\n    salary {\n      min\n      max\n      unit\n      currency\n    }\n    street\n    postalCode\n    region\n    country\n    reference\n    closingDate\n    descriptionHtml\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VacancyFeed($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $tag: String) {\n    vacancyFeed(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, tag: $tag) {\n      ...FeedVacancyFields\n    }\n  }\n"): (typeof documents)["\n  query VacancyFeed($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $tag: String) {\n    vacancyFeed(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, tag: $tag) {\n      ...FeedVacancyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobBoardFeed($board: String!, $locale: String!) {\n    jobBoardFeed(board: $board, locale: $locale) {\n      ...FeedVacancyFields\n    }\n  }\n"): (typeof documents)["\n  query JobBoardFeed($board: String!, $locale: String!) {\n    jobBoardFeed(board: $board, locale: $locale) {\n      ...FeedVacancyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobBoardPosterEmail {\n    jobBoardPosterEmail\n  }\n"): (typeof documents)["\n  query JobBoardPosterEmail {\n    jobBoardPosterEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HighlightedVacancies($locale: String!) {\n    highlightedVacancies(locale: $locale) {\n      ...VacancyCardFields\n    }\n  }\n"): (typeof documents)["\n  query HighlightedVacancies($locale: String!) {\n    highlightedVacancies(locale: $locale) {\n      ...VacancyCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecruitmentSettings {\n    recruitmentSettings {\n      organisationName\n      website\n      contactTelephone\n      contactEmail\n      contactAddress\n    }\n  }\n"): (typeof documents)["\n  query RecruitmentSettings {\n    recruitmentSettings {\n      organisationName\n      website\n      contactTelephone\n      contactEmail\n      contactAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarVacancies($locale: String!, $pageID: Int!, $department: String!, $locality: String!) {\n    similarVacancies(locale: $locale, pageID: $pageID, department: $department, locality: $locality) {\n      ...VacancyCardFields\n    }\n  }\n"): (typeof documents)["\n  query SimilarVacancies($locale: String!, $pageID: Int!, $department: String!, $locality: String!) {\n    similarVacancies(locale: $locale, pageID: $pageID, department: $department, locality: $locality) {\n      ...VacancyCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VacancyCardFields on VacancyCard {\n    pageID\n    slug\n    title\n    hoursMin\n    hoursMax\n    department\n    locality\n    employmentType\n    workplace\n    salary {\n      min\n      max\n      unit\n      currency\n    }\n    datePosted\n    isNew\n    newUntil\n    highlighted\n  }\n"): (typeof documents)["\n  fragment VacancyCardFields on VacancyCard {\n    pageID\n    slug\n    title\n    hoursMin\n    hoursMax\n    department\n    locality\n    employmentType\n    workplace\n    salary {\n      min\n      max\n      unit\n      currency\n    }\n    datePosted\n    isNew\n    newUntil\n    highlighted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VacancySearch($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $tag: String, $page: Int) {\n    vacancies(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, tag: $tag, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...VacancyCardFields\n      }\n      departments {\n        value\n        count\n      }\n      localities {\n        value\n        count\n      }\n      employmentTypes {\n        value\n        count\n      }\n      tags {\n        value\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query VacancySearch($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $tag: String, $page: Int) {\n    vacancies(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, tag: $tag, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...VacancyCardFields\n      }\n      departments {\n        value\n        count\n      }\n      localities {\n        value\n        count\n      }\n      employmentTypes {\n        value\n        count\n      }\n      tags {\n        value\n        count\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;