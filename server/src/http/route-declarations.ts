import { Router } from 'express';
import type { RestRoute } from './rest.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set before the CSRF check from the matched route's declaration. */
    cookieless?: true;
    /** The matched route takes plain HTML forms' posts (RouteSpec.htmlForm). */
    htmlForm?: true;
  }
}

/**
 * Applies each route's `cookieless`, `htmlForm` and `cacheControl` declarations (matched by express itself,
 * before the CSRF middleware needs them), so app assembly never names a feature's paths.
 */
export function routeDeclarations(routes: readonly RestRoute[]): Router {
  const router = Router();
  for (const { method, path, cookieless, cacheControl, htmlForm } of routes) {
    if (!cookieless && !cacheControl && !htmlForm) continue;
    router[method](path, (req, res, next) => {
      if (cookieless) req.cookieless = cookieless;
      if (htmlForm) req.htmlForm = htmlForm;
      if (cacheControl) res.setHeader('Cache-Control', cacheControl);
      next();
    });
  }
  return router;
}
