// `@blokwerk/server/testing`: what core's own tests use, for extensions' tests. Extensions import the
// friendlier `@blokwerk/testing`, which re-exports this; nothing here is part of the running server.
// A project that compiles this barrel (an extension's tests) gets libqp's declaration too: the
// package ships none, and an ambient declaration cannot be imported.
// oxlint-disable-next-line typescript/triple-slash-reference
/// <reference path="./libqp.d.ts" />

// A server for the enclosing describe, its database, and calls into it as the admin makes them.
export type { Extension } from '../../src/extensions/extension.js';
export * from './test-server.js';
export * from './test-database.js';
export * from './api-client.js';
export * from './accounts.js';
export * from './gql.js';
export * from './cursor-lists.js';
export * from './outbox.js';
export * from './poll.js';
export * from './site-page.js';
export * from './stored-files.js';
export * from './temp-uploads.js';
export * from './png.js';

// Chromium through playwright-core, the admin's editor, axe.
export * from './browser.js';
export { findChromium } from './chromium.js';
export * from './editor.js';
export * from './axe.js';

// Servers in their own process, builds with other extensions, and the infrastructure around them.
export * from './spawn-server.js';
export * from './extension-build.js';
export * from './external-postgres.js';
export * from './media-faults.js';
export * from './nginx.js';

// Core internals a test of a whole extension sometimes needs: a second server on the same database,
// the assembled platform, the media journal, the embedded database's address, the repository's root.
export { loadConfig } from '../../src/config.js';
export { createLogger } from '../../src/logger.js';
export { startServer } from '../../src/server.js';
export { repoRoot } from '../../src/paths.js';
export { assemblePlatform } from '../../src/extensions/platform.js';
export { mediaRuntime } from '../../src/modules/media/runtime.js';
export { runningEmbeddedUrl } from '../../src/db/embedded.js';
