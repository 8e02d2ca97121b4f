import { Router, type RequestHandler } from 'express';
import type { RestRoute } from './rest.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set before the CSRF check from the matched route's declaration. */
    cookieless?: true;
    /** The matched route takes plain HTML forms' posts (RouteSpec.htmlForm). */
    htmlForm?: true;
  }
}

/** How a `shared` route's answer to a caller without a session is marked shareable (http/shared-answer.ts). */
export type ShareAnswer = (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => void;

/**
 * Applies each route's `cookieless`, `shared`, `htmlForm` and `cacheControl` declarations
 * (matched by express itself, before the CSRF middleware needs them), so app assembly never
 * names a feature's paths. Runs after the session is read: a shared answer is a visitor's only.
 */
export function routeDeclarations(routes: readonly RestRoute[], share: ShareAnswer): Router {
  const router = Router();
  for (const { method, path, cookieless, shared, cacheControl, htmlForm } of routes) {
    if (!cookieless && !shared && !cacheControl && !htmlForm) continue;
    router[method](path, (req, res, next) => {
      if (shared && req.session?.userId === undefined) {
        req.cookieless = true;
        share(req, res);
        return next();
      }
      if (cookieless) req.cookieless = cookieless;
      if (htmlForm) req.htmlForm = htmlForm;
      if (cacheControl) res.setHeader('Cache-Control', cacheControl);
      next();
    });
  }
  return router;
}
