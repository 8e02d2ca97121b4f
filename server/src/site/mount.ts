import express, { Router, type RequestHandler } from 'express';
import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GraphQLContext } from '../graphql/context.js';
import { siteDistDir } from '../paths.js';

/**
 * What the Astro site receives in `Astro.locals.blokwerk`: GraphQL executed in-process
 * against the same schema, with the visitor's request as context (no loopback HTTP hop).
 */
export interface SiteLocals {
  blokwerk: {
    execute(document: DocumentNode, variables?: Record<string, unknown>): Promise<ExecutionResult>;
  };
}

type AstroHandler = (...args: [...Parameters<RequestHandler>, locals?: SiteLocals]) => void;

interface AstroEntry {
  handler: AstroHandler;
}

/** The Astro SSR site (@astrojs/node in middleware mode) for every path the API and admin leave. */
export async function siteRouter(schema: GraphQLSchema, contextFor: (req: express.Request, res: express.Response) => GraphQLContext, distDir: string = siteDistDir): Promise<Router> {
  const router = Router();
  const entry = path.join(distDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) {
    router.use((_req, res) => {
      res.status(503).type('text/plain').send('The site has not been built yet: run `npm run build`.');
    });
    return router;
  }
  router.use('/_astro', express.static(path.join(distDir, 'client', '_astro'), { immutable: true, maxAge: '1y' }));
  router.use(express.static(path.join(distDir, 'client'), { index: false, maxAge: '1h' }));
  const { handler } = (await import(pathToFileURL(entry).href)) as AstroEntry;
  router.use((req, res, next) => {
    const contextValue = contextFor(req, res);
    handler(req, res, next, {
      blokwerk: {
        execute: async (document, variableValues) => execute({ schema, document, variableValues, contextValue }),
      },
    });
  });
  return router;
}
