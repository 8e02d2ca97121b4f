import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { DomainError } from '../errors.js';
import { invoke } from '../operations/invoke.js';
import type { Operation } from '../operations/define.js';
import { sendSuccess } from './envelope.js';
import type { VisitorSession } from './visitor-session.js';

type Method = 'get' | 'post' | 'put' | 'delete';

/** A REST route: a path bound to an operation, with how to read its input and shape its payload. */
export interface RouteSpec<Input extends z.ZodType, Output> {
  method: Method;
  path: string;
  operation: Operation<Input, Output>;
  /** Only for GET routes: what a caller without a session is given (default: a session). */
  visitor?: VisitorSession;
  /** Defaults to the query string for GET, else the JSON body; path params are merged in. */
  input?: (req: Request) => unknown;
  /** Payload fields next to Success/Errors; defaults to the operation's output object. */
  output?: (output: Output) => object;
  /** Answers without an envelope (raw bytes, streamed files); replaces `output`. */
  send?: (req: Request, res: Response, output: Output) => void | Promise<void>;
  /** Runs before the operation, e.g. to parse a multipart body. */
  before?: RequestHandler;
}

export interface RestRoute {
  method: Method;
  path: string;
  operationName: string;
  visitor?: VisitorSession;
  handlers: RequestHandler[];
}

function defaultInput(req: Request): unknown {
  const source: unknown = req.method === 'GET' ? req.query : req.body;
  return { ...(source as object | undefined), ...req.params };
}

const isPlainObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body that is not one object (an array, a bare value) cannot be read as named fields: V_12, nothing runs. */
const objectBody: RequestHandler = (req, _res, next) => {
  next(req.body === undefined || isPlainObject(req.body) ? undefined : new DomainError('V_12', 'body'));
};

/** Transports translate, operations decide: a route only maps HTTP to invoke() and back. */
export function route<Input extends z.ZodType, Output extends object>(spec: RouteSpec<Input, Output>): RestRoute {
  if (spec.method === 'get' && spec.operation.kind === 'write') {
    throw new Error(`GET ${spec.path} cannot run the write operation ${spec.operation.name}`);
  }
  if (spec.visitor && spec.method !== 'get') throw new Error(`${spec.path}: only a GET route may spare visitors a session`);
  const readInput = spec.input ?? defaultInput;
  const shape = spec.output ?? ((output: Output) => output);
  return {
    method: spec.method,
    path: spec.path,
    operationName: spec.operation.name,
    visitor: spec.visitor,
    handlers: [
      objectBody,
      ...(spec.before ? [spec.before] : []),
      async (req, res) => {
        const output = await invoke(spec.operation, req.ctx, readInput(req));
        if (spec.send) await spec.send(req, res, output);
        else sendSuccess(res, shape(output));
      },
    ],
  };
}

export function restRouter(routes: readonly RestRoute[]): Router {
  const router = Router();
  for (const r of routes) router[r.method](r.path, ...r.handlers);
  return router;
}

/**
 * Marks each request with its route's `visitor` declaration (matched by express itself, before
 * the session and CSRF middleware need it), so app assembly never names a feature's paths.
 */
export function visitorSessionMarker(routes: readonly RestRoute[]): Router {
  const router = Router();
  for (const r of routes) {
    const visitor = r.visitor;
    if (!visitor) continue;
    router[r.method](r.path, (req, res, next) => {
      req.visitorSession = visitor;
      // A stateless answer carries this caller's token: a browser may keep and revalidate it, no shared cache may.
      if (visitor === 'stateless') res.setHeader('Cache-Control', 'private, no-cache');
      next();
    });
  }
  return router;
}
