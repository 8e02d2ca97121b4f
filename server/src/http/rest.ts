import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { invoke } from '../operations/invoke.js';
import type { Operation } from '../operations/define.js';
import { sendSuccess } from './envelope.js';

type Method = 'get' | 'post' | 'put' | 'delete';

/** A REST route: a path bound to an operation, with how to read its input and shape its payload. */
export interface RouteSpec<Input extends z.ZodType, Output> {
  method: Method;
  path: string;
  operation: Operation<Input, Output>;
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
  handlers: RequestHandler[];
}

function defaultInput(req: Request): unknown {
  const source: unknown = req.method === 'GET' ? req.query : req.body;
  const fields = typeof source === 'object' && source !== null ? source : {};
  return { ...fields, ...req.params };
}

/** Transports translate, operations decide: a route only maps HTTP to invoke() and back. */
export function route<Input extends z.ZodType, Output extends object>(spec: RouteSpec<Input, Output>): RestRoute {
  if (spec.method === 'get' && spec.operation.kind === 'write') {
    throw new Error(`GET ${spec.path} cannot run the write operation ${spec.operation.name}`);
  }
  const readInput = spec.input ?? defaultInput;
  const shape = spec.output ?? ((output: Output) => output);
  return {
    method: spec.method,
    path: spec.path,
    operationName: spec.operation.name,
    handlers: [
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
