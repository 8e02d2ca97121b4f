/**
 * What a caller without a session gets from a route (README, "Endpoints"):
 * by default a session on first contact, its CSRF token tied to it. `stateless`: a signed
 * token and the cookie it is tied to, and no session row (published pages read by a headless
 * front end). `none`: neither token nor cookie, so a shared cache may keep the answer (public files).
 */
export type VisitorSession = 'stateless' | 'none';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set before the CSRF check from the matched route's declaration (http/rest.ts). */
    visitorSession?: VisitorSession;
  }
}
