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
    "\n  query PageLinkTargets($ids: [Int!]!) {\n    pageLinkTargets(ids: $ids) {\n      id\n      locale\n      slug\n    }\n  }\n": typeof types.PageLinkTargetsDocument,
    "\n  query PreviewViewer {\n    me {\n      id\n    }\n  }\n": typeof types.PreviewViewerDocument,
    "\n  query PreviewVersion($id: Int!) {\n    pageVersion(id: $id) {\n      id\n      pageID\n      title\n      seoTitle\n      blocks\n    }\n  }\n": typeof types.PreviewVersionDocument,
    "\n  query PreviewPage($id: Int!) {\n    pagesByIds(ids: [$id]) {\n      id\n      locale\n      slug\n    }\n  }\n": typeof types.PreviewPageDocument,
    "\n  query PublishedPageBySlug($slug: String!, $locale: String) {\n    pageBySlug(slug: $slug, locale: $locale) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        id\n        title\n        seoTitle\n        blocks\n      }\n      redirect {\n        locale\n        slug\n      }\n    }\n  }\n": typeof types.PublishedPageBySlugDocument,
    "\n  query PublishedPagesOfType($type: String!, $locale: String!, $limit: Int) {\n    publishedPages(type: $type, locale: $locale, limit: $limit) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        title\n        seoDescription\n      }\n    }\n  }\n": typeof types.PublishedPagesOfTypeDocument,
    "\n  query SiteSettings {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n": typeof types.SiteSettingsDocument,
};
const documents: Documents = {
    "\n  query PageLinkTargets($ids: [Int!]!) {\n    pageLinkTargets(ids: $ids) {\n      id\n      locale\n      slug\n    }\n  }\n": types.PageLinkTargetsDocument,
    "\n  query PreviewViewer {\n    me {\n      id\n    }\n  }\n": types.PreviewViewerDocument,
    "\n  query PreviewVersion($id: Int!) {\n    pageVersion(id: $id) {\n      id\n      pageID\n      title\n      seoTitle\n      blocks\n    }\n  }\n": types.PreviewVersionDocument,
    "\n  query PreviewPage($id: Int!) {\n    pagesByIds(ids: [$id]) {\n      id\n      locale\n      slug\n    }\n  }\n": types.PreviewPageDocument,
    "\n  query PublishedPageBySlug($slug: String!, $locale: String) {\n    pageBySlug(slug: $slug, locale: $locale) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        id\n        title\n        seoTitle\n        blocks\n      }\n      redirect {\n        locale\n        slug\n      }\n    }\n  }\n": types.PublishedPageBySlugDocument,
    "\n  query PublishedPagesOfType($type: String!, $locale: String!, $limit: Int) {\n    publishedPages(type: $type, locale: $locale, limit: $limit) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        title\n        seoDescription\n      }\n    }\n  }\n": types.PublishedPagesOfTypeDocument,
    "\n  query SiteSettings {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n": types.SiteSettingsDocument,
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
export function graphql(source: "\n  query PageLinkTargets($ids: [Int!]!) {\n    pageLinkTargets(ids: $ids) {\n      id\n      locale\n      slug\n    }\n  }\n"): (typeof documents)["\n  query PageLinkTargets($ids: [Int!]!) {\n    pageLinkTargets(ids: $ids) {\n      id\n      locale\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewViewer {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query PreviewViewer {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewVersion($id: Int!) {\n    pageVersion(id: $id) {\n      id\n      pageID\n      title\n      seoTitle\n      blocks\n    }\n  }\n"): (typeof documents)["\n  query PreviewVersion($id: Int!) {\n    pageVersion(id: $id) {\n      id\n      pageID\n      title\n      seoTitle\n      blocks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewPage($id: Int!) {\n    pagesByIds(ids: [$id]) {\n      id\n      locale\n      slug\n    }\n  }\n"): (typeof documents)["\n  query PreviewPage($id: Int!) {\n    pagesByIds(ids: [$id]) {\n      id\n      locale\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedPageBySlug($slug: String!, $locale: String) {\n    pageBySlug(slug: $slug, locale: $locale) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        id\n        title\n        seoTitle\n        blocks\n      }\n      redirect {\n        locale\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishedPageBySlug($slug: String!, $locale: String) {\n    pageBySlug(slug: $slug, locale: $locale) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        id\n        title\n        seoTitle\n        blocks\n      }\n      redirect {\n        locale\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedPagesOfType($type: String!, $locale: String!, $limit: Int) {\n    publishedPages(type: $type, locale: $locale, limit: $limit) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        title\n        seoDescription\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishedPagesOfType($type: String!, $locale: String!, $limit: Int) {\n    publishedPages(type: $type, locale: $locale, limit: $limit) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        title\n        seoDescription\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;