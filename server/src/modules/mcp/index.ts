import type { FeatureModule } from '../module.js';
import { mcpEndpoint } from './endpoint.js';

/** The MCP endpoint (issue 36): the REST façade's operations as tools, for personal access tokens (modules/access-tokens). */
export const mcpModule: FeatureModule = {
  name: 'mcp',
  entities: [],
  bearerEndpoints: [{ path: '/mcp', router: (deps) => (deps.config.mcpEnabled ? mcpEndpoint(deps) : undefined) }],
};
