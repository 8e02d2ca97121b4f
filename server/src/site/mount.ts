import express, { Router, type RequestHandler } from 'express';
import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AnswerTags } from '../cdn/tags.js';
import type { GraphQLContext } from '../graphql/context.js';
import { outageOf, type Outage } from '../http/outage.js';
import { precompressedStatic } from '../http/precompressed-static.js';
import { unavailablePage } from '../http/unavailable-page.js';
import { rememberRenderTags } from './mirror/render-tags.js';
import { sendWhole } from './whole-response.js';

/**
 * What the Astro site receives in `Astro.locals.blokwerk`: GraphQL executed in-process
 * against the same schema, with the visitor's request as context (no loopback HTTP hop).
 */
export interface SiteLocals {
  blokwerk: {
    execute(document: DocumentNode, variables?: Record<string, unknown>): Promise<ExecutionResult>;
    /** The public origin (BLOKWERK_PUBLIC_URL, else the server's own URL) for canonical links and the sitemap. */
    publicUrl: string;
    /** The path as the client sent it (percent-escapes kept), which Astro.url has decoded. */
    requestPath: string;
    /** The extensions this server runs: the site leaves out the shell of any other it was built with. */
    extensions: readonly string[];
  };
}

type AstroHandler = (...args: [...Parameters<RequestHandler>, locals?: SiteLocals]) => void;

interface AstroEntry {
  handler: AstroHandler;
}

/**
 * The draft preview (site/src/pages/-/preview/[versionId].astro). Its first segment `-` can be
 * neither a slug segment (letters, digits, inner hyphens) nor a locale, so no page collides.
 */
const PREVIEW_ROUTE = /^\/-\/preview(?:\/|$)/i;

export interface SiteContexts {
  /** Visitors: anonymous, without a session, so public pages never set a cookie. */
  visitor(req: express.Request, res: express.Response): GraphQLContext;
  /** The API's session and request context (`req.ctx`), mounted for the preview only. */
  editor: readonly RequestHandler[];
}

/** The URL paths of the build's public files (site/public), fixed once built. */
function publicFilePaths(clientDir: string): Set<string> {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(files.map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`));
}

/** The Astro SSR site (@astrojs/node in middleware mode) for every path the API and admin leave. */
/** `mirrored`: the static mirror keeps renders, and needs their tags even when no header carries them. */
export async function siteRouter(
  schema: GraphQLSchema,
  contexts: SiteContexts,
  distDir: string,
  tagHeaders: readonly string[],
  mirrored = false,
): Promise<Router> {
  const router = Router();
  const entry = path.join(distDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) {
    router.use((_req, res) => {
      res.status(503).type('text/plain').send('The site has not been built yet: run `npm run build`.');
    });
    return router;
  }
  router.use('/_astro', precompressedStatic(path.join(distDir, 'client', '_astro'), { immutable: true, maxAge: '1y' }));
  // Only for the build's own files: every page render would otherwise pay a file-system lookup first.
  const clientDir = path.join(distDir, 'client');
  const publicFiles = publicFilePaths(clientDir);
  const servePublic = precompressedStatic(clientDir, { index: false, maxAge: '1h' });
  router.use((req, res, next) => {
    if (publicFiles.has(req.path)) servePublic(req, res, next);
    else next();
  });
  const { handler } = (await import(pathToFileURL(entry).href)) as AstroEntry;
  const render = (req: express.Request, res: express.Response, next: express.NextFunction, contextValue: GraphQLContext) => {
    // What the render's operations declare becomes the answer's cache tags, for a CDN in front
    // (cdn/tags.ts) and the static mirror (site/mirror/).
    const tags = tagHeaders.length || mirrored ? new AnswerTags() : undefined;
    if (tags && mirrored) rememberRenderTags(res, tags);
    // A read that failed for an outage (the database down) makes the whole answer the
    // unavailable page, however the page went on: 503 and Retry-After rather than a 500 or a half page.
    let outage: Outage | undefined;
    sendWhole(res, (body) => {
      if (outage) return unavailablePage(req, res, outage);
      tags?.writeTo(res, tagHeaders);
      return body;
    });
    handler(req, res, next, {
      blokwerk: {
        execute: async (document, variableValues) => {
          // The operations this execution runs report their declared tags to the answer's (cdn/tags.ts).
          const sink = tags?.execution();
          const executionContext = sink ? { ...contextValue, ctx: { ...contextValue.ctx, cacheTags: sink } } : contextValue;
          const result = await execute({ schema, document, variableValues, contextValue: executionContext });
          sink?.done();
          const failed = outage ? undefined : result.errors?.map((error) => outageOf(error)).find((found) => found !== undefined);
          if (failed) {
            outage = failed;
            contextValue.ctx.log.warn({ outage: failed.cause, status: failed.status }, failed.summary);
          }
          return result;
        },
        publicUrl: contextValue.ctx.services.publicUrl(),
        requestPath: req.path,
        extensions: contextValue.ctx.services.platform.extensions,
      },
    });
  };
  // The preview renders as the signed-in editor; the operations decide what that editor may see.
  router.all(PREVIEW_ROUTE, ...contexts.editor, (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // The admin's preview panel frames it; the page's CSP says frame-ancestors 'self' too.
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    render(req, res, next, { ctx: req.ctx, req, res });
  });
  router.use((req, res, next) => {
    // Public pages are never framed (their CSP says frame-ancestors 'none').
    res.setHeader('X-Frame-Options', 'DENY');
    render(req, res, next, contexts.visitor(req, res));
  });
  return router;
}
