import type { Request, Response } from 'express';
import { DomainError } from '../errors.js';
import type { SessionPort } from '../operations/define.js';
import type { Session, SessionData } from 'express-session';
import { issueCsrfToken, type VisitorTokens } from './csrf.js';
import { SESSION_COOKIE } from './session.js';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** When the user signed in (ms): a session ends this long after, however active (absolute lifetime). */
    signedInAt?: number;
  }
}

function signIn(req: Request, res: Response, userId: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // A new session id on every change of identity: a fixated or stolen id is worthless.
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.userId = userId;
      req.session.signedInAt = Date.now();
      res.setHeader('X-CSRF-Token', issueCsrfToken(req));
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Ends the stored session; the caller goes on as a visitor, with a stateless token and no session row. */
export function endSession(req: Request, res: Response, visitor: VisitorTokens): Promise<void> {
  return new Promise((resolve, reject) => {
    const session = req.session as Session | undefined;
    if (!session) return resolve();
    session.destroy((error) => {
      if (error) return reject(error);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.setHeader('X-CSRF-Token', visitor.issue(req, res));
      resolve();
    });
  });
}

/** The express-session behind the operations' SessionPort. */
export function expressSessionPort(req: Request, res: Response, visitor: VisitorTokens): SessionPort {
  // Undefined once the session has ended during this request.
  const session = () => req.session as (Session & Partial<SessionData>) | undefined;
  return {
    get id() {
      return session()?.id;
    },
    get userId() {
      return session()?.userId;
    },
    signIn: (userId) => signIn(req, res, userId),
    signOut: () => endSession(req, res, visitor),
    touch: () =>
      new Promise((resolve, reject) => {
        const current = session();
        if (!current) return resolve();
        current.touch();
        current.save((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Site visitors have no session: anything that would need one is refused. */
export const noSessionPort: SessionPort = {
  id: undefined,
  userId: undefined,
  signIn: () => Promise.reject(new DomainError('V_07')),
  signOut: () => Promise.resolve(),
  touch: () => Promise.resolve(),
};
