import type { EntityManager } from '@mikro-orm/postgresql';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';
import { ANONYMOUS, type Actor } from '../operations/actor.js';
import type { OperationContext, Services } from '../operations/define.js';
import { afterCommitOutsideInvoke } from '../operations/invoke.js';
import type { VisitorTokens } from './csrf.js';
import { endSession, expressSessionPort } from './session-port.js';

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
  /** The actor from the columns the session store read with the session (SessionCompanion). */
  actorOf(sessionCompanion: Record<string, unknown>): Actor;
  /** The actor behind a user id, for a request whose session was not read from the store. */
  loadActor(em: EntityManager, userId: number | undefined): Promise<Actor>;
  visitorTokens: VisitorTokens;
  /** How long after sign-in a session ends, however active (BLOKWERK_SESSION_MAX_HOURS). */
  sessionMaxAgeMs: number;
}

/** One EntityManager fork per request, so identity maps never leak between requests. */
export function operationContext({ orm, log, services, actorOf, loadActor, visitorTokens, sessionMaxAgeMs }: ContextDeps): RequestHandler {
  return async (req, res, next) => {
    const em = orm.em.fork();
    const { signedInAt = 0 } = req.session;
    if (req.session.userId !== undefined && Date.now() - signedInAt > sessionMaxAgeMs) await endSession(req, res, visitorTokens);
    const userId = req.session?.userId;
    const actor = userId === undefined ? ANONYMOUS : req.sessionCompanion ? actorOf(req.sessionCompanion) : await loadActor(em, userId);
    // The account is gone or deactivated: the session no longer speaks for anyone.
    if (userId !== undefined && actor.kind === 'anonymous') delete req.session.userId;
    req.ctx = {
      actor,
      em,
      log: req.log ?? log,
      session: expressSessionPort(req, res, visitorTokens),
      request: { ip: req.ip ?? 'unknown' },
      services,
      afterCommit: afterCommitOutsideInvoke,
    };
    next();
  };
}
