import { csrfSync } from 'csrf-sync';
import type { Request, RequestHandler, Response } from 'express';
import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '../errors.js';

export const CSRF_HEADER = 'x-csrf-token';
/** Holds the nonce a visitor's stateless token is derived from (no session row behind it). */
export const VISITOR_CSRF_COOKIE = 'blokwerk_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const VISITOR_NONCE = new RegExp(`(?:^|;\\s*)${VISITOR_CSRF_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`);
const nonceOf = (req: IncomingMessage) => VISITOR_NONCE.exec(req.headers.cookie ?? '')?.[1];

const { generateToken, getTokenFromRequest, getTokenFromState } = csrfSync({
  getTokenFromRequest: (req) => req.get(CSRF_HEADER),
  size: 32,
});

/** A new token for a new session (after sign-in). */
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

/** Random bytes for this many nonces are drawn at once: one system call per 256 new visitors, not per visitor. */
const NONCE_BYTES = 32;
const NONCE_POOL_BYTES = NONCE_BYTES * 256;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

function newNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64url', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** Tokens for callers without a session (see visitorTokens). */
export interface VisitorTokens {
  /** The caller's token, setting the cookie it is tied to when the caller has none yet. */
  issue(req: Request, res: Response): string;
  /** The same, ahead of express (http/visitor-answer.ts): `secure` says whether the cookie is https-only. */
  issueTo(req: IncomingMessage, res: ServerResponse, secure: boolean): string;
  matches(req: Request): boolean;
}

/**
 * Stateless tokens for callers without a session: the token is an HMAC of a random nonce kept
 * in an HttpOnly cookie. Another site can neither read the token nor forge one for a nonce of
 * its own, so it protects a visitor's requests (signing in) as a session's token would, while
 * a visitor costs no session row: sessions are created at sign-in only.
 */
export function visitorTokens(secret: string): VisitorTokens {
  // A KeyObject, made once: handed a Buffer, every createHmac would import the key anew (a
  // visible share of an anonymous REST read's CPU in the profile).
  const key = createSecretKey(createHmac('sha256', secret).update('blokwerk visitor csrf').digest());
  const tokenFor = (nonce: string) => createHmac('sha256', key).update(nonce).digest('hex');
  const issueTo = (req: IncomingMessage, res: ServerResponse, secure: boolean) => {
    let nonce = nonceOf(req);
    if (!nonce) {
      nonce = newNonce();
      // The nonce is base64url: nothing in it needs encoding.
      res.appendHeader('Set-Cookie', `${VISITOR_CSRF_COOKIE}=${nonce}; Path=/; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Lax`);
    }
    return tokenFor(nonce);
  };
  return {
    issue: (req, res) => issueTo(req, res, req.secure),
    issueTo,
    matches(req) {
      const nonce = nonceOf(req);
      return nonce !== undefined && sameToken(getTokenFromRequest(req), tokenFor(nonce));
    },
  };
}

/**
 * Does this unsafe request come from this site's own pages? Browsers say so in headers no page
 * can set: `Sec-Fetch-Site` (every current browser), else `Origin` (sent with every form post).
 * A post from another site, or one without either header, is not taken for the site's own.
 */
export function fromOwnPages(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = req.get('origin');
  if (!origin || !URL.canParse(origin)) return false;
  return new URL(origin).host === req.host;
}

/**
 * Every API response carries a token in X-CSRF-Token; every unsafe request must
 * echo it and send X-Requested-With: XMLHttpRequest, or it is refused before anything (body
 * parsing included) runs. With a session the token is the session's; a caller without one gets
 * a stateless token, or nothing on a `cookieless` route (public files a shared cache may keep).
 * A route that takes plain HTML forms (`htmlForm`) also accepts a post from the site's own
 * pages without the headers: a form cannot send them, and another site cannot post as the site.
 * A `tokenLink` route is authorised by the token its request carries, not by a session: no check.
 */
export function csrfProtection(visitor: VisitorTokens): RequestHandler {
  return (req, res, next) => {
    const sessionToken = getTokenFromState(req);
    const signedIn = typeof sessionToken === 'string';
    if (!SAFE_METHODS.has(req.method) && !(req.htmlForm && fromOwnPages(req)) && !req.tokenLink) {
      if (req.get('x-requested-with') !== 'XMLHttpRequest') return next(new DomainError('UM_01', 'X-Requested-With', 403));
      const valid = signedIn ? sameToken(getTokenFromRequest(req), sessionToken) : visitor.matches(req);
      if (!valid) return next(new DomainError('UM_01', 'X-CSRF-Token', 403));
    } else if (!signedIn && req.cookieless) {
      return next();
    }
    res.setHeader('X-CSRF-Token', signedIn ? sessionToken : visitor.issue(req, res));
    next();
  };
}
