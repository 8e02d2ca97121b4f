import type { Request, Response } from 'express';
import type { OperationContext } from '../operations/define.js';

/** What every resolver receives: the request's operation context, plus the raw transport. */
export interface GraphQLContext {
  ctx: OperationContext;
  req: Request;
  res: Response;
}
