import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';
import { ANONYMOUS } from '../operations/actor.js';
import type { OperationContext } from '../operations/define.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set for every API request: the actor, a request-scoped EntityManager and logger. */
    ctx: OperationContext;
  }
}

/** One EntityManager fork per request, so identity maps never leak between requests. */
export function operationContext(orm: MikroORM, log: Logger): RequestHandler {
  return (req, _res, next) => {
    req.ctx = { actor: ANONYMOUS, em: orm.em.fork(), log: req.log ?? log };
    next();
  };
}
