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
    "\n  query BlockReferences($pageIds: [Int!]!, $imageIds: [Int!]!, $teaserIds: [Int!]!) {\n    pageLinkTargets(ids: $pageIds) {\n      id\n      locale\n      slug\n    }\n    imageSizes(ids: $imageIds) {\n      id\n      width\n      height\n      alt\n      version\n    }\n    pageTeasers(ids: $teaserIds) {\n      id\n      title\n      seoTitle\n      seoDescription\n      seoImage\n      imageWidth\n      imageHeight\n    }\n  }\n": typeof types.BlockReferencesDocument,
    "\n  query PreviewViewer {\n    me {\n      id\n    }\n  }\n": typeof types.PreviewViewerDocument,
    "\n  query PreviewVersion($id: Int!) {\n    pageVersion(id: $id) {\n      id\n      pageID\n      title\n      seoTitle\n      blocks\n      typeData\n    }\n  }\n": typeof types.PreviewVersionDocument,
    "\n  query PreviewDraft($token: String!) {\n    previewDraft(token: $token) {\n      pageID\n      title\n      seoTitle\n      blocks\n      typeData\n    }\n  }\n": typeof types.PreviewDraftDocument,
    "\n  query PreviewPage($id: Int!) {\n    pagesByIds(ids: [$id]) {\n      id\n      locale\n      slug\n      type\n    }\n  }\n": typeof types.PreviewPageDocument,
    "\n  query PublishedSitePage($slug: String!, $locale: String) {\n    sitePage(slug: $slug, locale: $locale) {\n      page {\n        id\n        translationGroup\n        locale\n        slug\n        type\n      }\n      pageVersion {\n        id\n        title\n        seoTitle\n        seoDescription\n        seoKeywords\n        seoImage\n        tags\n        blocks\n        typeData\n        createdAt\n      }\n      redirect {\n        locale\n        slug\n      }\n      siblings {\n        locale\n        slug\n      }\n      imageSizes {\n        id\n        width\n        height\n        alt\n        version\n      }\n      jsonLdType\n      showTitle\n    }\n  }\n": typeof types.PublishedSitePageDocument,
    "\n  query PublishedPagesOfType($type: String!, $locale: String!, $limit: Int) {\n    publishedPages(type: $type, locale: $locale, limit: $limit) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        title\n        seoDescription\n      }\n    }\n  }\n": typeof types.PublishedPagesOfTypeDocument,
    "\n  query PageTypeShowsTitle($type: String!) {\n    pageTypeShowsTitle(type: $type)\n  }\n": typeof types.PageTypeShowsTitleDocument,
    "\n  query SiteIdentity($locale: String) {\n    siteIdentity(locale: $locale) {\n      locale\n      siteName\n      logo {\n        id\n        width\n        height\n        alt\n      }\n      favicon {\n        id\n      }\n      shareImage {\n        id\n        alt\n      }\n      footerText\n      footerLinks {\n        label\n        url\n        slug\n      }\n      social {\n        network\n        name\n        url\n      }\n      colours {\n        primary\n        primaryText\n        accent\n        accentText\n        background\n        text\n      }\n      fontPair\n      homeSlug\n      notFoundSlug\n    }\n  }\n": typeof types.SiteIdentityDocument,
    "\n  query SiteMenu($locale: String!) {\n    siteMenu(locale: $locale) {\n      id\n      parentID\n      label\n      target\n      page {\n        id\n        locale\n        slug\n      }\n      route {\n        path\n      }\n    }\n  }\n": typeof types.SiteMenuDocument,
    "\n  query SiteSearch($term: String!, $locales: [String!], $count: Int, $offset: Int) {\n    search(term: $term, locales: $locales, count: $count, offset: $offset) {\n      total\n      totalIsEstimate\n      results {\n        pageID\n        locale\n        slug\n        title\n        snippet\n        tags\n      }\n    }\n  }\n": typeof types.SiteSearchDocument,
    "\n  query SiteSettings {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  query PublishedPageCount {\n    publishedPageCount\n  }\n": typeof types.PublishedPageCountDocument,
    "\n  query SitemapEntries($offset: Int!, $limit: Int!) {\n    sitemapEntries(offset: $offset, limit: $limit) {\n      locale\n      slug\n      lastModified\n      alternates {\n        locale\n        slug\n      }\n    }\n  }\n": typeof types.SitemapEntriesDocument,
    "\n  query TagSitemapEntries {\n    tagSitemapEntries {\n      locale\n      tag\n      lastModified\n    }\n  }\n": typeof types.TagSitemapEntriesDocument,
    "\n  query SitemapRoutes {\n    siteRoutes {\n      sitemap\n      paths {\n        locale\n        path\n      }\n    }\n  }\n": typeof types.SitemapRoutesDocument,
    "\n  query TaggedPages($tag: String!, $locale: String, $page: Int) {\n    taggedPages(tag: $tag, locale: $locale, page: $page) {\n      tag\n      total\n      pageNumber\n      pageSize\n      pages {\n        id\n        locale\n        slug\n        title\n        seoDescription\n      }\n    }\n  }\n": typeof types.TaggedPagesDocument,
};
const documents: Documents = {
    "\n  query BlockReferences($pageIds: [Int!]!, $imageIds: [Int!]!, $teaserIds: [Int!]!) {\n    pageLinkTargets(ids: $pageIds) {\n      id\n      locale\n      slug\n    }\n    imageSizes(ids: $imageIds) {\n      id\n      width\n      height\n      alt\n      version\n    }\n    pageTeasers(ids: $teaserIds) {\n      id\n      title\n      seoTitle\n      seoDescription\n      seoImage\n      imageWidth\n      imageHeight\n    }\n  }\n": types.BlockReferencesDocument,
    "\n  query PreviewViewer {\n    me {\n      id\n    }\n  }\n": types.PreviewViewerDocument,
    "\n  query PreviewVersion($id: Int!) {\n    pageVersion(id: $id) {\n      id\n      pageID\n      title\n      seoTitle\n      blocks\n      typeData\n    }\n  }\n": types.PreviewVersionDocument,
    "\n  query PreviewDraft($token: String!) {\n    previewDraft(token: $token) {\n      pageID\n      title\n      seoTitle\n      blocks\n      typeData\n    }\n  }\n": types.PreviewDraftDocument,
    "\n  query PreviewPage($id: Int!) {\n    pagesByIds(ids: [$id]) {\n      id\n      locale\n      slug\n      type\n    }\n  }\n": types.PreviewPageDocument,
    "\n  query PublishedSitePage($slug: String!, $locale: String) {\n    sitePage(slug: $slug, locale: $locale) {\n      page {\n        id\n        translationGroup\n        locale\n        slug\n        type\n      }\n      pageVersion {\n        id\n        title\n        seoTitle\n        seoDescription\n        seoKeywords\n        seoImage\n        tags\n        blocks\n        typeData\n        createdAt\n      }\n      redirect {\n        locale\n        slug\n      }\n      siblings {\n        locale\n        slug\n      }\n      imageSizes {\n        id\n        width\n        height\n        alt\n        version\n      }\n      jsonLdType\n      showTitle\n    }\n  }\n": types.PublishedSitePageDocument,
    "\n  query PublishedPagesOfType($type: String!, $locale: String!, $limit: Int) {\n    publishedPages(type: $type, locale: $locale, limit: $limit) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        title\n        seoDescription\n      }\n    }\n  }\n": types.PublishedPagesOfTypeDocument,
    "\n  query PageTypeShowsTitle($type: String!) {\n    pageTypeShowsTitle(type: $type)\n  }\n": types.PageTypeShowsTitleDocument,
    "\n  query SiteIdentity($locale: String) {\n    siteIdentity(locale: $locale) {\n      locale\n      siteName\n      logo {\n        id\n        width\n        height\n        alt\n      }\n      favicon {\n        id\n      }\n      shareImage {\n        id\n        alt\n      }\n      footerText\n      footerLinks {\n        label\n        url\n        slug\n      }\n      social {\n        network\n        name\n        url\n      }\n      colours {\n        primary\n        primaryText\n        accent\n        accentText\n        background\n        text\n      }\n      fontPair\n      homeSlug\n      notFoundSlug\n    }\n  }\n": types.SiteIdentityDocument,
    "\n  query SiteMenu($locale: String!) {\n    siteMenu(locale: $locale) {\n      id\n      parentID\n      label\n      target\n      page {\n        id\n        locale\n        slug\n      }\n      route {\n        path\n      }\n    }\n  }\n": types.SiteMenuDocument,
    "\n  query SiteSearch($term: String!, $locales: [String!], $count: Int, $offset: Int) {\n    search(term: $term, locales: $locales, count: $count, offset: $offset) {\n      total\n      totalIsEstimate\n      results {\n        pageID\n        locale\n        slug\n        title\n        snippet\n        tags\n      }\n    }\n  }\n": types.SiteSearchDocument,
    "\n  query SiteSettings {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  query PublishedPageCount {\n    publishedPageCount\n  }\n": types.PublishedPageCountDocument,
    "\n  query SitemapEntries($offset: Int!, $limit: Int!) {\n    sitemapEntries(offset: $offset, limit: $limit) {\n      locale\n      slug\n      lastModified\n      alternates {\n        locale\n        slug\n      }\n    }\n  }\n": types.SitemapEntriesDocument,
    "\n  query TagSitemapEntries {\n    tagSitemapEntries {\n      locale\n      tag\n      lastModified\n    }\n  }\n": types.TagSitemapEntriesDocument,
    "\n  query SitemapRoutes {\n    siteRoutes {\n      sitemap\n      paths {\n        locale\n        path\n      }\n    }\n  }\n": types.SitemapRoutesDocument,
    "\n  query TaggedPages($tag: String!, $locale: String, $page: Int) {\n    taggedPages(tag: $tag, locale: $locale, page: $page) {\n      tag\n      total\n      pageNumber\n      pageSize\n      pages {\n        id\n        locale\n        slug\n        title\n        seoDescription\n      }\n    }\n  }\n": types.TaggedPagesDocument,
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
export function graphql(source: "\n  query BlockReferences($pageIds: [Int!]!, $imageIds: [Int!]!, $teaserIds: [Int!]!) {\n    pageLinkTargets(ids: $pageIds) {\n      id\n      locale\n      slug\n    }\n    imageSizes(ids: $imageIds) {\n      id\n      width\n      height\n      alt\n      version\n    }\n    pageTeasers(ids: $teaserIds) {\n      id\n      title\n      seoTitle\n      seoDescription\n      seoImage\n      imageWidth\n      imageHeight\n    }\n  }\n"): (typeof documents)["\n  query BlockReferences($pageIds: [Int!]!, $imageIds: [Int!]!, $teaserIds: [Int!]!) {\n    pageLinkTargets(ids: $pageIds) {\n      id\n      locale\n      slug\n    }\n    imageSizes(ids: $imageIds) {\n      id\n      width\n      height\n      alt\n      version\n    }\n    pageTeasers(ids: $teaserIds) {\n      id\n      title\n      seoTitle\n      seoDescription\n      seoImage\n      imageWidth\n      imageHeight\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewViewer {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query PreviewViewer {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewVersion($id: Int!) {\n    pageVersion(id: $id) {\n      id\n      pageID\n      title\n      seoTitle\n      blocks\n      typeData\n    }\n  }\n"): (typeof documents)["\n  query PreviewVersion($id: Int!) {\n    pageVersion(id: $id) {\n      id\n      pageID\n      title\n      seoTitle\n      blocks\n      typeData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewDraft($token: String!) {\n    previewDraft(token: $token) {\n      pageID\n      title\n      seoTitle\n      blocks\n      typeData\n    }\n  }\n"): (typeof documents)["\n  query PreviewDraft($token: String!) {\n    previewDraft(token: $token) {\n      pageID\n      title\n      seoTitle\n      blocks\n      typeData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewPage($id: Int!) {\n    pagesByIds(ids: [$id]) {\n      id\n      locale\n      slug\n      type\n    }\n  }\n"): (typeof documents)["\n  query PreviewPage($id: Int!) {\n    pagesByIds(ids: [$id]) {\n      id\n      locale\n      slug\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedSitePage($slug: String!, $locale: String) {\n    sitePage(slug: $slug, locale: $locale) {\n      page {\n        id\n        translationGroup\n        locale\n        slug\n        type\n      }\n      pageVersion {\n        id\n        title\n        seoTitle\n        seoDescription\n        seoKeywords\n        seoImage\n        tags\n        blocks\n        typeData\n        createdAt\n      }\n      redirect {\n        locale\n        slug\n      }\n      siblings {\n        locale\n        slug\n      }\n      imageSizes {\n        id\n        width\n        height\n        alt\n        version\n      }\n      jsonLdType\n      showTitle\n    }\n  }\n"): (typeof documents)["\n  query PublishedSitePage($slug: String!, $locale: String) {\n    sitePage(slug: $slug, locale: $locale) {\n      page {\n        id\n        translationGroup\n        locale\n        slug\n        type\n      }\n      pageVersion {\n        id\n        title\n        seoTitle\n        seoDescription\n        seoKeywords\n        seoImage\n        tags\n        blocks\n        typeData\n        createdAt\n      }\n      redirect {\n        locale\n        slug\n      }\n      siblings {\n        locale\n        slug\n      }\n      imageSizes {\n        id\n        width\n        height\n        alt\n        version\n      }\n      jsonLdType\n      showTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedPagesOfType($type: String!, $locale: String!, $limit: Int) {\n    publishedPages(type: $type, locale: $locale, limit: $limit) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        title\n        seoDescription\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishedPagesOfType($type: String!, $locale: String!, $limit: Int) {\n    publishedPages(type: $type, locale: $locale, limit: $limit) {\n      page {\n        id\n        locale\n        slug\n      }\n      pageVersion {\n        title\n        seoDescription\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageTypeShowsTitle($type: String!) {\n    pageTypeShowsTitle(type: $type)\n  }\n"): (typeof documents)["\n  query PageTypeShowsTitle($type: String!) {\n    pageTypeShowsTitle(type: $type)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteIdentity($locale: String) {\n    siteIdentity(locale: $locale) {\n      locale\n      siteName\n      logo {\n        id\n        width\n        height\n        alt\n      }\n      favicon {\n        id\n      }\n      shareImage {\n        id\n        alt\n      }\n      footerText\n      footerLinks {\n        label\n        url\n        slug\n      }\n      social {\n        network\n        name\n        url\n      }\n      colours {\n        primary\n        primaryText\n        accent\n        accentText\n        background\n        text\n      }\n      fontPair\n      homeSlug\n      notFoundSlug\n    }\n  }\n"): (typeof documents)["\n  query SiteIdentity($locale: String) {\n    siteIdentity(locale: $locale) {\n      locale\n      siteName\n      logo {\n        id\n        width\n        height\n        alt\n      }\n      favicon {\n        id\n      }\n      shareImage {\n        id\n        alt\n      }\n      footerText\n      footerLinks {\n        label\n        url\n        slug\n      }\n      social {\n        network\n        name\n        url\n      }\n      colours {\n        primary\n        primaryText\n        accent\n        accentText\n        background\n        text\n      }\n      fontPair\n      homeSlug\n      notFoundSlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteMenu($locale: String!) {\n    siteMenu(locale: $locale) {\n      id\n      parentID\n      label\n      target\n      page {\n        id\n        locale\n        slug\n      }\n      route {\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteMenu($locale: String!) {\n    siteMenu(locale: $locale) {\n      id\n      parentID\n      label\n      target\n      page {\n        id\n        locale\n        slug\n      }\n      route {\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSearch($term: String!, $locales: [String!], $count: Int, $offset: Int) {\n    search(term: $term, locales: $locales, count: $count, offset: $offset) {\n      total\n      totalIsEstimate\n      results {\n        pageID\n        locale\n        slug\n        title\n        snippet\n        tags\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteSearch($term: String!, $locales: [String!], $count: Int, $offset: Int) {\n    search(term: $term, locales: $locales, count: $count, offset: $offset) {\n      total\n      totalIsEstimate\n      results {\n        pageID\n        locale\n        slug\n        title\n        snippet\n        tags\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedPageCount {\n    publishedPageCount\n  }\n"): (typeof documents)["\n  query PublishedPageCount {\n    publishedPageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapEntries($offset: Int!, $limit: Int!) {\n    sitemapEntries(offset: $offset, limit: $limit) {\n      locale\n      slug\n      lastModified\n      alternates {\n        locale\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query SitemapEntries($offset: Int!, $limit: Int!) {\n    sitemapEntries(offset: $offset, limit: $limit) {\n      locale\n      slug\n      lastModified\n      alternates {\n        locale\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagSitemapEntries {\n    tagSitemapEntries {\n      locale\n      tag\n      lastModified\n    }\n  }\n"): (typeof documents)["\n  query TagSitemapEntries {\n    tagSitemapEntries {\n      locale\n      tag\n      lastModified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapRoutes {\n    siteRoutes {\n      sitemap\n      paths {\n        locale\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query SitemapRoutes {\n    siteRoutes {\n      sitemap\n      paths {\n        locale\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaggedPages($tag: String!, $locale: String, $page: Int) {\n    taggedPages(tag: $tag, locale: $locale, page: $page) {\n      tag\n      total\n      pageNumber\n      pageSize\n      pages {\n        id\n        locale\n        slug\n        title\n        seoDescription\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaggedPages($tag: String!, $locale: String, $page: Int) {\n    taggedPages(tag: $tag, locale: $locale, page: $page) {\n      tag\n      total\n      pageNumber\n      pageSize\n      pages {\n        id\n        locale\n        slug\n        title\n        seoDescription\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;