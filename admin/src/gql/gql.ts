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
    "\n  mutation RefreshSession {\n    refreshSession\n  }\n": typeof types.RefreshSessionDocument,
    "\n  fragment CurrentUserFields on User {\n    __typename\n    id\n    name\n    email\n    jobTitle\n    status\n    image\n    role {\n      __typename\n      id\n      name\n      permissions {\n        __typename\n        name\n      }\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment ContentCheckProblemFields on ContentCheckProblem {\n    check\n    severity\n    blockKey\n    field\n    params\n  }\n": typeof types.ContentCheckProblemFieldsFragmentDoc,
    "\n  query ContentChecksOfDraft($pageID: Int!, $draft: ContentChecksDraftInput!) {\n    contentChecksOfDraft(pageID: $pageID, draft: $draft) {\n      ...ContentCheckProblemFields\n    }\n  }\n": typeof types.ContentChecksOfDraftDocument,
    "\n  query ContentCheckCatalogue($locale: String) {\n    contentCheckCatalogue(locale: $locale) {\n      id\n      label\n      severity\n      blocking\n    }\n  }\n": typeof types.ContentCheckCatalogueDocument,
    "\n  mutation SetBlockingContentChecks($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n": typeof types.SetBlockingContentChecksDocument,
    "\n  query RequestProblems($versionId: Int!) {\n    publicationRequestOfVersion(versionId: $versionId) {\n      id\n      problems {\n        ...ContentCheckProblemFields\n      }\n    }\n  }\n": typeof types.RequestProblemsDocument,
    "\n  fragment LinkedPageFields on Page {\n    id\n    title\n    slug\n    locale\n  }\n": typeof types.LinkedPageFieldsFragmentDoc,
    "\n  query LinkPageSearch($locale: String, $searchTerm: String!) {\n    searchPages(locale: $locale, searchTerm: $searchTerm) {\n      ...LinkedPageFields\n    }\n  }\n": typeof types.LinkPageSearchDocument,
    "\n  query LinkTargetPages($ids: [Int!]!) {\n    pagesByIds(ids: $ids) {\n      ...LinkedPageFields\n    }\n  }\n": typeof types.LinkTargetPagesDocument,
    "\n  query RichTextLinkSettings {\n    settings {\n      defaultLocale\n    }\n  }\n": typeof types.RichTextLinkSettingsDocument,
    "\n  query AdminMenu($locale: String) {\n    adminMenu(locale: $locale) {\n      id\n      label\n      path\n      children {\n        id\n        label\n        path\n      }\n    }\n  }\n": typeof types.AdminMenuDocument,
    "\n  query AdminMenuCounts($locale: String) {\n    adminMenuCounts(locale: $locale) {\n      id\n      count\n      label\n    }\n  }\n": typeof types.AdminMenuCountsDocument,
    "\n  query NavigationPageTypes($locale: String) {\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n      }\n    }\n  }\n": typeof types.NavigationPageTypesDocument,
    "\n  query WaitingRequestCount {\n    publicationRequests(pageSize: 1) {\n      totalItems\n    }\n  }\n": typeof types.WaitingRequestCountDocument,
    "\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    hint\n    user {\n      id\n      name\n      email\n    }\n    scopes\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n    status\n  }\n": typeof types.AccessTokenFieldsFragmentDoc,
    "\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenFields\n    }\n  }\n": typeof types.AccessTokensDocument,
    "\n  query AccessTokenFormOptions {\n    accessTokenScopes\n    accessTokenHolders {\n      id\n      name\n      email\n    }\n  }\n": typeof types.AccessTokenFormOptionsDocument,
    "\n  mutation IssueAccessToken($name: String!, $userId: Int!, $scopes: [String!]!, $expiresAt: String) {\n    issueAccessToken(name: $name, userId: $userId, scopes: $scopes, expiresAt: $expiresAt) {\n      token\n      accessToken {\n        ...AccessTokenFields\n      }\n    }\n  }\n": typeof types.IssueAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: Int!) {\n    revokeAccessToken(id: $id) {\n      ...AccessTokenFields\n    }\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  mutation UpdateOwnProfile($name: String!, $jobTitle: String!) {\n    updateOwnProfile(name: $name, jobTitle: $jobTitle) {\n      id\n      name\n      jobTitle\n    }\n  }\n": typeof types.UpdateOwnProfileDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $password: String!, $confirm: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password, confirm: $confirm)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SetUserImage($id: Int!, $profileImage: Upload!) {\n    setUserImage(id: $id, profileImage: $profileImage) {\n      id\n      image\n    }\n  }\n": typeof types.SetUserImageDocument,
    "\n  mutation DeleteUserImage($id: Int!) {\n    deleteUserImage(id: $id) {\n      id\n      image\n    }\n  }\n": typeof types.DeleteUserImageDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetAccount($password: String!, $confirm: String!, $token: String!) {\n    resetAccount(password: $password, confirm: $confirm, token: $token)\n  }\n": typeof types.ResetAccountDocument,
    "\n  query SearchMediaFiles($directory: String, $searchTerm: String, $pageSize: Int, $unused: Boolean, $columnToSort: String, $sortOrder: String) {\n    searchMediaFiles(directory: $directory, searchTerm: $searchTerm, pageSize: $pageSize, unused: $unused, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        ...MediaPickerFile\n      }\n      totalItems\n    }\n  }\n": typeof types.SearchMediaFilesDocument,
    "\n  query PagesByMediaFile($fileID: Int!, $pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    pagesByMediaFile(fileID: $fileID, pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        pageID\n        title\n        slug\n        locale\n        versions\n        inHead\n        inPublished\n      }\n      totalItems\n    }\n  }\n": typeof types.PagesByMediaFileDocument,
    "\n  mutation CreateMediaFolder($path: String, $folderName: String!) {\n    createMediaFolder(path: $path, folderName: $folderName) {\n      id\n      path\n      folderName\n    }\n  }\n": typeof types.CreateMediaFolderDocument,
    "\n  mutation MoveMediaFolder($oldPath: String!, $newPath: String!) {\n    moveMediaFolder(oldPath: $oldPath, newPath: $newPath) {\n      id\n      path\n    }\n  }\n": typeof types.MoveMediaFolderDocument,
    "\n  mutation DeleteMediaFolder($path: String!, $confirm: Boolean!) {\n    deleteMediaFolder(path: $path, confirm: $confirm) {\n      id\n    }\n  }\n": typeof types.DeleteMediaFolderDocument,
    "\n  mutation MoveMediaFile($id: Int!, $newPath: String, $newFileName: String) {\n    moveMediaFile(id: $id, newPath: $newPath, newFileName: $newFileName) {\n      ...MediaPickerFile\n    }\n  }\n": typeof types.MoveMediaFileDocument,
    "\n  mutation EditMediaFile($input: EditMediaFileInput!) {\n    editMediaFile(input: $input) {\n      ...MediaPickerFile\n    }\n  }\n": typeof types.EditMediaFileDocument,
    "\n  mutation DeleteMediaFile($id: Int!, $confirm: Boolean!) {\n    deleteMediaFile(id: $id, confirm: $confirm) {\n      id\n    }\n  }\n": typeof types.DeleteMediaFileDocument,
    "\n  mutation ReplaceMediaFile($id: Int!, $f: Upload!) {\n    replaceMediaFile(id: $id, f: $f) {\n      ...MediaPickerFile\n    }\n  }\n": typeof types.ReplaceMediaFileDocument,
    "\n  mutation SetMediaFocalPoint($id: Int!, $focalX: Float, $focalY: Float) {\n    setMediaFocalPoint(id: $id, focalX: $focalX, focalY: $focalY) {\n      ...MediaPickerFile\n    }\n  }\n": typeof types.SetMediaFocalPointDocument,
    "\n  fragment MediaPickerFile on MediaFile {\n    id\n    path\n    fileName\n    hash\n    kind\n    mimeType\n    size\n    width\n    height\n    defaultAltText\n    shared\n    focalX\n    focalY\n    version\n    usageCount\n    previewUrl\n    updatedAt\n  }\n": typeof types.MediaPickerFileFragmentDoc,
    "\n  query MediaPickerDir($path: String) {\n    mediaDir(path: $path) {\n      path\n      folders {\n        id\n        path\n        folderName\n      }\n      files {\n        ...MediaPickerFile\n      }\n    }\n  }\n": typeof types.MediaPickerDirDocument,
    "\n  mutation UploadMediaFile($path: String, $f: Upload!) {\n    uploadMediaFile(path: $path, f: $f) {\n      ...MediaPickerFile\n    }\n  }\n": typeof types.UploadMediaFileDocument,
    "\n  query MediaFileById($id: Int!) {\n    mediaFile(id: $id) {\n      ...MediaPickerFile\n    }\n  }\n": typeof types.MediaFileByIdDocument,
    "\n  query MenuSetup {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    siteRoutes {\n      id\n      paths {\n        locale\n        path\n        title\n      }\n    }\n  }\n": typeof types.MenuSetupDocument,
    "\n  fragment MenuItemFields on MenuItem {\n    id\n    parentID\n    depth\n    position\n    label\n    target\n    targetState\n    page {\n      title\n    }\n    route {\n      title\n      path\n    }\n  }\n": typeof types.MenuItemFieldsFragmentDoc,
    "\n  query MenuTree($locale: String!) {\n    menu(locale: $locale) {\n      ...MenuItemFields\n    }\n  }\n": typeof types.MenuTreeDocument,
    "\n  mutation AddMenuItem($input: AddMenuItemInput!) {\n    addMenuItem(input: $input) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n": typeof types.AddMenuItemDocument,
    "\n  mutation EditMenuItem($input: EditMenuItemInput!) {\n    editMenuItem(input: $input) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n": typeof types.EditMenuItemDocument,
    "\n  mutation MoveMenuItem($id: Int!, $parentID: Int, $position: Int!) {\n    moveMenuItem(id: $id, parentID: $parentID, position: $position) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n": typeof types.MoveMenuItemDocument,
    "\n  mutation DeleteMenuItem($id: Int!, $withChildren: Boolean!) {\n    deleteMenuItem(id: $id, withChildren: $withChildren) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n": typeof types.DeleteMenuItemDocument,
    "\n  fragment ContentFieldParts on ContentField {\n    name\n    label(locale: $locale)\n    type\n    required\n    help(locale: $locale)\n    minLength\n    maxLength\n    multiline\n    min\n    max\n    integer\n    options {\n      value\n      label(locale: $locale)\n    }\n    default\n    itemLabel(locale: $locale)\n    multiple\n    crop\n    minItems\n    maxItems\n  }\n": typeof types.ContentFieldPartsFragmentDoc,
    "\n  query EditorContentModel($locale: String) {\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n        allowedBlocks\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n      blockTypes {\n        id\n        label(locale: $locale)\n        description(locale: $locale)\n        keywords(locale: $locale)\n        icon\n        category\n        summaryField\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n      blockCategories {\n        id\n        label(locale: $locale)\n      }\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n": typeof types.EditorContentModelDocument,
    "\n  fragment EditorVersionFields on PageVersion {\n    id\n    pageID\n    revision\n    title\n    blocks\n    typeData\n    seoTitle\n    seoDescription\n    seoKeywords\n    seoImage\n    tags\n    privateTags\n    hasPublicationRequest\n  }\n": typeof types.EditorVersionFieldsFragmentDoc,
    "\n  query PageEditor($id: Int!) {\n    page(id: $id) {\n      page {\n        ...PublicationPageFields\n        type\n        translationGroup\n      }\n      pageVersion {\n        ...EditorVersionFields\n      }\n    }\n  }\n": typeof types.PageEditorDocument,
    "\n  mutation StorePageVersion($input: StorePageVersionInput!) {\n    storePageVersion(input: $input) {\n      revision\n      pageVersion {\n        ...EditorVersionFields\n      }\n    }\n  }\n": typeof types.StorePageVersionDocument,
    "\n  mutation SavePageSlug($id: Int!, $slug: String!, $shouldUpdateLinks: Boolean!) {\n    savePage(id: $id, slug: $slug, shouldUpdateLinks: $shouldUpdateLinks) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n": typeof types.SavePageSlugDocument,
    "\n  query AnchorAvailable($blocks: JSON!, $blockKey: String, $anchorName: String!) {\n    anchorAvailable(blocks: $blocks, blockKey: $blockKey, anchorName: $anchorName)\n  }\n": typeof types.AnchorAvailableDocument,
    "\n  mutation CreateTranslation($input: CopyPageInput!) {\n    createTranslation(input: $input) {\n      pageID\n      pageVersionID\n    }\n  }\n": typeof types.CreateTranslationDocument,
    "\n  mutation DuplicatePage($input: CopyPageInput!) {\n    duplicatePage(input: $input) {\n      pageID\n      pageVersionID\n    }\n  }\n": typeof types.DuplicatePageDocument,
    "\n  mutation AnnouncePresence($pageID: Int!, $tabId: String!, $dirty: Boolean!) {\n    announcePresence(pageID: $pageID, tabId: $tabId, dirty: $dirty) {\n      expiresInSeconds\n    }\n  }\n": typeof types.AnnouncePresenceDocument,
    "\n  fragment TranslationSourceFields on Page {\n    id\n    outOfDate\n    translationSource {\n      pageID\n      locale\n      versionID\n    }\n  }\n": typeof types.TranslationSourceFieldsFragmentDoc,
    "\n  query TranslationSourceState($id: Int!) {\n    page(id: $id) {\n      page {\n        ...TranslationSourceFields\n      }\n    }\n  }\n": typeof types.TranslationSourceStateDocument,
    "\n  query SourceChanges($id: Int!) {\n    sourceChanges(pageID: $id) {\n      headVersionID\n      outOfDate\n      source {\n        pageID\n        locale\n        versionID\n      }\n    }\n  }\n": typeof types.SourceChangesDocument,
    "\n  mutation MarkTranslationUpToDate($id: Int!, $sourceVersionID: Int!) {\n    markTranslationUpToDate(pageID: $id, sourceVersionID: $sourceVersionID) {\n      page {\n        ...TranslationSourceFields\n      }\n    }\n  }\n": typeof types.MarkTranslationUpToDateDocument,
    "\n  query TranslationStatus($id: Int!) {\n    translationStatus(pageID: $id) {\n      pageID\n      locale\n      title\n      slug\n      isSource\n      published\n      hasUnpublishedChanges\n      pendingRequest\n      outOfDate\n      status\n    }\n  }\n": typeof types.TranslationStatusDocument,
    "\n  query WorkingDraft($pageID: Int!) {\n    workingDraft(pageID: $pageID) {\n      baseVersionID\n      baseRevision\n      updatedAt\n      title\n      blocks\n      typeData\n      seoTitle\n      seoDescription\n      seoKeywords\n      seoImage\n      tags\n      privateTags\n    }\n  }\n": typeof types.WorkingDraftDocument,
    "\n  mutation DiscardWorkingDraft($pageID: Int!) {\n    discardWorkingDraft(pageID: $pageID) {\n      discarded\n    }\n  }\n": typeof types.DiscardWorkingDraftDocument,
    "\n  fragment VersionSummaryFields on VersionSummary {\n    id\n    revision\n    title\n    authorName\n    createdAt\n    ageSeconds\n    restoredFromRevision\n    previousID\n    isHead\n    isPublished\n  }\n": typeof types.VersionSummaryFieldsFragmentDoc,
    "\n  query PageHistory($id: Int!, $pageIndex: Int, $pageSize: Int) {\n    pageHistory(id: $id, pageIndex: $pageIndex, pageSize: $pageSize, sortOrder: \"desc\") {\n      totalItems\n      headVersionID\n      items {\n        ...VersionSummaryFields\n      }\n    }\n  }\n": typeof types.PageHistoryDocument,
    "\n  fragment VersionChangeSummaryFields on VersionComparison {\n    from {\n      id\n      title\n    }\n    to {\n      id\n      title\n    }\n    changedFields\n    blocks {\n      key\n      type\n      change\n      changedProps\n    }\n  }\n": typeof types.VersionChangeSummaryFieldsFragmentDoc,
    "\n  query VersionComparison($from: Int!, $to: Int!) {\n    compareVersions(from: $from, to: $to) {\n      ...VersionChangeSummaryFields\n      from {\n        ...EditorVersionFields\n        createdAt\n      }\n      to {\n        ...EditorVersionFields\n        createdAt\n      }\n    }\n  }\n": typeof types.VersionComparisonDocument,
    "\n  query ComparedPageType($id: Int!) {\n    page(id: $id) {\n      page {\n        id\n        type\n      }\n    }\n  }\n": typeof types.ComparedPageTypeDocument,
    "\n  mutation RestorePageVersion($id: Int!, $revision: Int!) {\n    restorePageVersion(id: $id, revision: $revision) {\n      revision\n      pageVersion {\n        id\n        pageID\n        revision\n        title\n        restoredFrom\n      }\n    }\n  }\n": typeof types.RestorePageVersionDocument,
    "\n  query NewPageSetup($locale: String) {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.NewPageSetupDocument,
    "\n  mutation CreatePage($input: CreatePageInput!) {\n    createPage(input: $input) {\n      pageID\n    }\n  }\n": typeof types.CreatePageDocument,
    "\n  query PageListSetup($locale: String) {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n      }\n    }\n  }\n": typeof types.PageListSetupDocument,
    "\n  fragment PageListFields on Page {\n    id\n    title\n    slug\n    locale\n    type\n    publishedVersionID\n    hasUnpublishedChanges\n    pendingPublicationRequests\n    outOfDate\n    updatedAt\n  }\n": typeof types.PageListFieldsFragmentDoc,
    "\n  query PagesList(\n    $type: String\n    $locale: String\n    $status: String\n    $outOfDate: Boolean\n    $tag: String\n    $pageIndex: Int\n    $pageSize: Int\n    $searchTerm: String\n    $columnToSort: String\n    $sortOrder: String\n    $after: String\n    $before: String\n  ) {\n    pages(\n      type: $type\n      locale: $locale\n      status: $status\n      outOfDate: $outOfDate\n      tag: $tag\n      pageIndex: $pageIndex\n      pageSize: $pageSize\n      searchTerm: $searchTerm\n      columnToSort: $columnToSort\n      sortOrder: $sortOrder\n      after: $after\n      before: $before\n    ) {\n      totalItems\n      nextCursor\n      previousCursor\n      items {\n        ...PageListFields\n      }\n    }\n  }\n": typeof types.PagesListDocument,
    "\n  query PageLinkedFrom($id: Int!) {\n    pageLinkedFrom(id: $id) {\n      id\n      title\n      locale\n      slug\n    }\n  }\n": typeof types.PageLinkedFromDocument,
    "\n  mutation DeletePage($id: Int!) {\n    deletePage(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePageDocument,
    "\n  query PageTree($locale: String!, $parent: String, $type: String) {\n    pageTree(locale: $locale, parent: $parent, type: $type) {\n      slug\n      segment\n      pageID\n      title\n      hasChildren\n    }\n  }\n": typeof types.PageTreeDocument,
    "\n  mutation CreatePreviewDraft($input: PreviewDraftInput!) {\n    createPreviewDraft(input: $input) {\n      token\n    }\n  }\n": typeof types.CreatePreviewDraftDocument,
    "\n  fragment PublicationPageFields on Page {\n    id\n    title\n    slug\n    locale\n    revision\n    headVersionID\n    publishedVersionID\n    hasUnpublishedChanges\n    pendingPublicationRequests\n  }\n": typeof types.PublicationPageFieldsFragmentDoc,
    "\n  mutation PublishPage($id: Int!, $revision: Int) {\n    publishPage(id: $id, revision: $revision) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n": typeof types.PublishPageDocument,
    "\n  mutation UnpublishPage($id: Int!) {\n    unpublishPage(id: $id) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n": typeof types.UnpublishPageDocument,
    "\n  mutation RequestPublication($id: Int!, $comment: String!) {\n    requestPublication(id: $id, comment: $comment) {\n      id\n      pageVersionID\n      status\n      comment\n    }\n  }\n": typeof types.RequestPublicationDocument,
    "\n  query PendingRequest($versionId: Int!) {\n    publicationRequestOfVersion(versionId: $versionId) {\n      ...PublicationRequestFields\n      status\n    }\n  }\n": typeof types.PendingRequestDocument,
    "\n  fragment PublicationRequestFields on PublicationRequest {\n    id\n    pageID\n    pageTitle\n    pageLocale\n    pageSlug\n    pageVersionID\n    replacedVersionID\n    comment\n    requestedAt\n    ageSeconds\n    requestedBy {\n      id\n      name\n    }\n  }\n": typeof types.PublicationRequestFieldsFragmentDoc,
    "\n  query RequestComparison($from: Int!, $to: Int!) {\n    compareVersions(from: $from, to: $to) {\n      ...VersionChangeSummaryFields\n    }\n    contentModel {\n      blockTypes {\n        id\n        label\n      }\n    }\n  }\n": typeof types.RequestComparisonDocument,
    "\n  mutation AcceptPublication($versionId: Int!, $feedback: String!) {\n    acceptPublication(versionId: $versionId, feedback: $feedback) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n": typeof types.AcceptPublicationDocument,
    "\n  mutation RejectPublication($versionId: Int!, $feedback: String!) {\n    rejectPublication(versionId: $versionId, feedback: $feedback) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n": typeof types.RejectPublicationDocument,
    "\n  query SlugAvailable($pageId: Int, $type: String, $locale: String!, $slug: String!) {\n    slugAvailable(pageId: $pageId, type: $type, locale: $locale, slug: $slug) {\n      available\n      slug\n    }\n  }\n": typeof types.SlugAvailableDocument,
    "\n  query PublicTagSearch($term: String) {\n    tags(term: $term)\n  }\n": typeof types.PublicTagSearchDocument,
    "\n  query PrivateTagSearch($term: String) {\n    privateTags(term: $term)\n  }\n": typeof types.PrivateTagSearchDocument,
    "\n  mutation ValidatePageTag($tag: String!, $private: Boolean!) {\n    validateTag(tag: $tag, private: $private) {\n      tag\n      created\n    }\n  }\n": typeof types.ValidatePageTagDocument,
    "\n  query PublicationRequests($pageIndex: Int, $pageSize: Int) {\n    publicationRequests(pageIndex: $pageIndex, pageSize: $pageSize) {\n      totalItems\n      items {\n        ...PublicationRequestFields\n      }\n    }\n  }\n": typeof types.PublicationRequestsDocument,
    "\n  fragment ReleaseFields on Release {\n    id\n    name\n    description\n    status\n    scheduledAt\n    outcome\n    feedback\n    itemCount\n    createdAt\n    publishedAt\n    createdBy {\n      id\n      name\n    }\n    reviewedBy {\n      id\n      name\n    }\n  }\n": typeof types.ReleaseFieldsFragmentDoc,
    "\n  fragment ReleaseDetailFields on ReleaseDetail {\n    release {\n      ...ReleaseFields\n    }\n    items {\n      id\n      pageID\n      pageTitle\n      pageLocale\n      pageType\n      pageVersionID\n      versionRevision\n      applied\n      conflicts\n      movedOn\n      problems {\n        ...ContentCheckProblemFields\n      }\n    }\n  }\n": typeof types.ReleaseDetailFieldsFragmentDoc,
    "\n  query Releases($status: String) {\n    releases(status: $status) {\n      totalItems\n      items {\n        ...ReleaseFields\n      }\n    }\n  }\n": typeof types.ReleasesDocument,
    "\n  query Release($id: Int!) {\n    release(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n": typeof types.ReleaseDocument,
    "\n  mutation CreateRelease($name: String!, $description: String!) {\n    createRelease(name: $name, description: $description) {\n      release {\n        id\n      }\n    }\n  }\n": typeof types.CreateReleaseDocument,
    "\n  mutation AddReleaseItem($id: Int!, $pageId: Int!) {\n    addReleaseItem(id: $id, pageId: $pageId) {\n      ...ReleaseDetailFields\n    }\n  }\n": typeof types.AddReleaseItemDocument,
    "\n  mutation RemoveReleaseItem($id: Int!, $itemId: Int!) {\n    removeReleaseItem(id: $id, itemId: $itemId) {\n      ...ReleaseDetailFields\n    }\n  }\n": typeof types.RemoveReleaseItemDocument,
    "\n  mutation RepinReleaseItem($id: Int!, $itemId: Int!) {\n    repinReleaseItem(id: $id, itemId: $itemId) {\n      ...ReleaseDetailFields\n    }\n  }\n": typeof types.RepinReleaseItemDocument,
    "\n  mutation RequestReleaseReview($id: Int!) {\n    requestReleaseReview(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n": typeof types.RequestReleaseReviewDocument,
    "\n  mutation ReviewRelease($id: Int!, $decision: String!, $feedback: String!) {\n    reviewRelease(id: $id, decision: $decision, feedback: $feedback) {\n      ...ReleaseDetailFields\n    }\n  }\n": typeof types.ReviewReleaseDocument,
    "\n  mutation PublishRelease($id: Int!) {\n    publishRelease(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n": typeof types.PublishReleaseDocument,
    "\n  mutation ScheduleRelease($id: Int!, $at: String!) {\n    scheduleRelease(id: $id, at: $at) {\n      ...ReleaseDetailFields\n    }\n  }\n": typeof types.ScheduleReleaseDocument,
    "\n  mutation UnscheduleRelease($id: Int!) {\n    unscheduleRelease(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n": typeof types.UnscheduleReleaseDocument,
    "\n  mutation RollbackRelease($id: Int!, $force: Boolean!) {\n    rollbackRelease(id: $id, force: $force) {\n      ...ReleaseDetailFields\n    }\n  }\n": typeof types.RollbackReleaseDocument,
    "\n  query ReleasePageSearch($searchTerm: String!) {\n    searchPages(searchTerm: $searchTerm) {\n      id\n      title\n      locale\n      type\n      slug\n    }\n  }\n": typeof types.ReleasePageSearchDocument,
    "\n  fragment SearchIndexStatusFields on SearchIndexStatus {\n    pages\n    bytes\n    lastRebuildAt\n    lastRebuildError\n    rebuilding\n    rebuildDone\n    rebuildTotal\n  }\n": typeof types.SearchIndexStatusFieldsFragmentDoc,
    "\n  query SearchIndexStatus {\n    searchIndexStatus {\n      ...SearchIndexStatusFields\n    }\n  }\n": typeof types.SearchIndexStatusDocument,
    "\n  mutation IndexAllPages {\n    indexAllPages {\n      ...SearchIndexStatusFields\n    }\n  }\n": typeof types.IndexAllPagesDocument,
    "\n  mutation RemoveAllPages {\n    removeAllPages {\n      ...SearchIndexStatusFields\n    }\n  }\n": typeof types.RemoveAllPagesDocument,
    "\n  fragment ContentMigrationReportFields on ContentMigrationReport {\n    rowsRead\n    rowsChanged\n    failureCount\n    migrations {\n      kind\n      type\n      from\n      to\n      rows\n      copies\n    }\n    failures {\n      source\n      pageID\n      revision\n      blockKey\n      kind\n      type\n      from\n      to\n      reason\n    }\n  }\n": typeof types.ContentMigrationReportFieldsFragmentDoc,
    "\n  fragment ContentMigrationRunFields on ContentMigrationRun {\n    id\n    status\n    reverse\n    startedAt\n    finishedAt\n    report {\n      ...ContentMigrationReportFields\n    }\n  }\n": typeof types.ContentMigrationRunFieldsFragmentDoc,
    "\n  query ContentMigrationStatus {\n    contentMigrationStatus {\n      pending {\n        kind\n        type\n        stored\n        current\n      }\n      lastRun {\n        ...ContentMigrationRunFields\n      }\n    }\n  }\n": typeof types.ContentMigrationStatusDocument,
    "\n  query ContentMigrationDryRun($reverse: String) {\n    contentMigrationDryRun(reverse: $reverse) {\n      ...ContentMigrationReportFields\n    }\n  }\n": typeof types.ContentMigrationDryRunDocument,
    "\n  mutation RunContentMigrations($reverse: String) {\n    runContentMigrations(reverse: $reverse) {\n      ...ContentMigrationRunFields\n    }\n  }\n": typeof types.RunContentMigrationsDocument,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    siteName {\n      locale\n      value\n    }\n    logoId\n    faviconId\n    shareImageId\n    footerText {\n      locale\n      value\n    }\n    footerLinks {\n      locale\n      label\n      pageId\n      url\n    }\n    social {\n      network\n      url\n    }\n    colours {\n      primary\n      primaryText\n      accent\n      accentText\n      background\n      text\n    }\n    fontPair\n    homePages {\n      locale\n      pageId\n    }\n    notFoundPages {\n      locale\n      pageId\n    }\n    mailSender {\n      name\n      address\n    }\n  }\n": typeof types.SiteSettingsFieldsFragmentDoc,
    "\n  query SiteSettingsScreen {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    socialNetworks {\n      id\n      name\n    }\n  }\n": typeof types.SiteSettingsScreenDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n": typeof types.UpdateSiteSettingsDocument,
    "\n  fragment RoleFields on Role {\n    id\n    name\n    builtIn\n    permissions {\n      name\n    }\n  }\n": typeof types.RoleFieldsFragmentDoc,
    "\n  query Roles {\n    roles {\n      ...RoleFields\n    }\n    permissions\n  }\n": typeof types.RolesDocument,
    "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      ...RoleFields\n    }\n  }\n": typeof types.CreateRoleDocument,
    "\n  mutation UpdateRole($id: Int!, $input: RoleInput!) {\n    updateRole(id: $id, input: $input) {\n      ...RoleFields\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  mutation DeleteRole($id: Int!) {\n    deleteRole(id: $id)\n  }\n": typeof types.DeleteRoleDocument,
    "\n  fragment UserListFields on User {\n    id\n    name\n    email\n    jobTitle\n    status\n    image\n    createdAt\n    lastLoginAt\n    role {\n      id\n      name\n    }\n  }\n": typeof types.UserListFieldsFragmentDoc,
    "\n  query UsersList($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    users(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      totalItems\n      items {\n        ...UserListFields\n      }\n    }\n  }\n": typeof types.UsersListDocument,
    "\n  query RoleOptions {\n    roles {\n      id\n      name\n    }\n  }\n": typeof types.RoleOptionsDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserListFields\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...UserListFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    includePersonalData\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints($locale: String) {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n    webhookEvents(locale: $locale) {\n      name\n      label\n      personalData\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $description: String, $events: [String!]!, $enabled: Boolean, $includePersonalData: Boolean) {\n    createWebhookEndpoint(url: $url, description: $description, events: $events, enabled: $enabled, includePersonalData: $includePersonalData) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: Int!, $url: String, $description: String, $events: [String!], $enabled: Boolean, $includePersonalData: Boolean) {\n    updateWebhookEndpoint(id: $id, url: $url, description: $description, events: $events, enabled: $enabled, includePersonalData: $includePersonalData) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: Int!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastResponse\n    lastError\n    createdAt\n    deliveredAt\n    nextAttemptAt\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookDeliveries($endpointId: Int!, $pageIndex: Int!) {\n    webhookDeliveries(endpointId: $endpointId, pageIndex: $pageIndex) {\n      totalItems\n      items {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($id: String!) {\n    redeliverWebhook(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation SendWebhookTest($id: Int!) {\n    sendWebhookTest(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.SendWebhookTestDocument,
};
const documents: Documents = {
    "\n  mutation RefreshSession {\n    refreshSession\n  }\n": types.RefreshSessionDocument,
    "\n  fragment CurrentUserFields on User {\n    __typename\n    id\n    name\n    email\n    jobTitle\n    status\n    image\n    role {\n      __typename\n      id\n      name\n      permissions {\n        __typename\n        name\n      }\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment ContentCheckProblemFields on ContentCheckProblem {\n    check\n    severity\n    blockKey\n    field\n    params\n  }\n": types.ContentCheckProblemFieldsFragmentDoc,
    "\n  query ContentChecksOfDraft($pageID: Int!, $draft: ContentChecksDraftInput!) {\n    contentChecksOfDraft(pageID: $pageID, draft: $draft) {\n      ...ContentCheckProblemFields\n    }\n  }\n": types.ContentChecksOfDraftDocument,
    "\n  query ContentCheckCatalogue($locale: String) {\n    contentCheckCatalogue(locale: $locale) {\n      id\n      label\n      severity\n      blocking\n    }\n  }\n": types.ContentCheckCatalogueDocument,
    "\n  mutation SetBlockingContentChecks($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n": types.SetBlockingContentChecksDocument,
    "\n  query RequestProblems($versionId: Int!) {\n    publicationRequestOfVersion(versionId: $versionId) {\n      id\n      problems {\n        ...ContentCheckProblemFields\n      }\n    }\n  }\n": types.RequestProblemsDocument,
    "\n  fragment LinkedPageFields on Page {\n    id\n    title\n    slug\n    locale\n  }\n": types.LinkedPageFieldsFragmentDoc,
    "\n  query LinkPageSearch($locale: String, $searchTerm: String!) {\n    searchPages(locale: $locale, searchTerm: $searchTerm) {\n      ...LinkedPageFields\n    }\n  }\n": types.LinkPageSearchDocument,
    "\n  query LinkTargetPages($ids: [Int!]!) {\n    pagesByIds(ids: $ids) {\n      ...LinkedPageFields\n    }\n  }\n": types.LinkTargetPagesDocument,
    "\n  query RichTextLinkSettings {\n    settings {\n      defaultLocale\n    }\n  }\n": types.RichTextLinkSettingsDocument,
    "\n  query AdminMenu($locale: String) {\n    adminMenu(locale: $locale) {\n      id\n      label\n      path\n      children {\n        id\n        label\n        path\n      }\n    }\n  }\n": types.AdminMenuDocument,
    "\n  query AdminMenuCounts($locale: String) {\n    adminMenuCounts(locale: $locale) {\n      id\n      count\n      label\n    }\n  }\n": types.AdminMenuCountsDocument,
    "\n  query NavigationPageTypes($locale: String) {\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n      }\n    }\n  }\n": types.NavigationPageTypesDocument,
    "\n  query WaitingRequestCount {\n    publicationRequests(pageSize: 1) {\n      totalItems\n    }\n  }\n": types.WaitingRequestCountDocument,
    "\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    hint\n    user {\n      id\n      name\n      email\n    }\n    scopes\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n    status\n  }\n": types.AccessTokenFieldsFragmentDoc,
    "\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenFields\n    }\n  }\n": types.AccessTokensDocument,
    "\n  query AccessTokenFormOptions {\n    accessTokenScopes\n    accessTokenHolders {\n      id\n      name\n      email\n    }\n  }\n": types.AccessTokenFormOptionsDocument,
    "\n  mutation IssueAccessToken($name: String!, $userId: Int!, $scopes: [String!]!, $expiresAt: String) {\n    issueAccessToken(name: $name, userId: $userId, scopes: $scopes, expiresAt: $expiresAt) {\n      token\n      accessToken {\n        ...AccessTokenFields\n      }\n    }\n  }\n": types.IssueAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: Int!) {\n    revokeAccessToken(id: $id) {\n      ...AccessTokenFields\n    }\n  }\n": types.RevokeAccessTokenDocument,
    "\n  mutation UpdateOwnProfile($name: String!, $jobTitle: String!) {\n    updateOwnProfile(name: $name, jobTitle: $jobTitle) {\n      id\n      name\n      jobTitle\n    }\n  }\n": types.UpdateOwnProfileDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $password: String!, $confirm: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password, confirm: $confirm)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SetUserImage($id: Int!, $profileImage: Upload!) {\n    setUserImage(id: $id, profileImage: $profileImage) {\n      id\n      image\n    }\n  }\n": types.SetUserImageDocument,
    "\n  mutation DeleteUserImage($id: Int!) {\n    deleteUserImage(id: $id) {\n      id\n      image\n    }\n  }\n": types.DeleteUserImageDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetAccount($password: String!, $confirm: String!, $token: String!) {\n    resetAccount(password: $password, confirm: $confirm, token: $token)\n  }\n": types.ResetAccountDocument,
    "\n  query SearchMediaFiles($directory: String, $searchTerm: String, $pageSize: Int, $unused: Boolean, $columnToSort: String, $sortOrder: String) {\n    searchMediaFiles(directory: $directory, searchTerm: $searchTerm, pageSize: $pageSize, unused: $unused, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        ...MediaPickerFile\n      }\n      totalItems\n    }\n  }\n": types.SearchMediaFilesDocument,
    "\n  query PagesByMediaFile($fileID: Int!, $pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    pagesByMediaFile(fileID: $fileID, pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        pageID\n        title\n        slug\n        locale\n        versions\n        inHead\n        inPublished\n      }\n      totalItems\n    }\n  }\n": types.PagesByMediaFileDocument,
    "\n  mutation CreateMediaFolder($path: String, $folderName: String!) {\n    createMediaFolder(path: $path, folderName: $folderName) {\n      id\n      path\n      folderName\n    }\n  }\n": types.CreateMediaFolderDocument,
    "\n  mutation MoveMediaFolder($oldPath: String!, $newPath: String!) {\n    moveMediaFolder(oldPath: $oldPath, newPath: $newPath) {\n      id\n      path\n    }\n  }\n": types.MoveMediaFolderDocument,
    "\n  mutation DeleteMediaFolder($path: String!, $confirm: Boolean!) {\n    deleteMediaFolder(path: $path, confirm: $confirm) {\n      id\n    }\n  }\n": types.DeleteMediaFolderDocument,
    "\n  mutation MoveMediaFile($id: Int!, $newPath: String, $newFileName: String) {\n    moveMediaFile(id: $id, newPath: $newPath, newFileName: $newFileName) {\n      ...MediaPickerFile\n    }\n  }\n": types.MoveMediaFileDocument,
    "\n  mutation EditMediaFile($input: EditMediaFileInput!) {\n    editMediaFile(input: $input) {\n      ...MediaPickerFile\n    }\n  }\n": types.EditMediaFileDocument,
    "\n  mutation DeleteMediaFile($id: Int!, $confirm: Boolean!) {\n    deleteMediaFile(id: $id, confirm: $confirm) {\n      id\n    }\n  }\n": types.DeleteMediaFileDocument,
    "\n  mutation ReplaceMediaFile($id: Int!, $f: Upload!) {\n    replaceMediaFile(id: $id, f: $f) {\n      ...MediaPickerFile\n    }\n  }\n": types.ReplaceMediaFileDocument,
    "\n  mutation SetMediaFocalPoint($id: Int!, $focalX: Float, $focalY: Float) {\n    setMediaFocalPoint(id: $id, focalX: $focalX, focalY: $focalY) {\n      ...MediaPickerFile\n    }\n  }\n": types.SetMediaFocalPointDocument,
    "\n  fragment MediaPickerFile on MediaFile {\n    id\n    path\n    fileName\n    hash\n    kind\n    mimeType\n    size\n    width\n    height\n    defaultAltText\n    shared\n    focalX\n    focalY\n    version\n    usageCount\n    previewUrl\n    updatedAt\n  }\n": types.MediaPickerFileFragmentDoc,
    "\n  query MediaPickerDir($path: String) {\n    mediaDir(path: $path) {\n      path\n      folders {\n        id\n        path\n        folderName\n      }\n      files {\n        ...MediaPickerFile\n      }\n    }\n  }\n": types.MediaPickerDirDocument,
    "\n  mutation UploadMediaFile($path: String, $f: Upload!) {\n    uploadMediaFile(path: $path, f: $f) {\n      ...MediaPickerFile\n    }\n  }\n": types.UploadMediaFileDocument,
    "\n  query MediaFileById($id: Int!) {\n    mediaFile(id: $id) {\n      ...MediaPickerFile\n    }\n  }\n": types.MediaFileByIdDocument,
    "\n  query MenuSetup {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    siteRoutes {\n      id\n      paths {\n        locale\n        path\n        title\n      }\n    }\n  }\n": types.MenuSetupDocument,
    "\n  fragment MenuItemFields on MenuItem {\n    id\n    parentID\n    depth\n    position\n    label\n    target\n    targetState\n    page {\n      title\n    }\n    route {\n      title\n      path\n    }\n  }\n": types.MenuItemFieldsFragmentDoc,
    "\n  query MenuTree($locale: String!) {\n    menu(locale: $locale) {\n      ...MenuItemFields\n    }\n  }\n": types.MenuTreeDocument,
    "\n  mutation AddMenuItem($input: AddMenuItemInput!) {\n    addMenuItem(input: $input) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n": types.AddMenuItemDocument,
    "\n  mutation EditMenuItem($input: EditMenuItemInput!) {\n    editMenuItem(input: $input) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n": types.EditMenuItemDocument,
    "\n  mutation MoveMenuItem($id: Int!, $parentID: Int, $position: Int!) {\n    moveMenuItem(id: $id, parentID: $parentID, position: $position) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n": types.MoveMenuItemDocument,
    "\n  mutation DeleteMenuItem($id: Int!, $withChildren: Boolean!) {\n    deleteMenuItem(id: $id, withChildren: $withChildren) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n": types.DeleteMenuItemDocument,
    "\n  fragment ContentFieldParts on ContentField {\n    name\n    label(locale: $locale)\n    type\n    required\n    help(locale: $locale)\n    minLength\n    maxLength\n    multiline\n    min\n    max\n    integer\n    options {\n      value\n      label(locale: $locale)\n    }\n    default\n    itemLabel(locale: $locale)\n    multiple\n    crop\n    minItems\n    maxItems\n  }\n": types.ContentFieldPartsFragmentDoc,
    "\n  query EditorContentModel($locale: String) {\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n        allowedBlocks\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n      blockTypes {\n        id\n        label(locale: $locale)\n        description(locale: $locale)\n        keywords(locale: $locale)\n        icon\n        category\n        summaryField\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n      blockCategories {\n        id\n        label(locale: $locale)\n      }\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n": types.EditorContentModelDocument,
    "\n  fragment EditorVersionFields on PageVersion {\n    id\n    pageID\n    revision\n    title\n    blocks\n    typeData\n    seoTitle\n    seoDescription\n    seoKeywords\n    seoImage\n    tags\n    privateTags\n    hasPublicationRequest\n  }\n": types.EditorVersionFieldsFragmentDoc,
    "\n  query PageEditor($id: Int!) {\n    page(id: $id) {\n      page {\n        ...PublicationPageFields\n        type\n        translationGroup\n      }\n      pageVersion {\n        ...EditorVersionFields\n      }\n    }\n  }\n": types.PageEditorDocument,
    "\n  mutation StorePageVersion($input: StorePageVersionInput!) {\n    storePageVersion(input: $input) {\n      revision\n      pageVersion {\n        ...EditorVersionFields\n      }\n    }\n  }\n": types.StorePageVersionDocument,
    "\n  mutation SavePageSlug($id: Int!, $slug: String!, $shouldUpdateLinks: Boolean!) {\n    savePage(id: $id, slug: $slug, shouldUpdateLinks: $shouldUpdateLinks) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n": types.SavePageSlugDocument,
    "\n  query AnchorAvailable($blocks: JSON!, $blockKey: String, $anchorName: String!) {\n    anchorAvailable(blocks: $blocks, blockKey: $blockKey, anchorName: $anchorName)\n  }\n": types.AnchorAvailableDocument,
    "\n  mutation CreateTranslation($input: CopyPageInput!) {\n    createTranslation(input: $input) {\n      pageID\n      pageVersionID\n    }\n  }\n": types.CreateTranslationDocument,
    "\n  mutation DuplicatePage($input: CopyPageInput!) {\n    duplicatePage(input: $input) {\n      pageID\n      pageVersionID\n    }\n  }\n": types.DuplicatePageDocument,
    "\n  mutation AnnouncePresence($pageID: Int!, $tabId: String!, $dirty: Boolean!) {\n    announcePresence(pageID: $pageID, tabId: $tabId, dirty: $dirty) {\n      expiresInSeconds\n    }\n  }\n": types.AnnouncePresenceDocument,
    "\n  fragment TranslationSourceFields on Page {\n    id\n    outOfDate\n    translationSource {\n      pageID\n      locale\n      versionID\n    }\n  }\n": types.TranslationSourceFieldsFragmentDoc,
    "\n  query TranslationSourceState($id: Int!) {\n    page(id: $id) {\n      page {\n        ...TranslationSourceFields\n      }\n    }\n  }\n": types.TranslationSourceStateDocument,
    "\n  query SourceChanges($id: Int!) {\n    sourceChanges(pageID: $id) {\n      headVersionID\n      outOfDate\n      source {\n        pageID\n        locale\n        versionID\n      }\n    }\n  }\n": types.SourceChangesDocument,
    "\n  mutation MarkTranslationUpToDate($id: Int!, $sourceVersionID: Int!) {\n    markTranslationUpToDate(pageID: $id, sourceVersionID: $sourceVersionID) {\n      page {\n        ...TranslationSourceFields\n      }\n    }\n  }\n": types.MarkTranslationUpToDateDocument,
    "\n  query TranslationStatus($id: Int!) {\n    translationStatus(pageID: $id) {\n      pageID\n      locale\n      title\n      slug\n      isSource\n      published\n      hasUnpublishedChanges\n      pendingRequest\n      outOfDate\n      status\n    }\n  }\n": types.TranslationStatusDocument,
    "\n  query WorkingDraft($pageID: Int!) {\n    workingDraft(pageID: $pageID) {\n      baseVersionID\n      baseRevision\n      updatedAt\n      title\n      blocks\n      typeData\n      seoTitle\n      seoDescription\n      seoKeywords\n      seoImage\n      tags\n      privateTags\n    }\n  }\n": types.WorkingDraftDocument,
    "\n  mutation DiscardWorkingDraft($pageID: Int!) {\n    discardWorkingDraft(pageID: $pageID) {\n      discarded\n    }\n  }\n": types.DiscardWorkingDraftDocument,
    "\n  fragment VersionSummaryFields on VersionSummary {\n    id\n    revision\n    title\n    authorName\n    createdAt\n    ageSeconds\n    restoredFromRevision\n    previousID\n    isHead\n    isPublished\n  }\n": types.VersionSummaryFieldsFragmentDoc,
    "\n  query PageHistory($id: Int!, $pageIndex: Int, $pageSize: Int) {\n    pageHistory(id: $id, pageIndex: $pageIndex, pageSize: $pageSize, sortOrder: \"desc\") {\n      totalItems\n      headVersionID\n      items {\n        ...VersionSummaryFields\n      }\n    }\n  }\n": types.PageHistoryDocument,
    "\n  fragment VersionChangeSummaryFields on VersionComparison {\n    from {\n      id\n      title\n    }\n    to {\n      id\n      title\n    }\n    changedFields\n    blocks {\n      key\n      type\n      change\n      changedProps\n    }\n  }\n": types.VersionChangeSummaryFieldsFragmentDoc,
    "\n  query VersionComparison($from: Int!, $to: Int!) {\n    compareVersions(from: $from, to: $to) {\n      ...VersionChangeSummaryFields\n      from {\n        ...EditorVersionFields\n        createdAt\n      }\n      to {\n        ...EditorVersionFields\n        createdAt\n      }\n    }\n  }\n": types.VersionComparisonDocument,
    "\n  query ComparedPageType($id: Int!) {\n    page(id: $id) {\n      page {\n        id\n        type\n      }\n    }\n  }\n": types.ComparedPageTypeDocument,
    "\n  mutation RestorePageVersion($id: Int!, $revision: Int!) {\n    restorePageVersion(id: $id, revision: $revision) {\n      revision\n      pageVersion {\n        id\n        pageID\n        revision\n        title\n        restoredFrom\n      }\n    }\n  }\n": types.RestorePageVersionDocument,
    "\n  query NewPageSetup($locale: String) {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n    }\n  }\n": types.NewPageSetupDocument,
    "\n  mutation CreatePage($input: CreatePageInput!) {\n    createPage(input: $input) {\n      pageID\n    }\n  }\n": types.CreatePageDocument,
    "\n  query PageListSetup($locale: String) {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n      }\n    }\n  }\n": types.PageListSetupDocument,
    "\n  fragment PageListFields on Page {\n    id\n    title\n    slug\n    locale\n    type\n    publishedVersionID\n    hasUnpublishedChanges\n    pendingPublicationRequests\n    outOfDate\n    updatedAt\n  }\n": types.PageListFieldsFragmentDoc,
    "\n  query PagesList(\n    $type: String\n    $locale: String\n    $status: String\n    $outOfDate: Boolean\n    $tag: String\n    $pageIndex: Int\n    $pageSize: Int\n    $searchTerm: String\n    $columnToSort: String\n    $sortOrder: String\n    $after: String\n    $before: String\n  ) {\n    pages(\n      type: $type\n      locale: $locale\n      status: $status\n      outOfDate: $outOfDate\n      tag: $tag\n      pageIndex: $pageIndex\n      pageSize: $pageSize\n      searchTerm: $searchTerm\n      columnToSort: $columnToSort\n      sortOrder: $sortOrder\n      after: $after\n      before: $before\n    ) {\n      totalItems\n      nextCursor\n      previousCursor\n      items {\n        ...PageListFields\n      }\n    }\n  }\n": types.PagesListDocument,
    "\n  query PageLinkedFrom($id: Int!) {\n    pageLinkedFrom(id: $id) {\n      id\n      title\n      locale\n      slug\n    }\n  }\n": types.PageLinkedFromDocument,
    "\n  mutation DeletePage($id: Int!) {\n    deletePage(id: $id) {\n      id\n    }\n  }\n": types.DeletePageDocument,
    "\n  query PageTree($locale: String!, $parent: String, $type: String) {\n    pageTree(locale: $locale, parent: $parent, type: $type) {\n      slug\n      segment\n      pageID\n      title\n      hasChildren\n    }\n  }\n": types.PageTreeDocument,
    "\n  mutation CreatePreviewDraft($input: PreviewDraftInput!) {\n    createPreviewDraft(input: $input) {\n      token\n    }\n  }\n": types.CreatePreviewDraftDocument,
    "\n  fragment PublicationPageFields on Page {\n    id\n    title\n    slug\n    locale\n    revision\n    headVersionID\n    publishedVersionID\n    hasUnpublishedChanges\n    pendingPublicationRequests\n  }\n": types.PublicationPageFieldsFragmentDoc,
    "\n  mutation PublishPage($id: Int!, $revision: Int) {\n    publishPage(id: $id, revision: $revision) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n": types.PublishPageDocument,
    "\n  mutation UnpublishPage($id: Int!) {\n    unpublishPage(id: $id) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n": types.UnpublishPageDocument,
    "\n  mutation RequestPublication($id: Int!, $comment: String!) {\n    requestPublication(id: $id, comment: $comment) {\n      id\n      pageVersionID\n      status\n      comment\n    }\n  }\n": types.RequestPublicationDocument,
    "\n  query PendingRequest($versionId: Int!) {\n    publicationRequestOfVersion(versionId: $versionId) {\n      ...PublicationRequestFields\n      status\n    }\n  }\n": types.PendingRequestDocument,
    "\n  fragment PublicationRequestFields on PublicationRequest {\n    id\n    pageID\n    pageTitle\n    pageLocale\n    pageSlug\n    pageVersionID\n    replacedVersionID\n    comment\n    requestedAt\n    ageSeconds\n    requestedBy {\n      id\n      name\n    }\n  }\n": types.PublicationRequestFieldsFragmentDoc,
    "\n  query RequestComparison($from: Int!, $to: Int!) {\n    compareVersions(from: $from, to: $to) {\n      ...VersionChangeSummaryFields\n    }\n    contentModel {\n      blockTypes {\n        id\n        label\n      }\n    }\n  }\n": types.RequestComparisonDocument,
    "\n  mutation AcceptPublication($versionId: Int!, $feedback: String!) {\n    acceptPublication(versionId: $versionId, feedback: $feedback) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n": types.AcceptPublicationDocument,
    "\n  mutation RejectPublication($versionId: Int!, $feedback: String!) {\n    rejectPublication(versionId: $versionId, feedback: $feedback) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n": types.RejectPublicationDocument,
    "\n  query SlugAvailable($pageId: Int, $type: String, $locale: String!, $slug: String!) {\n    slugAvailable(pageId: $pageId, type: $type, locale: $locale, slug: $slug) {\n      available\n      slug\n    }\n  }\n": types.SlugAvailableDocument,
    "\n  query PublicTagSearch($term: String) {\n    tags(term: $term)\n  }\n": types.PublicTagSearchDocument,
    "\n  query PrivateTagSearch($term: String) {\n    privateTags(term: $term)\n  }\n": types.PrivateTagSearchDocument,
    "\n  mutation ValidatePageTag($tag: String!, $private: Boolean!) {\n    validateTag(tag: $tag, private: $private) {\n      tag\n      created\n    }\n  }\n": types.ValidatePageTagDocument,
    "\n  query PublicationRequests($pageIndex: Int, $pageSize: Int) {\n    publicationRequests(pageIndex: $pageIndex, pageSize: $pageSize) {\n      totalItems\n      items {\n        ...PublicationRequestFields\n      }\n    }\n  }\n": types.PublicationRequestsDocument,
    "\n  fragment ReleaseFields on Release {\n    id\n    name\n    description\n    status\n    scheduledAt\n    outcome\n    feedback\n    itemCount\n    createdAt\n    publishedAt\n    createdBy {\n      id\n      name\n    }\n    reviewedBy {\n      id\n      name\n    }\n  }\n": types.ReleaseFieldsFragmentDoc,
    "\n  fragment ReleaseDetailFields on ReleaseDetail {\n    release {\n      ...ReleaseFields\n    }\n    items {\n      id\n      pageID\n      pageTitle\n      pageLocale\n      pageType\n      pageVersionID\n      versionRevision\n      applied\n      conflicts\n      movedOn\n      problems {\n        ...ContentCheckProblemFields\n      }\n    }\n  }\n": types.ReleaseDetailFieldsFragmentDoc,
    "\n  query Releases($status: String) {\n    releases(status: $status) {\n      totalItems\n      items {\n        ...ReleaseFields\n      }\n    }\n  }\n": types.ReleasesDocument,
    "\n  query Release($id: Int!) {\n    release(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n": types.ReleaseDocument,
    "\n  mutation CreateRelease($name: String!, $description: String!) {\n    createRelease(name: $name, description: $description) {\n      release {\n        id\n      }\n    }\n  }\n": types.CreateReleaseDocument,
    "\n  mutation AddReleaseItem($id: Int!, $pageId: Int!) {\n    addReleaseItem(id: $id, pageId: $pageId) {\n      ...ReleaseDetailFields\n    }\n  }\n": types.AddReleaseItemDocument,
    "\n  mutation RemoveReleaseItem($id: Int!, $itemId: Int!) {\n    removeReleaseItem(id: $id, itemId: $itemId) {\n      ...ReleaseDetailFields\n    }\n  }\n": types.RemoveReleaseItemDocument,
    "\n  mutation RepinReleaseItem($id: Int!, $itemId: Int!) {\n    repinReleaseItem(id: $id, itemId: $itemId) {\n      ...ReleaseDetailFields\n    }\n  }\n": types.RepinReleaseItemDocument,
    "\n  mutation RequestReleaseReview($id: Int!) {\n    requestReleaseReview(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n": types.RequestReleaseReviewDocument,
    "\n  mutation ReviewRelease($id: Int!, $decision: String!, $feedback: String!) {\n    reviewRelease(id: $id, decision: $decision, feedback: $feedback) {\n      ...ReleaseDetailFields\n    }\n  }\n": types.ReviewReleaseDocument,
    "\n  mutation PublishRelease($id: Int!) {\n    publishRelease(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n": types.PublishReleaseDocument,
    "\n  mutation ScheduleRelease($id: Int!, $at: String!) {\n    scheduleRelease(id: $id, at: $at) {\n      ...ReleaseDetailFields\n    }\n  }\n": types.ScheduleReleaseDocument,
    "\n  mutation UnscheduleRelease($id: Int!) {\n    unscheduleRelease(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n": types.UnscheduleReleaseDocument,
    "\n  mutation RollbackRelease($id: Int!, $force: Boolean!) {\n    rollbackRelease(id: $id, force: $force) {\n      ...ReleaseDetailFields\n    }\n  }\n": types.RollbackReleaseDocument,
    "\n  query ReleasePageSearch($searchTerm: String!) {\n    searchPages(searchTerm: $searchTerm) {\n      id\n      title\n      locale\n      type\n      slug\n    }\n  }\n": types.ReleasePageSearchDocument,
    "\n  fragment SearchIndexStatusFields on SearchIndexStatus {\n    pages\n    bytes\n    lastRebuildAt\n    lastRebuildError\n    rebuilding\n    rebuildDone\n    rebuildTotal\n  }\n": types.SearchIndexStatusFieldsFragmentDoc,
    "\n  query SearchIndexStatus {\n    searchIndexStatus {\n      ...SearchIndexStatusFields\n    }\n  }\n": types.SearchIndexStatusDocument,
    "\n  mutation IndexAllPages {\n    indexAllPages {\n      ...SearchIndexStatusFields\n    }\n  }\n": types.IndexAllPagesDocument,
    "\n  mutation RemoveAllPages {\n    removeAllPages {\n      ...SearchIndexStatusFields\n    }\n  }\n": types.RemoveAllPagesDocument,
    "\n  fragment ContentMigrationReportFields on ContentMigrationReport {\n    rowsRead\n    rowsChanged\n    failureCount\n    migrations {\n      kind\n      type\n      from\n      to\n      rows\n      copies\n    }\n    failures {\n      source\n      pageID\n      revision\n      blockKey\n      kind\n      type\n      from\n      to\n      reason\n    }\n  }\n": types.ContentMigrationReportFieldsFragmentDoc,
    "\n  fragment ContentMigrationRunFields on ContentMigrationRun {\n    id\n    status\n    reverse\n    startedAt\n    finishedAt\n    report {\n      ...ContentMigrationReportFields\n    }\n  }\n": types.ContentMigrationRunFieldsFragmentDoc,
    "\n  query ContentMigrationStatus {\n    contentMigrationStatus {\n      pending {\n        kind\n        type\n        stored\n        current\n      }\n      lastRun {\n        ...ContentMigrationRunFields\n      }\n    }\n  }\n": types.ContentMigrationStatusDocument,
    "\n  query ContentMigrationDryRun($reverse: String) {\n    contentMigrationDryRun(reverse: $reverse) {\n      ...ContentMigrationReportFields\n    }\n  }\n": types.ContentMigrationDryRunDocument,
    "\n  mutation RunContentMigrations($reverse: String) {\n    runContentMigrations(reverse: $reverse) {\n      ...ContentMigrationRunFields\n    }\n  }\n": types.RunContentMigrationsDocument,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    siteName {\n      locale\n      value\n    }\n    logoId\n    faviconId\n    shareImageId\n    footerText {\n      locale\n      value\n    }\n    footerLinks {\n      locale\n      label\n      pageId\n      url\n    }\n    social {\n      network\n      url\n    }\n    colours {\n      primary\n      primaryText\n      accent\n      accentText\n      background\n      text\n    }\n    fontPair\n    homePages {\n      locale\n      pageId\n    }\n    notFoundPages {\n      locale\n      pageId\n    }\n    mailSender {\n      name\n      address\n    }\n  }\n": types.SiteSettingsFieldsFragmentDoc,
    "\n  query SiteSettingsScreen {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    socialNetworks {\n      id\n      name\n    }\n  }\n": types.SiteSettingsScreenDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n": types.UpdateSiteSettingsDocument,
    "\n  fragment RoleFields on Role {\n    id\n    name\n    builtIn\n    permissions {\n      name\n    }\n  }\n": types.RoleFieldsFragmentDoc,
    "\n  query Roles {\n    roles {\n      ...RoleFields\n    }\n    permissions\n  }\n": types.RolesDocument,
    "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      ...RoleFields\n    }\n  }\n": types.CreateRoleDocument,
    "\n  mutation UpdateRole($id: Int!, $input: RoleInput!) {\n    updateRole(id: $id, input: $input) {\n      ...RoleFields\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  mutation DeleteRole($id: Int!) {\n    deleteRole(id: $id)\n  }\n": types.DeleteRoleDocument,
    "\n  fragment UserListFields on User {\n    id\n    name\n    email\n    jobTitle\n    status\n    image\n    createdAt\n    lastLoginAt\n    role {\n      id\n      name\n    }\n  }\n": types.UserListFieldsFragmentDoc,
    "\n  query UsersList($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    users(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      totalItems\n      items {\n        ...UserListFields\n      }\n    }\n  }\n": types.UsersListDocument,
    "\n  query RoleOptions {\n    roles {\n      id\n      name\n    }\n  }\n": types.RoleOptionsDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserListFields\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...UserListFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    includePersonalData\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints($locale: String) {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n    webhookEvents(locale: $locale) {\n      name\n      label\n      personalData\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $description: String, $events: [String!]!, $enabled: Boolean, $includePersonalData: Boolean) {\n    createWebhookEndpoint(url: $url, description: $description, events: $events, enabled: $enabled, includePersonalData: $includePersonalData) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: Int!, $url: String, $description: String, $events: [String!], $enabled: Boolean, $includePersonalData: Boolean) {\n    updateWebhookEndpoint(id: $id, url: $url, description: $description, events: $events, enabled: $enabled, includePersonalData: $includePersonalData) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: Int!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastResponse\n    lastError\n    createdAt\n    deliveredAt\n    nextAttemptAt\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookDeliveries($endpointId: Int!, $pageIndex: Int!) {\n    webhookDeliveries(endpointId: $endpointId, pageIndex: $pageIndex) {\n      totalItems\n      items {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($id: String!) {\n    redeliverWebhook(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  mutation SendWebhookTest($id: Int!) {\n    sendWebhookTest(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.SendWebhookTestDocument,
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
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    __typename\n    id\n    name\n    email\n    jobTitle\n    status\n    image\n    role {\n      __typename\n      id\n      name\n      permissions {\n        __typename\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    __typename\n    id\n    name\n    email\n    jobTitle\n    status\n    image\n    role {\n      __typename\n      id\n      name\n      permissions {\n        __typename\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentCheckProblemFields on ContentCheckProblem {\n    check\n    severity\n    blockKey\n    field\n    params\n  }\n"): (typeof documents)["\n  fragment ContentCheckProblemFields on ContentCheckProblem {\n    check\n    severity\n    blockKey\n    field\n    params\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentChecksOfDraft($pageID: Int!, $draft: ContentChecksDraftInput!) {\n    contentChecksOfDraft(pageID: $pageID, draft: $draft) {\n      ...ContentCheckProblemFields\n    }\n  }\n"): (typeof documents)["\n  query ContentChecksOfDraft($pageID: Int!, $draft: ContentChecksDraftInput!) {\n    contentChecksOfDraft(pageID: $pageID, draft: $draft) {\n      ...ContentCheckProblemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentCheckCatalogue($locale: String) {\n    contentCheckCatalogue(locale: $locale) {\n      id\n      label\n      severity\n      blocking\n    }\n  }\n"): (typeof documents)["\n  query ContentCheckCatalogue($locale: String) {\n    contentCheckCatalogue(locale: $locale) {\n      id\n      label\n      severity\n      blocking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBlockingContentChecks($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation SetBlockingContentChecks($ids: [String!]!) {\n    setBlockingContentChecks(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestProblems($versionId: Int!) {\n    publicationRequestOfVersion(versionId: $versionId) {\n      id\n      problems {\n        ...ContentCheckProblemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestProblems($versionId: Int!) {\n    publicationRequestOfVersion(versionId: $versionId) {\n      id\n      problems {\n        ...ContentCheckProblemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinkedPageFields on Page {\n    id\n    title\n    slug\n    locale\n  }\n"): (typeof documents)["\n  fragment LinkedPageFields on Page {\n    id\n    title\n    slug\n    locale\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkPageSearch($locale: String, $searchTerm: String!) {\n    searchPages(locale: $locale, searchTerm: $searchTerm) {\n      ...LinkedPageFields\n    }\n  }\n"): (typeof documents)["\n  query LinkPageSearch($locale: String, $searchTerm: String!) {\n    searchPages(locale: $locale, searchTerm: $searchTerm) {\n      ...LinkedPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkTargetPages($ids: [Int!]!) {\n    pagesByIds(ids: $ids) {\n      ...LinkedPageFields\n    }\n  }\n"): (typeof documents)["\n  query LinkTargetPages($ids: [Int!]!) {\n    pagesByIds(ids: $ids) {\n      ...LinkedPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RichTextLinkSettings {\n    settings {\n      defaultLocale\n    }\n  }\n"): (typeof documents)["\n  query RichTextLinkSettings {\n    settings {\n      defaultLocale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMenu($locale: String) {\n    adminMenu(locale: $locale) {\n      id\n      label\n      path\n      children {\n        id\n        label\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMenu($locale: String) {\n    adminMenu(locale: $locale) {\n      id\n      label\n      path\n      children {\n        id\n        label\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMenuCounts($locale: String) {\n    adminMenuCounts(locale: $locale) {\n      id\n      count\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminMenuCounts($locale: String) {\n    adminMenuCounts(locale: $locale) {\n      id\n      count\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavigationPageTypes($locale: String) {\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n      }\n    }\n  }\n"): (typeof documents)["\n  query NavigationPageTypes($locale: String) {\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingRequestCount {\n    publicationRequests(pageSize: 1) {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query WaitingRequestCount {\n    publicationRequests(pageSize: 1) {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    hint\n    user {\n      id\n      name\n      email\n    }\n    scopes\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n    status\n  }\n"): (typeof documents)["\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    hint\n    user {\n      id\n      name\n      email\n    }\n    scopes\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenFields\n    }\n  }\n"): (typeof documents)["\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokenFormOptions {\n    accessTokenScopes\n    accessTokenHolders {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query AccessTokenFormOptions {\n    accessTokenScopes\n    accessTokenHolders {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueAccessToken($name: String!, $userId: Int!, $scopes: [String!]!, $expiresAt: String) {\n    issueAccessToken(name: $name, userId: $userId, scopes: $scopes, expiresAt: $expiresAt) {\n      token\n      accessToken {\n        ...AccessTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IssueAccessToken($name: String!, $userId: Int!, $scopes: [String!]!, $expiresAt: String) {\n    issueAccessToken(name: $name, userId: $userId, scopes: $scopes, expiresAt: $expiresAt) {\n      token\n      accessToken {\n        ...AccessTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: Int!) {\n    revokeAccessToken(id: $id) {\n      ...AccessTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: Int!) {\n    revokeAccessToken(id: $id) {\n      ...AccessTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOwnProfile($name: String!, $jobTitle: String!) {\n    updateOwnProfile(name: $name, jobTitle: $jobTitle) {\n      id\n      name\n      jobTitle\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOwnProfile($name: String!, $jobTitle: String!) {\n    updateOwnProfile(name: $name, jobTitle: $jobTitle) {\n      id\n      name\n      jobTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $password: String!, $confirm: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password, confirm: $confirm)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $password: String!, $confirm: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password, confirm: $confirm)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserImage($id: Int!, $profileImage: Upload!) {\n    setUserImage(id: $id, profileImage: $profileImage) {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserImage($id: Int!, $profileImage: Upload!) {\n    setUserImage(id: $id, profileImage: $profileImage) {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserImage($id: Int!) {\n    deleteUserImage(id: $id) {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUserImage($id: Int!) {\n    deleteUserImage(id: $id) {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetAccount($password: String!, $confirm: String!, $token: String!) {\n    resetAccount(password: $password, confirm: $confirm, token: $token)\n  }\n"): (typeof documents)["\n  mutation ResetAccount($password: String!, $confirm: String!, $token: String!) {\n    resetAccount(password: $password, confirm: $confirm, token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMediaFiles($directory: String, $searchTerm: String, $pageSize: Int, $unused: Boolean, $columnToSort: String, $sortOrder: String) {\n    searchMediaFiles(directory: $directory, searchTerm: $searchTerm, pageSize: $pageSize, unused: $unused, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        ...MediaPickerFile\n      }\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query SearchMediaFiles($directory: String, $searchTerm: String, $pageSize: Int, $unused: Boolean, $columnToSort: String, $sortOrder: String) {\n    searchMediaFiles(directory: $directory, searchTerm: $searchTerm, pageSize: $pageSize, unused: $unused, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        ...MediaPickerFile\n      }\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesByMediaFile($fileID: Int!, $pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    pagesByMediaFile(fileID: $fileID, pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        pageID\n        title\n        slug\n        locale\n        versions\n        inHead\n        inPublished\n      }\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query PagesByMediaFile($fileID: Int!, $pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    pagesByMediaFile(fileID: $fileID, pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      items {\n        pageID\n        title\n        slug\n        locale\n        versions\n        inHead\n        inPublished\n      }\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMediaFolder($path: String, $folderName: String!) {\n    createMediaFolder(path: $path, folderName: $folderName) {\n      id\n      path\n      folderName\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMediaFolder($path: String, $folderName: String!) {\n    createMediaFolder(path: $path, folderName: $folderName) {\n      id\n      path\n      folderName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveMediaFolder($oldPath: String!, $newPath: String!) {\n    moveMediaFolder(oldPath: $oldPath, newPath: $newPath) {\n      id\n      path\n    }\n  }\n"): (typeof documents)["\n  mutation MoveMediaFolder($oldPath: String!, $newPath: String!) {\n    moveMediaFolder(oldPath: $oldPath, newPath: $newPath) {\n      id\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMediaFolder($path: String!, $confirm: Boolean!) {\n    deleteMediaFolder(path: $path, confirm: $confirm) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMediaFolder($path: String!, $confirm: Boolean!) {\n    deleteMediaFolder(path: $path, confirm: $confirm) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveMediaFile($id: Int!, $newPath: String, $newFileName: String) {\n    moveMediaFile(id: $id, newPath: $newPath, newFileName: $newFileName) {\n      ...MediaPickerFile\n    }\n  }\n"): (typeof documents)["\n  mutation MoveMediaFile($id: Int!, $newPath: String, $newFileName: String) {\n    moveMediaFile(id: $id, newPath: $newPath, newFileName: $newFileName) {\n      ...MediaPickerFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMediaFile($input: EditMediaFileInput!) {\n    editMediaFile(input: $input) {\n      ...MediaPickerFile\n    }\n  }\n"): (typeof documents)["\n  mutation EditMediaFile($input: EditMediaFileInput!) {\n    editMediaFile(input: $input) {\n      ...MediaPickerFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMediaFile($id: Int!, $confirm: Boolean!) {\n    deleteMediaFile(id: $id, confirm: $confirm) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMediaFile($id: Int!, $confirm: Boolean!) {\n    deleteMediaFile(id: $id, confirm: $confirm) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceMediaFile($id: Int!, $f: Upload!) {\n    replaceMediaFile(id: $id, f: $f) {\n      ...MediaPickerFile\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceMediaFile($id: Int!, $f: Upload!) {\n    replaceMediaFile(id: $id, f: $f) {\n      ...MediaPickerFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMediaFocalPoint($id: Int!, $focalX: Float, $focalY: Float) {\n    setMediaFocalPoint(id: $id, focalX: $focalX, focalY: $focalY) {\n      ...MediaPickerFile\n    }\n  }\n"): (typeof documents)["\n  mutation SetMediaFocalPoint($id: Int!, $focalX: Float, $focalY: Float) {\n    setMediaFocalPoint(id: $id, focalX: $focalX, focalY: $focalY) {\n      ...MediaPickerFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaPickerFile on MediaFile {\n    id\n    path\n    fileName\n    hash\n    kind\n    mimeType\n    size\n    width\n    height\n    defaultAltText\n    shared\n    focalX\n    focalY\n    version\n    usageCount\n    previewUrl\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment MediaPickerFile on MediaFile {\n    id\n    path\n    fileName\n    hash\n    kind\n    mimeType\n    size\n    width\n    height\n    defaultAltText\n    shared\n    focalX\n    focalY\n    version\n    usageCount\n    previewUrl\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaPickerDir($path: String) {\n    mediaDir(path: $path) {\n      path\n      folders {\n        id\n        path\n        folderName\n      }\n      files {\n        ...MediaPickerFile\n      }\n    }\n  }\n"): (typeof documents)["\n  query MediaPickerDir($path: String) {\n    mediaDir(path: $path) {\n      path\n      folders {\n        id\n        path\n        folderName\n      }\n      files {\n        ...MediaPickerFile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMediaFile($path: String, $f: Upload!) {\n    uploadMediaFile(path: $path, f: $f) {\n      ...MediaPickerFile\n    }\n  }\n"): (typeof documents)["\n  mutation UploadMediaFile($path: String, $f: Upload!) {\n    uploadMediaFile(path: $path, f: $f) {\n      ...MediaPickerFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaFileById($id: Int!) {\n    mediaFile(id: $id) {\n      ...MediaPickerFile\n    }\n  }\n"): (typeof documents)["\n  query MediaFileById($id: Int!) {\n    mediaFile(id: $id) {\n      ...MediaPickerFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuSetup {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    siteRoutes {\n      id\n      paths {\n        locale\n        path\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuSetup {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    siteRoutes {\n      id\n      paths {\n        locale\n        path\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuItemFields on MenuItem {\n    id\n    parentID\n    depth\n    position\n    label\n    target\n    targetState\n    page {\n      title\n    }\n    route {\n      title\n      path\n    }\n  }\n"): (typeof documents)["\n  fragment MenuItemFields on MenuItem {\n    id\n    parentID\n    depth\n    position\n    label\n    target\n    targetState\n    page {\n      title\n    }\n    route {\n      title\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuTree($locale: String!) {\n    menu(locale: $locale) {\n      ...MenuItemFields\n    }\n  }\n"): (typeof documents)["\n  query MenuTree($locale: String!) {\n    menu(locale: $locale) {\n      ...MenuItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMenuItem($input: AddMenuItemInput!) {\n    addMenuItem(input: $input) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddMenuItem($input: AddMenuItemInput!) {\n    addMenuItem(input: $input) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMenuItem($input: EditMenuItemInput!) {\n    editMenuItem(input: $input) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditMenuItem($input: EditMenuItemInput!) {\n    editMenuItem(input: $input) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveMenuItem($id: Int!, $parentID: Int, $position: Int!) {\n    moveMenuItem(id: $id, parentID: $parentID, position: $position) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveMenuItem($id: Int!, $parentID: Int, $position: Int!) {\n    moveMenuItem(id: $id, parentID: $parentID, position: $position) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMenuItem($id: Int!, $withChildren: Boolean!) {\n    deleteMenuItem(id: $id, withChildren: $withChildren) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMenuItem($id: Int!, $withChildren: Boolean!) {\n    deleteMenuItem(id: $id, withChildren: $withChildren) {\n      itemID\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentFieldParts on ContentField {\n    name\n    label(locale: $locale)\n    type\n    required\n    help(locale: $locale)\n    minLength\n    maxLength\n    multiline\n    min\n    max\n    integer\n    options {\n      value\n      label(locale: $locale)\n    }\n    default\n    itemLabel(locale: $locale)\n    multiple\n    crop\n    minItems\n    maxItems\n  }\n"): (typeof documents)["\n  fragment ContentFieldParts on ContentField {\n    name\n    label(locale: $locale)\n    type\n    required\n    help(locale: $locale)\n    minLength\n    maxLength\n    multiline\n    min\n    max\n    integer\n    options {\n      value\n      label(locale: $locale)\n    }\n    default\n    itemLabel(locale: $locale)\n    multiple\n    crop\n    minItems\n    maxItems\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorContentModel($locale: String) {\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n        allowedBlocks\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n      blockTypes {\n        id\n        label(locale: $locale)\n        description(locale: $locale)\n        keywords(locale: $locale)\n        icon\n        category\n        summaryField\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n      blockCategories {\n        id\n        label(locale: $locale)\n      }\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n"): (typeof documents)["\n  query EditorContentModel($locale: String) {\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n        allowedBlocks\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n      blockTypes {\n        id\n        label(locale: $locale)\n        description(locale: $locale)\n        keywords(locale: $locale)\n        icon\n        category\n        summaryField\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n      blockCategories {\n        id\n        label(locale: $locale)\n      }\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorVersionFields on PageVersion {\n    id\n    pageID\n    revision\n    title\n    blocks\n    typeData\n    seoTitle\n    seoDescription\n    seoKeywords\n    seoImage\n    tags\n    privateTags\n    hasPublicationRequest\n  }\n"): (typeof documents)["\n  fragment EditorVersionFields on PageVersion {\n    id\n    pageID\n    revision\n    title\n    blocks\n    typeData\n    seoTitle\n    seoDescription\n    seoKeywords\n    seoImage\n    tags\n    privateTags\n    hasPublicationRequest\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageEditor($id: Int!) {\n    page(id: $id) {\n      page {\n        ...PublicationPageFields\n        type\n        translationGroup\n      }\n      pageVersion {\n        ...EditorVersionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageEditor($id: Int!) {\n    page(id: $id) {\n      page {\n        ...PublicationPageFields\n        type\n        translationGroup\n      }\n      pageVersion {\n        ...EditorVersionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StorePageVersion($input: StorePageVersionInput!) {\n    storePageVersion(input: $input) {\n      revision\n      pageVersion {\n        ...EditorVersionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StorePageVersion($input: StorePageVersionInput!) {\n    storePageVersion(input: $input) {\n      revision\n      pageVersion {\n        ...EditorVersionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePageSlug($id: Int!, $slug: String!, $shouldUpdateLinks: Boolean!) {\n    savePage(id: $id, slug: $slug, shouldUpdateLinks: $shouldUpdateLinks) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePageSlug($id: Int!, $slug: String!, $shouldUpdateLinks: Boolean!) {\n    savePage(id: $id, slug: $slug, shouldUpdateLinks: $shouldUpdateLinks) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnchorAvailable($blocks: JSON!, $blockKey: String, $anchorName: String!) {\n    anchorAvailable(blocks: $blocks, blockKey: $blockKey, anchorName: $anchorName)\n  }\n"): (typeof documents)["\n  query AnchorAvailable($blocks: JSON!, $blockKey: String, $anchorName: String!) {\n    anchorAvailable(blocks: $blocks, blockKey: $blockKey, anchorName: $anchorName)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTranslation($input: CopyPageInput!) {\n    createTranslation(input: $input) {\n      pageID\n      pageVersionID\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTranslation($input: CopyPageInput!) {\n    createTranslation(input: $input) {\n      pageID\n      pageVersionID\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicatePage($input: CopyPageInput!) {\n    duplicatePage(input: $input) {\n      pageID\n      pageVersionID\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicatePage($input: CopyPageInput!) {\n    duplicatePage(input: $input) {\n      pageID\n      pageVersionID\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnnouncePresence($pageID: Int!, $tabId: String!, $dirty: Boolean!) {\n    announcePresence(pageID: $pageID, tabId: $tabId, dirty: $dirty) {\n      expiresInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation AnnouncePresence($pageID: Int!, $tabId: String!, $dirty: Boolean!) {\n    announcePresence(pageID: $pageID, tabId: $tabId, dirty: $dirty) {\n      expiresInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TranslationSourceFields on Page {\n    id\n    outOfDate\n    translationSource {\n      pageID\n      locale\n      versionID\n    }\n  }\n"): (typeof documents)["\n  fragment TranslationSourceFields on Page {\n    id\n    outOfDate\n    translationSource {\n      pageID\n      locale\n      versionID\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranslationSourceState($id: Int!) {\n    page(id: $id) {\n      page {\n        ...TranslationSourceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TranslationSourceState($id: Int!) {\n    page(id: $id) {\n      page {\n        ...TranslationSourceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SourceChanges($id: Int!) {\n    sourceChanges(pageID: $id) {\n      headVersionID\n      outOfDate\n      source {\n        pageID\n        locale\n        versionID\n      }\n    }\n  }\n"): (typeof documents)["\n  query SourceChanges($id: Int!) {\n    sourceChanges(pageID: $id) {\n      headVersionID\n      outOfDate\n      source {\n        pageID\n        locale\n        versionID\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkTranslationUpToDate($id: Int!, $sourceVersionID: Int!) {\n    markTranslationUpToDate(pageID: $id, sourceVersionID: $sourceVersionID) {\n      page {\n        ...TranslationSourceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkTranslationUpToDate($id: Int!, $sourceVersionID: Int!) {\n    markTranslationUpToDate(pageID: $id, sourceVersionID: $sourceVersionID) {\n      page {\n        ...TranslationSourceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranslationStatus($id: Int!) {\n    translationStatus(pageID: $id) {\n      pageID\n      locale\n      title\n      slug\n      isSource\n      published\n      hasUnpublishedChanges\n      pendingRequest\n      outOfDate\n      status\n    }\n  }\n"): (typeof documents)["\n  query TranslationStatus($id: Int!) {\n    translationStatus(pageID: $id) {\n      pageID\n      locale\n      title\n      slug\n      isSource\n      published\n      hasUnpublishedChanges\n      pendingRequest\n      outOfDate\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkingDraft($pageID: Int!) {\n    workingDraft(pageID: $pageID) {\n      baseVersionID\n      baseRevision\n      updatedAt\n      title\n      blocks\n      typeData\n      seoTitle\n      seoDescription\n      seoKeywords\n      seoImage\n      tags\n      privateTags\n    }\n  }\n"): (typeof documents)["\n  query WorkingDraft($pageID: Int!) {\n    workingDraft(pageID: $pageID) {\n      baseVersionID\n      baseRevision\n      updatedAt\n      title\n      blocks\n      typeData\n      seoTitle\n      seoDescription\n      seoKeywords\n      seoImage\n      tags\n      privateTags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardWorkingDraft($pageID: Int!) {\n    discardWorkingDraft(pageID: $pageID) {\n      discarded\n    }\n  }\n"): (typeof documents)["\n  mutation DiscardWorkingDraft($pageID: Int!) {\n    discardWorkingDraft(pageID: $pageID) {\n      discarded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VersionSummaryFields on VersionSummary {\n    id\n    revision\n    title\n    authorName\n    createdAt\n    ageSeconds\n    restoredFromRevision\n    previousID\n    isHead\n    isPublished\n  }\n"): (typeof documents)["\n  fragment VersionSummaryFields on VersionSummary {\n    id\n    revision\n    title\n    authorName\n    createdAt\n    ageSeconds\n    restoredFromRevision\n    previousID\n    isHead\n    isPublished\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageHistory($id: Int!, $pageIndex: Int, $pageSize: Int) {\n    pageHistory(id: $id, pageIndex: $pageIndex, pageSize: $pageSize, sortOrder: \"desc\") {\n      totalItems\n      headVersionID\n      items {\n        ...VersionSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageHistory($id: Int!, $pageIndex: Int, $pageSize: Int) {\n    pageHistory(id: $id, pageIndex: $pageIndex, pageSize: $pageSize, sortOrder: \"desc\") {\n      totalItems\n      headVersionID\n      items {\n        ...VersionSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VersionChangeSummaryFields on VersionComparison {\n    from {\n      id\n      title\n    }\n    to {\n      id\n      title\n    }\n    changedFields\n    blocks {\n      key\n      type\n      change\n      changedProps\n    }\n  }\n"): (typeof documents)["\n  fragment VersionChangeSummaryFields on VersionComparison {\n    from {\n      id\n      title\n    }\n    to {\n      id\n      title\n    }\n    changedFields\n    blocks {\n      key\n      type\n      change\n      changedProps\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VersionComparison($from: Int!, $to: Int!) {\n    compareVersions(from: $from, to: $to) {\n      ...VersionChangeSummaryFields\n      from {\n        ...EditorVersionFields\n        createdAt\n      }\n      to {\n        ...EditorVersionFields\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query VersionComparison($from: Int!, $to: Int!) {\n    compareVersions(from: $from, to: $to) {\n      ...VersionChangeSummaryFields\n      from {\n        ...EditorVersionFields\n        createdAt\n      }\n      to {\n        ...EditorVersionFields\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparedPageType($id: Int!) {\n    page(id: $id) {\n      page {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComparedPageType($id: Int!) {\n    page(id: $id) {\n      page {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePageVersion($id: Int!, $revision: Int!) {\n    restorePageVersion(id: $id, revision: $revision) {\n      revision\n      pageVersion {\n        id\n        pageID\n        revision\n        title\n        restoredFrom\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePageVersion($id: Int!, $revision: Int!) {\n    restorePageVersion(id: $id, revision: $revision) {\n      revision\n      pageVersion {\n        id\n        pageID\n        revision\n        title\n        restoredFrom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewPageSetup($locale: String) {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewPageSetup($locale: String) {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n        fields {\n          ...ContentFieldParts\n          fields {\n            ...ContentFieldParts\n            fields {\n              ...ContentFieldParts\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePage($input: CreatePageInput!) {\n    createPage(input: $input) {\n      pageID\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePage($input: CreatePageInput!) {\n    createPage(input: $input) {\n      pageID\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageListSetup($locale: String) {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageListSetup($locale: String) {\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    contentModel {\n      pageTypes {\n        id\n        label(locale: $locale)\n        slugPrefix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageListFields on Page {\n    id\n    title\n    slug\n    locale\n    type\n    publishedVersionID\n    hasUnpublishedChanges\n    pendingPublicationRequests\n    outOfDate\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PageListFields on Page {\n    id\n    title\n    slug\n    locale\n    type\n    publishedVersionID\n    hasUnpublishedChanges\n    pendingPublicationRequests\n    outOfDate\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesList(\n    $type: String\n    $locale: String\n    $status: String\n    $outOfDate: Boolean\n    $tag: String\n    $pageIndex: Int\n    $pageSize: Int\n    $searchTerm: String\n    $columnToSort: String\n    $sortOrder: String\n    $after: String\n    $before: String\n  ) {\n    pages(\n      type: $type\n      locale: $locale\n      status: $status\n      outOfDate: $outOfDate\n      tag: $tag\n      pageIndex: $pageIndex\n      pageSize: $pageSize\n      searchTerm: $searchTerm\n      columnToSort: $columnToSort\n      sortOrder: $sortOrder\n      after: $after\n      before: $before\n    ) {\n      totalItems\n      nextCursor\n      previousCursor\n      items {\n        ...PageListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PagesList(\n    $type: String\n    $locale: String\n    $status: String\n    $outOfDate: Boolean\n    $tag: String\n    $pageIndex: Int\n    $pageSize: Int\n    $searchTerm: String\n    $columnToSort: String\n    $sortOrder: String\n    $after: String\n    $before: String\n  ) {\n    pages(\n      type: $type\n      locale: $locale\n      status: $status\n      outOfDate: $outOfDate\n      tag: $tag\n      pageIndex: $pageIndex\n      pageSize: $pageSize\n      searchTerm: $searchTerm\n      columnToSort: $columnToSort\n      sortOrder: $sortOrder\n      after: $after\n      before: $before\n    ) {\n      totalItems\n      nextCursor\n      previousCursor\n      items {\n        ...PageListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageLinkedFrom($id: Int!) {\n    pageLinkedFrom(id: $id) {\n      id\n      title\n      locale\n      slug\n    }\n  }\n"): (typeof documents)["\n  query PageLinkedFrom($id: Int!) {\n    pageLinkedFrom(id: $id) {\n      id\n      title\n      locale\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePage($id: Int!) {\n    deletePage(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePage($id: Int!) {\n    deletePage(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageTree($locale: String!, $parent: String, $type: String) {\n    pageTree(locale: $locale, parent: $parent, type: $type) {\n      slug\n      segment\n      pageID\n      title\n      hasChildren\n    }\n  }\n"): (typeof documents)["\n  query PageTree($locale: String!, $parent: String, $type: String) {\n    pageTree(locale: $locale, parent: $parent, type: $type) {\n      slug\n      segment\n      pageID\n      title\n      hasChildren\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePreviewDraft($input: PreviewDraftInput!) {\n    createPreviewDraft(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePreviewDraft($input: PreviewDraftInput!) {\n    createPreviewDraft(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationPageFields on Page {\n    id\n    title\n    slug\n    locale\n    revision\n    headVersionID\n    publishedVersionID\n    hasUnpublishedChanges\n    pendingPublicationRequests\n  }\n"): (typeof documents)["\n  fragment PublicationPageFields on Page {\n    id\n    title\n    slug\n    locale\n    revision\n    headVersionID\n    publishedVersionID\n    hasUnpublishedChanges\n    pendingPublicationRequests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPage($id: Int!, $revision: Int) {\n    publishPage(id: $id, revision: $revision) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishPage($id: Int!, $revision: Int) {\n    publishPage(id: $id, revision: $revision) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishPage($id: Int!) {\n    unpublishPage(id: $id) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishPage($id: Int!) {\n    unpublishPage(id: $id) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPublication($id: Int!, $comment: String!) {\n    requestPublication(id: $id, comment: $comment) {\n      id\n      pageVersionID\n      status\n      comment\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPublication($id: Int!, $comment: String!) {\n    requestPublication(id: $id, comment: $comment) {\n      id\n      pageVersionID\n      status\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingRequest($versionId: Int!) {\n    publicationRequestOfVersion(versionId: $versionId) {\n      ...PublicationRequestFields\n      status\n    }\n  }\n"): (typeof documents)["\n  query PendingRequest($versionId: Int!) {\n    publicationRequestOfVersion(versionId: $versionId) {\n      ...PublicationRequestFields\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationRequestFields on PublicationRequest {\n    id\n    pageID\n    pageTitle\n    pageLocale\n    pageSlug\n    pageVersionID\n    replacedVersionID\n    comment\n    requestedAt\n    ageSeconds\n    requestedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PublicationRequestFields on PublicationRequest {\n    id\n    pageID\n    pageTitle\n    pageLocale\n    pageSlug\n    pageVersionID\n    replacedVersionID\n    comment\n    requestedAt\n    ageSeconds\n    requestedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestComparison($from: Int!, $to: Int!) {\n    compareVersions(from: $from, to: $to) {\n      ...VersionChangeSummaryFields\n    }\n    contentModel {\n      blockTypes {\n        id\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestComparison($from: Int!, $to: Int!) {\n    compareVersions(from: $from, to: $to) {\n      ...VersionChangeSummaryFields\n    }\n    contentModel {\n      blockTypes {\n        id\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptPublication($versionId: Int!, $feedback: String!) {\n    acceptPublication(versionId: $versionId, feedback: $feedback) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptPublication($versionId: Int!, $feedback: String!) {\n    acceptPublication(versionId: $versionId, feedback: $feedback) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPublication($versionId: Int!, $feedback: String!) {\n    rejectPublication(versionId: $versionId, feedback: $feedback) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectPublication($versionId: Int!, $feedback: String!) {\n    rejectPublication(versionId: $versionId, feedback: $feedback) {\n      page {\n        ...PublicationPageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlugAvailable($pageId: Int, $type: String, $locale: String!, $slug: String!) {\n    slugAvailable(pageId: $pageId, type: $type, locale: $locale, slug: $slug) {\n      available\n      slug\n    }\n  }\n"): (typeof documents)["\n  query SlugAvailable($pageId: Int, $type: String, $locale: String!, $slug: String!) {\n    slugAvailable(pageId: $pageId, type: $type, locale: $locale, slug: $slug) {\n      available\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicTagSearch($term: String) {\n    tags(term: $term)\n  }\n"): (typeof documents)["\n  query PublicTagSearch($term: String) {\n    tags(term: $term)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivateTagSearch($term: String) {\n    privateTags(term: $term)\n  }\n"): (typeof documents)["\n  query PrivateTagSearch($term: String) {\n    privateTags(term: $term)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidatePageTag($tag: String!, $private: Boolean!) {\n    validateTag(tag: $tag, private: $private) {\n      tag\n      created\n    }\n  }\n"): (typeof documents)["\n  mutation ValidatePageTag($tag: String!, $private: Boolean!) {\n    validateTag(tag: $tag, private: $private) {\n      tag\n      created\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationRequests($pageIndex: Int, $pageSize: Int) {\n    publicationRequests(pageIndex: $pageIndex, pageSize: $pageSize) {\n      totalItems\n      items {\n        ...PublicationRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicationRequests($pageIndex: Int, $pageSize: Int) {\n    publicationRequests(pageIndex: $pageIndex, pageSize: $pageSize) {\n      totalItems\n      items {\n        ...PublicationRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReleaseFields on Release {\n    id\n    name\n    description\n    status\n    scheduledAt\n    outcome\n    feedback\n    itemCount\n    createdAt\n    publishedAt\n    createdBy {\n      id\n      name\n    }\n    reviewedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ReleaseFields on Release {\n    id\n    name\n    description\n    status\n    scheduledAt\n    outcome\n    feedback\n    itemCount\n    createdAt\n    publishedAt\n    createdBy {\n      id\n      name\n    }\n    reviewedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReleaseDetailFields on ReleaseDetail {\n    release {\n      ...ReleaseFields\n    }\n    items {\n      id\n      pageID\n      pageTitle\n      pageLocale\n      pageType\n      pageVersionID\n      versionRevision\n      applied\n      conflicts\n      movedOn\n      problems {\n        ...ContentCheckProblemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReleaseDetailFields on ReleaseDetail {\n    release {\n      ...ReleaseFields\n    }\n    items {\n      id\n      pageID\n      pageTitle\n      pageLocale\n      pageType\n      pageVersionID\n      versionRevision\n      applied\n      conflicts\n      movedOn\n      problems {\n        ...ContentCheckProblemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Releases($status: String) {\n    releases(status: $status) {\n      totalItems\n      items {\n        ...ReleaseFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Releases($status: String) {\n    releases(status: $status) {\n      totalItems\n      items {\n        ...ReleaseFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Release($id: Int!) {\n    release(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Release($id: Int!) {\n    release(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRelease($name: String!, $description: String!) {\n    createRelease(name: $name, description: $description) {\n      release {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRelease($name: String!, $description: String!) {\n    createRelease(name: $name, description: $description) {\n      release {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReleaseItem($id: Int!, $pageId: Int!) {\n    addReleaseItem(id: $id, pageId: $pageId) {\n      ...ReleaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddReleaseItem($id: Int!, $pageId: Int!) {\n    addReleaseItem(id: $id, pageId: $pageId) {\n      ...ReleaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveReleaseItem($id: Int!, $itemId: Int!) {\n    removeReleaseItem(id: $id, itemId: $itemId) {\n      ...ReleaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveReleaseItem($id: Int!, $itemId: Int!) {\n    removeReleaseItem(id: $id, itemId: $itemId) {\n      ...ReleaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepinReleaseItem($id: Int!, $itemId: Int!) {\n    repinReleaseItem(id: $id, itemId: $itemId) {\n      ...ReleaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RepinReleaseItem($id: Int!, $itemId: Int!) {\n    repinReleaseItem(id: $id, itemId: $itemId) {\n      ...ReleaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReleaseReview($id: Int!) {\n    requestReleaseReview(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestReleaseReview($id: Int!) {\n    requestReleaseReview(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewRelease($id: Int!, $decision: String!, $feedback: String!) {\n    reviewRelease(id: $id, decision: $decision, feedback: $feedback) {\n      ...ReleaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewRelease($id: Int!, $decision: String!, $feedback: String!) {\n    reviewRelease(id: $id, decision: $decision, feedback: $feedback) {\n      ...ReleaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishRelease($id: Int!) {\n    publishRelease(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishRelease($id: Int!) {\n    publishRelease(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleRelease($id: Int!, $at: String!) {\n    scheduleRelease(id: $id, at: $at) {\n      ...ReleaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleRelease($id: Int!, $at: String!) {\n    scheduleRelease(id: $id, at: $at) {\n      ...ReleaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnscheduleRelease($id: Int!) {\n    unscheduleRelease(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnscheduleRelease($id: Int!) {\n    unscheduleRelease(id: $id) {\n      ...ReleaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollbackRelease($id: Int!, $force: Boolean!) {\n    rollbackRelease(id: $id, force: $force) {\n      ...ReleaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RollbackRelease($id: Int!, $force: Boolean!) {\n    rollbackRelease(id: $id, force: $force) {\n      ...ReleaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReleasePageSearch($searchTerm: String!) {\n    searchPages(searchTerm: $searchTerm) {\n      id\n      title\n      locale\n      type\n      slug\n    }\n  }\n"): (typeof documents)["\n  query ReleasePageSearch($searchTerm: String!) {\n    searchPages(searchTerm: $searchTerm) {\n      id\n      title\n      locale\n      type\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchIndexStatusFields on SearchIndexStatus {\n    pages\n    bytes\n    lastRebuildAt\n    lastRebuildError\n    rebuilding\n    rebuildDone\n    rebuildTotal\n  }\n"): (typeof documents)["\n  fragment SearchIndexStatusFields on SearchIndexStatus {\n    pages\n    bytes\n    lastRebuildAt\n    lastRebuildError\n    rebuilding\n    rebuildDone\n    rebuildTotal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchIndexStatus {\n    searchIndexStatus {\n      ...SearchIndexStatusFields\n    }\n  }\n"): (typeof documents)["\n  query SearchIndexStatus {\n    searchIndexStatus {\n      ...SearchIndexStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IndexAllPages {\n    indexAllPages {\n      ...SearchIndexStatusFields\n    }\n  }\n"): (typeof documents)["\n  mutation IndexAllPages {\n    indexAllPages {\n      ...SearchIndexStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAllPages {\n    removeAllPages {\n      ...SearchIndexStatusFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveAllPages {\n    removeAllPages {\n      ...SearchIndexStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentMigrationReportFields on ContentMigrationReport {\n    rowsRead\n    rowsChanged\n    failureCount\n    migrations {\n      kind\n      type\n      from\n      to\n      rows\n      copies\n    }\n    failures {\n      source\n      pageID\n      revision\n      blockKey\n      kind\n      type\n      from\n      to\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment ContentMigrationReportFields on ContentMigrationReport {\n    rowsRead\n    rowsChanged\n    failureCount\n    migrations {\n      kind\n      type\n      from\n      to\n      rows\n      copies\n    }\n    failures {\n      source\n      pageID\n      revision\n      blockKey\n      kind\n      type\n      from\n      to\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentMigrationRunFields on ContentMigrationRun {\n    id\n    status\n    reverse\n    startedAt\n    finishedAt\n    report {\n      ...ContentMigrationReportFields\n    }\n  }\n"): (typeof documents)["\n  fragment ContentMigrationRunFields on ContentMigrationRun {\n    id\n    status\n    reverse\n    startedAt\n    finishedAt\n    report {\n      ...ContentMigrationReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentMigrationStatus {\n    contentMigrationStatus {\n      pending {\n        kind\n        type\n        stored\n        current\n      }\n      lastRun {\n        ...ContentMigrationRunFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentMigrationStatus {\n    contentMigrationStatus {\n      pending {\n        kind\n        type\n        stored\n        current\n      }\n      lastRun {\n        ...ContentMigrationRunFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentMigrationDryRun($reverse: String) {\n    contentMigrationDryRun(reverse: $reverse) {\n      ...ContentMigrationReportFields\n    }\n  }\n"): (typeof documents)["\n  query ContentMigrationDryRun($reverse: String) {\n    contentMigrationDryRun(reverse: $reverse) {\n      ...ContentMigrationReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunContentMigrations($reverse: String) {\n    runContentMigrations(reverse: $reverse) {\n      ...ContentMigrationRunFields\n    }\n  }\n"): (typeof documents)["\n  mutation RunContentMigrations($reverse: String) {\n    runContentMigrations(reverse: $reverse) {\n      ...ContentMigrationRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteSettingsFields on SiteSettings {\n    siteName {\n      locale\n      value\n    }\n    logoId\n    faviconId\n    shareImageId\n    footerText {\n      locale\n      value\n    }\n    footerLinks {\n      locale\n      label\n      pageId\n      url\n    }\n    social {\n      network\n      url\n    }\n    colours {\n      primary\n      primaryText\n      accent\n      accentText\n      background\n      text\n    }\n    fontPair\n    homePages {\n      locale\n      pageId\n    }\n    notFoundPages {\n      locale\n      pageId\n    }\n    mailSender {\n      name\n      address\n    }\n  }\n"): (typeof documents)["\n  fragment SiteSettingsFields on SiteSettings {\n    siteName {\n      locale\n      value\n    }\n    logoId\n    faviconId\n    shareImageId\n    footerText {\n      locale\n      value\n    }\n    footerLinks {\n      locale\n      label\n      pageId\n      url\n    }\n    social {\n      network\n      url\n    }\n    colours {\n      primary\n      primaryText\n      accent\n      accentText\n      background\n      text\n    }\n    fontPair\n    homePages {\n      locale\n      pageId\n    }\n    notFoundPages {\n      locale\n      pageId\n    }\n    mailSender {\n      name\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettingsScreen {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    socialNetworks {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SiteSettingsScreen {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n    settings {\n      availableLocales\n      defaultLocale\n    }\n    socialNetworks {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleFields on Role {\n    id\n    name\n    builtIn\n    permissions {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment RoleFields on Role {\n    id\n    name\n    builtIn\n    permissions {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles {\n    roles {\n      ...RoleFields\n    }\n    permissions\n  }\n"): (typeof documents)["\n  query Roles {\n    roles {\n      ...RoleFields\n    }\n    permissions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      ...RoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      ...RoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($id: Int!, $input: RoleInput!) {\n    updateRole(id: $id, input: $input) {\n      ...RoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($id: Int!, $input: RoleInput!) {\n    updateRole(id: $id, input: $input) {\n      ...RoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: Int!) {\n    deleteRole(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: Int!) {\n    deleteRole(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserListFields on User {\n    id\n    name\n    email\n    jobTitle\n    status\n    image\n    createdAt\n    lastLoginAt\n    role {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment UserListFields on User {\n    id\n    name\n    email\n    jobTitle\n    status\n    image\n    createdAt\n    lastLoginAt\n    role {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersList($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    users(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      totalItems\n      items {\n        ...UserListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsersList($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {\n    users(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {\n      totalItems\n      items {\n        ...UserListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleOptions {\n    roles {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RoleOptions {\n    roles {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserListFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...UserListFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...UserListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    includePersonalData\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    includePersonalData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints($locale: String) {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n    webhookEvents(locale: $locale) {\n      name\n      label\n      personalData\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints($locale: String) {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n    webhookEvents(locale: $locale) {\n      name\n      label\n      personalData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($url: String!, $description: String, $events: [String!]!, $enabled: Boolean, $includePersonalData: Boolean) {\n    createWebhookEndpoint(url: $url, description: $description, events: $events, enabled: $enabled, includePersonalData: $includePersonalData) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($url: String!, $description: String, $events: [String!]!, $enabled: Boolean, $includePersonalData: Boolean) {\n    createWebhookEndpoint(url: $url, description: $description, events: $events, enabled: $enabled, includePersonalData: $includePersonalData) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: Int!, $url: String, $description: String, $events: [String!], $enabled: Boolean, $includePersonalData: Boolean) {\n    updateWebhookEndpoint(id: $id, url: $url, description: $description, events: $events, enabled: $enabled, includePersonalData: $includePersonalData) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: Int!, $url: String, $description: String, $events: [String!], $enabled: Boolean, $includePersonalData: Boolean) {\n    updateWebhookEndpoint(id: $id, url: $url, description: $description, events: $events, enabled: $enabled, includePersonalData: $includePersonalData) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: Int!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: Int!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastResponse\n    lastError\n    createdAt\n    deliveredAt\n    nextAttemptAt\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastResponse\n    lastError\n    createdAt\n    deliveredAt\n    nextAttemptAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: Int!, $pageIndex: Int!) {\n    webhookDeliveries(endpointId: $endpointId, pageIndex: $pageIndex) {\n      totalItems\n      items {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: Int!, $pageIndex: Int!) {\n    webhookDeliveries(endpointId: $endpointId, pageIndex: $pageIndex) {\n      totalItems\n      items {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($id: String!) {\n    redeliverWebhook(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($id: String!) {\n    redeliverWebhook(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWebhookTest($id: Int!) {\n    sendWebhookTest(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendWebhookTest($id: Int!) {\n    sendWebhookTest(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;