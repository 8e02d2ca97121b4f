import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { DomainError } from '../errors.js';
import { invoke } from '../operations/invoke.js';
import type { Operation, OperationContext } from '../operations/define.js';
import { unavailablePage } from './unavailable-page.js';
import { sendSuccess } from './envelope.js';
import { failureOf, sendFailureOf, type Failure } from './error-handler.js';
import { plainFormPost } from './plain-form.js';

type Method = 'get' | 'post' | 'put' | 'delete';

/** An operation of no input and no output (RouteSpec.admit). */
type AdmittingOperation = Operation<z.ZodObject<Record<string, never>, z.core.$strict>, Record<string, never>>;

/** A REST route: a path bound to an operation, with how to read its input and shape its payload. */
export interface RouteSpec<Input extends z.ZodType, Output> {
  method: Method;
  path: string;
  operation: Operation<Input, Output>;
  /**
   * Only for GET routes: a caller without a session gets neither a CSRF token nor its cookie,
   * so a shared cache may keep the answer (public files). Others get a stateless token (http/csrf.ts).
   */
  cookieless?: true;
  /**
   * Only for GET routes of public reads whose answer is the same for every caller without a
   * session (published content): the process keeps one copy until the next content event and
   * answers repeats ahead of express as it does cached pages (app.ts, http/shared-answer.ts);
   * each answer still carries the visitor's own CSRF token and cookie, so it is `private`
   * (http/visitor-answer.ts).
   */
  shared?: true;
  /** The answer's Cache-Control (default: the API's `no-store`); with `shared`, a signed-in caller's. */
  cacheControl?: string;
  /** Defaults to the query string for GET, else the JSON body; path params are merged in. */
  input?: (req: Request) => unknown;
  /** Payload fields next to Success/Errors; defaults to the operation's output object. */
  output?: (output: Output) => object;
  /**
   * Answers without an envelope (raw bytes, streamed files, a redirect); replaces `output`.
   * Returning false sends the envelope after all (e.g. to a script, where a plain form gets a redirect).
   */
  send?: (req: Request, res: Response, output: Output) => void | boolean | Promise<void | boolean>;
  /**
   * Answers the route's failures itself (e.g. a plain HTML form's post: a redirect back to its
   * page), given what the envelope would carry; returning false sends the envelope after all.
   */
  failure?: (req: Request, res: Response, failure: Failure) => boolean;
  /**
   * Only for POST routes: a plain HTML form (no JavaScript) may post here. It cannot send the
   * CSRF token header, so instead its post must come from this site's own pages, as the
   * browser tells (http/csrf.ts, fromOwnPages); a script's post still needs the token. A
   * urlencoded body is read too (a multipart one is the `before` handler's). A plain post that
   * fails because the database cannot be reached (G_02) is answered with a page saying it was
   * not sent and to try again later (unavailable-page.ts), ahead of `failure`.
   */
  htmlForm?: true;
  /**
   * Only for POST routes whose operation is authorised by a token the request itself carries
   * (a mailed link's: RFC 8058 one-click unsubscribe, posted by a mail client from anywhere,
   * with no cookie and no header of ours): no CSRF check, the token is the proof. The
   * operation must use nothing of the caller's session.
   */
  tokenLink?: true;
  /**
   * An operation (of no input) run before anything of the body is read: its failure is the
   * answer, the body never read (a rate limit that counts every attempt, however large its body).
   */
  admit?: AdmittingOperation;
  /** Runs before the operation, e.g. to parse a multipart body. */
  before?: RequestHandler;
}

/** A route's operation as another transport that lists them sees it (the MCP endpoint, modules/mcp): what it is, and its invoke(). */
export interface RoutedOperation extends Pick<Operation<z.ZodType, unknown>, 'name' | 'access' | 'kind' | 'input' | 'mcp'> {
  invoke(ctx: OperationContext, raw: unknown): Promise<unknown>;
}

export interface RestRoute {
  method: Method;
  path: string;
  operationName: string;
  operation: RoutedOperation;
  /**
   * The route reads its input as plain JSON (body or query) and answers the envelope: no
   * uploads, files, streams, redirects or forms. Only such an operation may be offered as a
   * plain call elsewhere (an MCP tool).
   */
  jsonOnly: boolean;
  cookieless?: true;
  shared?: true;
  cacheControl?: string;
  htmlForm?: true;
  tokenLink?: true;
  handlers: (RequestHandler | ErrorRequestHandler)[];
}

function routedOperation<Input extends z.ZodType, Output>(operation: Operation<Input, Output>): RoutedOperation {
  const { name, access, kind, input, mcp } = operation;
  return { name, access, kind, input, mcp, invoke: (ctx, raw) => invoke(operation, ctx, raw) };
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
  if ((spec.cookieless || spec.shared) && spec.method !== 'get') throw new Error(`${spec.path}: only a GET route may be cookieless or shared`);
  if (spec.htmlForm && spec.method !== 'post') throw new Error(`${spec.path}: only a POST route takes plain HTML forms`);
  if (spec.tokenLink && (spec.method !== 'post' || !('public' in spec.operation.access)))
    throw new Error(`${spec.path}: only a public POST route is a token link`);
  const readInput = spec.input ?? defaultInput;
  const shape = spec.output ?? ((output: Output) => output);
  const { failure } = spec;
  return {
    method: spec.method,
    path: spec.path,
    operationName: spec.operation.name,
    operation: routedOperation(spec.operation),
    jsonOnly: !spec.send && !spec.before && !spec.htmlForm && !spec.tokenLink && !spec.admit,
    cookieless: spec.cookieless,
    shared: spec.shared,
    cacheControl: spec.cacheControl,
    htmlForm: spec.htmlForm,
    tokenLink: spec.tokenLink,
    handlers: [
      ...(spec.admit ? [admitting(spec.admit)] : []),
      ...(spec.htmlForm ? [express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 50 })] : []),
      objectBody,
      ...(spec.before ? [spec.before] : []),
      async (req: Request, res: Response) => {
        const output = await invoke(spec.operation, req.ctx, readInput(req));
        if (!spec.send || (await spec.send(req, res, output)) === false) sendSuccess(res, shape(output));
      },
      ...(failure || spec.htmlForm ? [routeFailure(failure)] : []),
    ],
  };
}

/** Runs RouteSpec.admit: on to the body when it passes, its failure the answer else. */
function admitting(operation: AdmittingOperation): RequestHandler {
  return async (req, _res, next) => {
    try {
      await invoke(operation, req.ctx, {});
    } catch (error) {
      return next(error);
    }
    next();
  };
}

/**
 * The route's own answer to its failures (RouteSpec.failure), the envelope when it declines.
 * A plain form's post that the database's absence (G_02) failed gets a page saying it was not
 * sent and to try again later, whatever the route would do: the page a route sends it back to
 * needs the database to render too.
 */
function routeFailure(failure: RouteSpec<z.ZodType, object>['failure']): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const described = failureOf(error, req.ctx?.log ?? req.log);
    if (req.htmlForm && plainFormPost(req) && described.errors[0]?.code === 'G_02') {
      res.send(unavailablePage(req, res, described, 'form'));
      return;
    }
    if (!failure?.(req, res, described)) sendFailureOf(res, described);
  };
}

/**
 * Orders routes so the most specific path wins, whatever order modules were registered in:
 * segment by segment, a fixed segment before a parameter (`page/fetch-request` before
 * `page/:id`), then the longer path first.
 */
export function bySpecificity(a: Pick<RestRoute, 'path'>, b: Pick<RestRoute, 'path'>): number {
  const left = a.path.split('/');
  const right = b.path.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [l, r] = [left[i]?.startsWith(':') ?? false, right[i]?.startsWith(':') ?? false];
    if (l !== r) return l ? 1 : -1;
  }
  return right.length - left.length;
}

export function restRouter(routes: readonly RestRoute[]): Router {
  const router = Router();
  for (const r of routes.toSorted(bySpecificity)) router[r.method](r.path, ...r.handlers);
  return router;
}
