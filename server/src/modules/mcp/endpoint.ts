import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { Router, type Request, type RequestHandler } from 'express';
import { DomainError } from '../../errors.js';
import { jsonBody } from '../../http/json-body.js';
import type { BearerEndpointDeps } from '../../http/route-declarations.js';
import { noSessionPort } from '../../http/session-port.js';
import { afterCommitOutsideInvoke } from '../../operations/invoke.js';
import { callsThisMinute, tokenHolder, type TokenHolder } from '../access-tokens/tokens.js';
import { mcpServer } from './server.js';
import { toolCatalogue, type McpTool } from './tools.js';

/** The largest request body, as on the API's other routes. */
const BODY_LIMIT = '2mb';
const BEARER = /^Bearer ([\x21-\x7e]{1,200})$/;

/**
 * Who sent the request: the holder of the bearer token in its Authorization header, or a 401
 * (V_04) before its body is read. A session cookie counts for nothing here, so no other site can
 * make a browser call the endpoint; that is why it needs no CSRF token.
 */
function authenticate(deps: BearerEndpointDeps, holders: WeakMap<Request, TokenHolder>): RequestHandler {
  return async (req, res, next) => {
    const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
    const holder = token && (await tokenHolder(deps.orm.em.fork(), token, deps.services.platform.permissions));
    if (!holder) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="blokwerk"');
      return next(new DomainError('V_04', 'Authorization', 401));
    }
    holders.set(req, holder);
    next();
  };
}

function authenticated(holders: WeakMap<Request, TokenHolder>, req: Request): TokenHolder {
  const holder = holders.get(req);
  if (!holder) throw new Error('the MCP request was not authenticated');
  return holder;
}

/**
 * Refuses a request beyond the token's limit per minute (BLOKWERK_MCP_RATE_LIMIT) with 429 G_04
 * and Retry-After, before its body is read. Counted on the token's row, so across processes.
 */
function rateLimited(deps: BearerEndpointDeps, holders: WeakMap<Request, TokenHolder>, limit: number): RequestHandler {
  return async (req, _res, next) => {
    const holder = authenticated(holders, req);
    const { calls, windowEndsIn } = await callsThisMinute(deps.orm.em.fork(), holder.actor.token.id);
    if (calls <= limit) return next();
    const error = new DomainError('G_04');
    error.retryAfter = windowEndsIn;
    next(error);
  };
}

/** Answers each request with a server and transport of its own, for its token's holder (express 5 passes a rejection on as an error). */
function answering(deps: BearerEndpointDeps, tools: ReadonlyMap<string, McpTool>, holders: WeakMap<Request, TokenHolder>): RequestHandler {
  return async (req, res) => {
    const holder = authenticated(holders, req);
    const log = req.log ?? deps.log;
    const server = mcpServer(tools, holder, {
      log,
      contextFor: (actor) => ({
        actor,
        em: deps.orm.em.fork(),
        log,
        session: noSessionPort,
        request: { ip: req.ip ?? 'unknown' },
        services: deps.services,
        afterCommit: afterCommitOutsideInvoke,
      }),
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => void Promise.all([transport.close(), server.close()]));
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };
}

/**
 * The MCP endpoint (Streamable HTTP, stateless: a server and transport per request, JSON
 * answers), mounted at /api/blokwerk/mcp ahead of sessions and CSRF when BLOKWERK_MCP_ENABLED
 * (a bearer endpoint: index.ts).
 */
export function mcpEndpoint(deps: BearerEndpointDeps): Router {
  const tools = toolCatalogue(deps.routes);
  const holders = new WeakMap<Request, TokenHolder>();
  const limit = deps.config.mcpRateLimit;
  const router = Router();
  const admitted = limit > 0 ? [authenticate(deps, holders), rateLimited(deps, holders, limit)] : [authenticate(deps, holders)];
  router.post('/', ...admitted, jsonBody(BODY_LIMIT), answering(deps, tools, holders));
  // Stateless: no stream to open (GET) and no session to end (DELETE).
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null });
  });
  return router;
}
