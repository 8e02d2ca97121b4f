import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { failureOf } from '../../http/error-handler.js';
import { failureEnvelope } from '../../http/envelope.js';
import { DomainError } from '../../errors.js';
import type { UserActor } from '../../operations/actor.js';
import type { OperationContext } from '../../operations/define.js';
import { authorize } from '../../operations/invoke.js';
import { lentPermissions } from '../access-tokens/scopes.js';
import type { TokenHolder } from '../access-tokens/tokens.js';
import type { Logger } from '../../logger.js';
import type { McpTool } from './tools.js';

/** What the endpoint gives a request's server: a context per call (a fresh unit of work each) and the request's log. */
export interface CallContexts {
  contextFor(actor: UserActor): OperationContext;
  readonly log: Logger;
}

/** The actor a tool runs as: the token's user with only the permissions its scopes lend this operation; undefined when none covers it. */
function actorFor(holder: TokenHolder, tool: McpTool): UserActor | undefined {
  const permissions = lentPermissions(holder.scopes, tool.operation, holder.actor.permissions);
  return permissions && { ...holder.actor, permissions };
}

function mayRun(holder: TokenHolder, tool: McpTool): boolean {
  const actor = actorFor(holder, tool);
  if (!actor) return false;
  try {
    authorize(tool.operation.access, actor);
    return true;
  } catch {
    return false;
  }
}

/** Structured content is an object: an answer that is a list or a value is wrapped as `result`. */
function structured(value: unknown): Record<string, unknown> {
  const json: unknown = JSON.parse(JSON.stringify(value ?? null));
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : { result: json };
}

/**
 * Runs the tool's operation through invoke(), as REST and GraphQL do (access rule, input
 * validation, transaction, audit, conflicts); a refusal or failure is the tool's error, carrying
 * the REST envelope's codes and status, not a protocol error.
 */
async function call(tool: McpTool, holder: TokenHolder, { contextFor, log }: CallContexts, args: unknown): Promise<CallToolResult> {
  const actor = actorFor(holder, tool);
  try {
    if (!actor) throw new DomainError('UM_01');
    const content = structured(await tool.operation.invoke(contextFor(actor), args));
    return { content: [{ type: 'text', text: JSON.stringify(content) }], structuredContent: content };
  } catch (error) {
    const failure = failureOf(error, log);
    const content = { status: failure.status, ...failureEnvelope(failure.errors, failure.details) };
    return { isError: true, content: [{ type: 'text', text: JSON.stringify(content) }], structuredContent: content };
  }
}

/** An MCP server for one request of one token holder (the endpoint is stateless): its tools are what the holder may run. */
export function mcpServer(tools: ReadonlyMap<string, McpTool>, holder: TokenHolder, contexts: CallContexts): Server {
  const server = new Server({ name: 'blokwerk', version: '1.0.0' }, { capabilities: { tools: { listChanged: false } } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [...tools.values()]
      .filter((tool) => mayRun(holder, tool))
      .map(({ name, description, inputSchema, operation }) => ({
        name,
        description,
        inputSchema,
        annotations: { readOnlyHint: operation.kind === 'read' },
      })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return call(tool, holder, contexts, request.params.arguments ?? {});
  });
  return server;
}
