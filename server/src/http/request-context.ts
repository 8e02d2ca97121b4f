import type { EntityManager } from '@mikro-orm/postgresql';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';
import type { Actor } from '../operations/actor.js';
import type { OperationContext, Services } from '../operations/define.js';
import { afterCommitOutsideInvoke } from '../operations/invoke.js';
import { expressSessionPort } from './session-port.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set for every API request: the actor, a request-scoped EntityManager, logger and session. */
    ctx: OperationContext;
  }
}

export interface ContextDeps {
  orm: MikroORM;
  log: Logger;
  services: Services;
  loadActor(em: EntityManager, userId: number | undefined): Promise<Actor>;
}

/** One EntityManager fork per request, so identity maps never leak between requests. */
export function operationContext({ orm, log, services, loadActor }: ContextDeps): RequestHandler {
  return async (req, res, next) => {
    const em = orm.em.fork();
    const actor = await loadActor(em, req.session.userId);
    // The account is gone or deactivated: the session no longer speaks for anyone.
    if (req.session.userId !== undefined && actor.kind === 'anonymous') delete req.session.userId;
    req.ctx = {
      actor,
      em,
      log: req.log ?? log,
      session: expressSessionPort(req, res),
      request: { ip: req.ip ?? 'unknown' },
      services,
      afterCommit: afterCommitOutsideInvoke,
    };
    next();
  };
}
