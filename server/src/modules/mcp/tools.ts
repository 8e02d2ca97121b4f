import { z } from 'zod';
import type { RestRoute, RoutedOperation } from '../../http/rest.js';

/** An operation offered to MCP clients as a tool. */
export interface McpTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: { type: 'object'; [key: string]: unknown };
  readonly operation: RoutedOperation;
}

/** MCP clients know tool names of letters, digits, `_` and `-` (some at most 64 long): dots become underscores. */
const toolName = (operation: string) => operation.replaceAll('.', '_');

/**
 * A route's operation is a tool when its route is plain JSON (no upload, file, stream, redirect or
 * form), the operation does not declare `mcp: false` (managing tokens: a token must not mint or
 * revoke tokens; the caller's own account and session; an open tab's presence), and, if it
 * writes, it needs a permission: a write that needs none is a visitor's form (signing up,
 * applying) or the caller's own account, not an editor's call.
 */
function offered({ jsonOnly, operation }: RestRoute): boolean {
  if (!jsonOnly || operation.mcp === false) return false;
  return operation.kind === 'read' || 'permission' in operation.access || 'anyPermission' in operation.access;
}

function inputSchemaOf(operation: RoutedOperation): McpTool['inputSchema'] {
  // What a client sends (io: input); a part JSON Schema cannot say (a custom check) is left open, and the operation checks it.
  const { $schema: _dialect, ...schema } = z.toJSONSchema(operation.input, { io: 'input', unrepresentable: 'any' });
  return { ...schema, type: 'object' };
}

function describe(route: RestRoute): string {
  const { operation } = route;
  const summary = operation.input.description ?? `${operation.kind === 'read' ? 'Reads' : 'Changes'} content through the operation ${operation.name}`;
  return `${summary} (as the REST call ${route.method.toUpperCase()} /api/blokwerk${route.path}).`;
}

/** Every tool this server can offer, by name: the REST façade's operations that fit (see `offered`), one tool each. */
export function toolCatalogue(routes: readonly RestRoute[]): ReadonlyMap<string, McpTool> {
  const tools = new Map<string, McpTool>();
  for (const route of routes.filter(offered)) {
    const name = toolName(route.operation.name);
    const known = tools.get(name);
    if (known?.operation.name === route.operation.name) continue;
    if (known) throw new Error(`operations ${known.operation.name} and ${route.operation.name} would be the same MCP tool ${name}`);
    tools.set(name, { name, description: describe(route), inputSchema: inputSchemaOf(route.operation), operation: route.operation });
  }
  return tools;
}
