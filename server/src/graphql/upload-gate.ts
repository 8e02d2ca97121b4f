import type { RequestHandler } from 'express';
import { DomainError } from '../errors.js';

/**
 * graphql-upload writes every file part to a temporary file while it parses, before any
 * resolver can refuse the request. Only a signed-in caller may send a multipart GraphQL
 * request (both upload mutations need one anyway), and one that announces more than `maxBytes`
 * is refused unread. A body sent without a length is bounded by graphql-upload's own limits
 * (one file, its size, the operations field), so nobody fills the disk with refused requests.
 * The CSRF check has already run (app.ts): this gate sits between it and graphql-upload.
 */
export function uploadGate(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (req.ctx.actor.kind === 'anonymous') return next(new DomainError('UM_01', undefined, 401));
    if (Number(req.get('content-length') ?? 0) > maxBytes) return next(new DomainError('V_14', 'body', 413));
    next();
  };
}
