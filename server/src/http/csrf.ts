import { csrfSync } from 'csrf-sync';
import type { RequestHandler } from 'express';
import { DomainError } from '../errors.js';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const { generateToken, isRequestValid } = csrfSync({
  getTokenFromRequest: (req) => req.get(CSRF_HEADER),
  size: 32,
});

/**
 * DESIGN.md §5: every API response carries the session's token in X-CSRF-Token; every
 * unsafe request must echo it and send X-Requested-With: XMLHttpRequest, or it is refused
 * before anything (body parsing included) runs.
 */
export const csrfProtection: RequestHandler = (req, res, next) => {
  res.setHeader('X-CSRF-Token', generateToken(req));
  if (SAFE_METHODS.has(req.method)) return next();
  if (req.get('x-requested-with') !== 'XMLHttpRequest') {
    return next(new DomainError('UM_01', 'X-Requested-With', 403));
  }
  if (!isRequestValid(req)) return next(new DomainError('UM_01', 'X-CSRF-Token', 403));
  next();
};
