/// <reference types="astro/client" />

import type { DocumentNode, ExecutionResult } from 'graphql';

declare global {
  namespace App {
    /** Passed in by the express server (server/src/site/mount.ts) on every request. */
    interface Locals {
      blokwerk: {
        /** Runs GraphQL in-process against the server's schema, with the visitor's request as context. */
        execute(document: DocumentNode, variables?: Record<string, unknown>): Promise<ExecutionResult>;
        /** The public origin without a trailing slash, for canonical links and the sitemap. */
        publicUrl: string;
        /** The path as the client sent it (percent-escapes kept), which Astro.url has decoded. */
        requestPath: string;
        /**
         * The extensions the server runs, by name. A site built with an extension the server does
         * not run (a test's server, a deploy out of step) leaves that extension's shell out.
         */
        extensions: readonly string[];
      };
    }
  }
}
