import { csrfSync } from 'csrf-sync';
import type { Request, RequestHandler, Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors.js';

export const CSRF_HEADER = 'x-csrf-token';
/** Holds the nonce a visitor's stateless token is derived from (no session row behind it). */
export const VISITOR_CSRF_COOKIE = 'blokwerk_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const VISITOR_NONCE = new RegExp(`(?:^|;\\s*)${VISITOR_CSRF_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`);
const nonceOf = (req: Request) => VISITOR_NONCE.exec(req.get('cookie') ?? '')?.[1];

const { generateToken, getTokenFromRequest, getTokenFromState } = csrfSync({
  getTokenFromRequest: (req) => req.get(CSRF_HEADER),
  size: 32,
});

/** A new token for a new session (after sign-in or sign-out). */
export function issueCsrfToken(req: Request): string {
  return generateToken(req, true);
}

/** csrf-sync compares with ===; this comparison takes the same time wherever the strings differ. */
function sameToken(sent: unknown, expected: string | undefined): boolean {
  if (typeof sent !== 'string' || expected === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Stateless tokens for callers without a session: the token is an HMAC of a random nonce kept
 * in an HttpOnly cookie. Another site can neither read the token nor forge one for its own
 * nonce, so it is as good as a session's token for the requests a visitor makes (signing in),
 * and reading a published page writes no session row.
 */
function visitorTokens(secret: string) {
  const key = createHmac('sha256', secret).update('blokwerk visitor csrf').digest();
  const tokenFor = (nonce: string) => createHmac('sha256', key).update(nonce).digest('hex');
  return {
    /** The caller's token, setting the cookie it is tied to when the caller has none yet. */
    issue(req: Request, res: Response): string {
      let nonce = nonceOf(req);
      if (!nonce) {
        nonce = randomBytes(32).toString('base64url');
        res.cookie(VISITOR_CSRF_COOKIE, nonce, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
      }
      return tokenFor(nonce);
    },
    matches(req: Request): boolean {
      const nonce = nonceOf(req);
      return nonce !== undefined && sameToken(getTokenFromRequest(req), tokenFor(nonce));
    },
  };
}

/**
 * DESIGN.md §5: every API response carries a token in X-CSRF-Token; every unsafe request must
 * echo it and send X-Requested-With: XMLHttpRequest, or it is refused before anything (body
 * parsing included) runs. With a session the token is the session's; a caller without one gets
 * what the matched route declares (`req.visitorSession`, see http/rest.ts): by default a session
 * on first contact, a stateless token, or nothing (public files a shared cache may keep). An
 * unsafe request without a session must carry a valid stateless token; it is checked before a
 * session is written, so a refused request stores nothing.
 */
export function csrfProtection(secret: string): RequestHandler {
  const visitor = visitorTokens(secret);
  return (req, res, next) => {
    const sessionToken = getTokenFromState(req);
    const safe = SAFE_METHODS.has(req.method);
    if (!safe) {
      if (req.get('x-requested-with') !== 'XMLHttpRequest') return next(new DomainError('UM_01', 'X-Requested-With', 403));
      const valid = typeof sessionToken === 'string' ? sameToken(getTokenFromRequest(req), sessionToken) : visitor.matches(req);
      if (!valid) return next(new DomainError('UM_01', 'X-CSRF-Token', 403));
    }
    if (typeof sessionToken === 'string') {
      res.setHeader('X-CSRF-Token', sessionToken);
      return next();
    }
    if (safe && req.visitorSession === 'none') return next();
    if (safe && req.visitorSession === 'stateless') {
      res.setHeader('X-CSRF-Token', visitor.issue(req, res));
      return next();
    }
    res.setHeader('X-CSRF-Token', generateToken(req));
    // express-session would store a new session only while the body is being sent, after the
    // headers: a client quick to use the token could then reach another process before it exists.
    req.session.save((error) => next(error));
  };
}
