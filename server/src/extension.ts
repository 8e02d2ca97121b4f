// What an extension's server part may use of core: `@blokwerk/server/extension`
// (docs/extensions.md). Anything else of server/src is core's own and may change.
export { defineExtension, type Extension, type PermissionDeclaration } from './extensions/extension.js';
export type { AdminMenuItem } from './modules/admin-menu/menu-item.js';
export type { SiteRoute } from './modules/menu/site-route.js';
export type { FeatureModule, BackgroundDeps, BackgroundTask, SeedDeps } from './modules/module.js';
export type { BlockCategory, BlockType, PageType, TypeDataProblem } from './content-model/registry.js';
export type { LocalizedText } from './content-model/labels.js';
export type { FieldDef } from './content-model/fields.js';
// Versions of a block or page type and the typed steps of their migrations (docs/extensions.md, "Changing a type").
export { cannotMigrate, mapValue, mergeFields, moveBlock, renameField, splitField, unwrapList, wrapInList } from './content-model/migrations/steps.js';
export type { ContentMigration, FieldValues, MigrationStep } from './content-model/migrations/steps.js';
export type { CheckParams, CheckSeverity, CheckSubject, ContentCheck, Finding } from './modules/checks/types.js';
export { defineOperation, type Access, type AfterCommitContext, type Operation, type OperationContext } from './operations/define.js';
export { invoke } from './operations/invoke.js';
// Hook points around core's operations, and the cache tags an extension's operations declare.
export type { AfterHook, BeforeHook, Hooks } from './operations/hooks.js';
export type { PageToSave, PublishedPage } from './operations/hook-points.js';
export { extensionTags } from './cdn/tags.js';
export { recordId } from './operations/fields.js';
export { containsPattern, listInput, type ListPage } from './operations/pagination.js';
export { DomainError, type ErrorCode } from './errors.js';
export { Guarded } from './graphql/access.js';
export { derivedResolver, rootField } from './graphql/derive/resolver.js';
export { defaultUnshown, named, shownAs } from './operations/contract.js';
export { CursorListArgs, CursorListFields, CursorPagingArgs, ListArgs } from './graphql/list-args.js';
export { keysetInput } from './operations/keyset.js';
export { findCursorPage, type CursorListPage } from './operations/keyset-list.js';
export { sqlKeyset, type KeysetRow, type SqlSort } from './operations/keyset-sql.js';
export type { GraphQLContext } from './graphql/context.js';
export { route, type RestRoute } from './http/rest.js';
export { sameSitePath } from './http/same-site-path.js';
export { plainFormPost } from './http/plain-form.js';
export type { Failure } from './http/error-handler.js';
// Private files (an extension's uploads no public route may serve) and the multipart forms that bring them.
export { privateFiles, type PrivateFiles } from './modules/media/private-files.js';
export { streamedForm } from './modules/media/upload/form.js';
export { isReceivedFile, type ReceivedFile } from './modules/media/upload/receive.js';
export { emitContentEvent } from './events/content-events.js';
// Signed webhooks: an extension's own events (declared on defineExtension's `webhookEvents`), queued in the caller's transaction.
export { defineWebhookEvent, type WebhookEventDeclaration } from './modules/webhooks/events.js';
export { emitWebhookEvent, type EmitOptions, type WebhookData } from './modules/webhooks/emit.js';
export { rememberedRead } from './events/event-cleared-cache.js';
// A module's own periodic cleaning (expired rows), on retention's timer.
export { everyRetentionInterval } from './modules/retention.js';
export * as coreOperations from './extensions/core-operations.js';
// Core's pages and site settings, read without naming core's tables (published content; drafts for editors).
export * as content from './extensions/content-read.js';
export type { ContentList, ContentPage, ContentQuery, ContentReader, PageFacts, PageQuery } from './extensions/content-read.js';
