import { Router, type RequestHandler } from 'express';
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
