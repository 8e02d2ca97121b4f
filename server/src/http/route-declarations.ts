import type { MikroORM } from '@mikro-orm/postgresql';
import { Router, type RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Services } from '../operations/define.js';
import { apiNotFound } from './error-handler.js';
import type { RestRoute } from './rest.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set before the CSRF check from the matched route's declaration. */
    cookieless?: true;
    /** The matched route takes plain HTML forms' posts (RouteSpec.htmlForm). */
    htmlForm?: true;
    /** The matched route is authorised by a token in the request (RouteSpec.tokenLink). */
    tokenLink?: true;
  }
}

/** How a `shared` route's answer to a caller without a session is marked shareable (http/shared-answer.ts). */
export type ShareAnswer = (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => void;

/**
 * Applies each route's `cookieless`, `shared`, `htmlForm`, `tokenLink` and `cacheControl` declarations
 * (matched by express itself, before the CSRF middleware needs them), so app assembly never
 * names a feature's paths. Runs after the session is read: a shared answer is a visitor's only.
 */
export function routeDeclarations(routes: readonly RestRoute[], share: ShareAnswer): Router {
  const router = Router();
  for (const { method, path, cookieless, shared, cacheControl, htmlForm, tokenLink } of routes) {
    if (!cookieless && !shared && !cacheControl && !htmlForm && !tokenLink) continue;
    router[method](path, (req, res, next) => {
      if (shared && req.session?.userId === undefined) {
        // The visitor's token and cookie are written with the answer's headers, kept or fresh (http/visitor-answer.ts).
        req.cookieless = true;
        share(req, res);
        return next();
      }
      if (cookieless) req.cookieless = cookieless;
      if (htmlForm) req.htmlForm = htmlForm;
      if (tokenLink) req.tokenLink = tokenLink;
      if (cacheControl) res.setHeader('Cache-Control', cacheControl);
      next();
    });
  }
  return router;
}

/** What a bearer endpoint is built with. */
export interface BearerEndpointDeps {
  orm: MikroORM;
  log: Logger;
  services: Services;
  config: Config;
  /** Every module's REST routes (an endpoint may offer their operations another way: the MCP tools). */
  routes: readonly RestRoute[];
}

/**
 * A path under /api/blokwerk whose callers prove who they are in each request (a bearer token),
 * never with a session cookie: it is mounted ahead of the session, the route declarations and the
 * CSRF check (a caller no cookie speaks for needs no CSRF protection), and authenticates every
 * request itself (FeatureModule.bearerEndpoints).
 */
export interface BearerEndpoint {
  /** Under /api/blokwerk: `/mcp`. */
  path: string;
  /** Its router; undefined when the configuration turns it off. */
  router(deps: BearerEndpointDeps): Router | undefined;
}

/**
 * The modules' bearer endpoints, to mount ahead of the session. One turned off answers every
 * method 404 (V_07), as an unknown API path, rather than a POST's 403 for its missing CSRF token.
 */
export function bearerEndpoints(endpoints: readonly BearerEndpoint[], deps: BearerEndpointDeps): Router {
  const router = Router();
  for (const endpoint of endpoints) {
    assertOwnPath(endpoint.path, deps.routes);
    router.use(endpoint.path, endpoint.router(deps) ?? apiNotFound);
  }
  return router;
}

/** A bearer endpoint's path is one segment that no route of the API uses: it must never take a CSRF-checked route's requests. */
function assertOwnPath(path: string, routes: readonly RestRoute[]): void {
  const taken = path === '/graphql' || routes.some((route) => route.path === path || route.path.startsWith(`${path}/`));
  if (!/^\/[a-z][a-z0-9-]*$/.test(path) || taken) throw new Error(`bearer endpoint ${path}: not one path segment of its own under /api/blokwerk`);
}
