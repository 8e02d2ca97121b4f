import type { Request, Response } from 'express';
import { DomainError } from '../errors.js';
import type { SessionPort } from '../operations/define.js';
import { issueCsrfToken } from './csrf.js';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
  }
}

function regenerate(req: Request, res: Response, userId: number | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    // A new session id on every change of identity: a fixated or stolen anonymous id is worthless.
    req.session.regenerate((error) => {
      if (error) return reject(error);
      if (userId !== undefined) req.session.userId = userId;
      res.setHeader('X-CSRF-Token', issueCsrfToken(req));
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** The express-session behind the operations' SessionPort. */
export function expressSessionPort(req: Request, res: Response): SessionPort {
  return {
    get id() {
      return req.session.id;
    },
    get userId() {
      return req.session.userId;
    },
    signIn: (userId) => regenerate(req, res, userId),
    signOut: () => regenerate(req, res, undefined),
    touch: () => new Promise((resolve, reject) => {
      req.session.touch();
      req.session.save((error) => (error ? reject(error) : resolve()));
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
