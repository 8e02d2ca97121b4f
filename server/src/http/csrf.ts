import { csrfSync } from 'csrf-sync';
import type { Request, RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors.js';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const { generateToken, getTokenFromRequest, getTokenFromState } = csrfSync({
  getTokenFromRequest: (req) => req.get(CSRF_HEADER),
  size: 32,
});

/** A new token for a new session (after sign-in or sign-out). */
export function issueCsrfToken(req: Request): string {
  return generateToken(req, true);
}

/** csrf-sync compares with ===; the comparison here takes the same time wherever the strings differ. */
function tokenMatches(req: Request): boolean {
  const sent = getTokenFromRequest(req);
  const stored = getTokenFromState(req);
  if (typeof sent !== 'string' || typeof stored !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * DESIGN.md §5: every API response carries the session's token in X-CSRF-Token; every
 * unsafe request must echo it and send X-Requested-With: XMLHttpRequest, or it is refused
 * before anything (body parsing included) runs. `sessionless` names the safe requests a
 * visitor without a session makes without being given one (public media: a Set-Cookie would
 * keep shared caches from storing it); callers who have a session keep it and its token.
 */
export function csrfProtection(sessionless: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    const known = typeof getTokenFromState(req) === 'string';
    if (!known && SAFE_METHODS.has(req.method) && sessionless(req)) return next();
    res.setHeader('X-CSRF-Token', generateToken(req));
    const check = () => {
      if (SAFE_METHODS.has(req.method)) return next();
      if (req.get('x-requested-with') !== 'XMLHttpRequest') {
        return next(new DomainError('UM_01', 'X-Requested-With', 403));
      }
      if (!tokenMatches(req)) return next(new DomainError('UM_01', 'X-CSRF-Token', 403));
      next();
    };
    if (known) return check();
    // express-session would store a new session only while the body is being sent, after the
    // headers: a client quick to use the token could then reach another process before it exists.
    req.session.save((error) => (error ? next(error) : check()));
  };
}
