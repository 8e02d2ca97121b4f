import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activatedUser, ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

const MCP_PATH = '/api/blokwerk/mcp';
const RATE_LIMIT = 20;
const ISSUE = `mutation($name: String!, $userId: Int!, $scopes: [String!]!) {
  issueAccessToken(name: $name, userId: $userId, scopes: $scopes) { token accessToken { id hint } }
}`;

interface Issued {
  issueAccessToken: { token: string; accessToken: { id: number; hint: string } };
}

/** What a tool answered: its structured content, and whether it is the tool's error. */
async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { isError: result.isError === true, content: result.structuredContent ?? {} };
}

const errorCodes = (content: Record<string, unknown>) => (content.Errors as { code: string }[]).map((e) => e.code);

async function mcpClient(url: string, token: string): Promise<Client> {
  const client = new Client({ name: 'blokwerk-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, url), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  return client;
}

/** An initialize request sent by hand, to read the endpoint's HTTP answer itself. */
const initialize = (url: string, headers: Record<string, string>) =>
  fetch(new URL(MCP_PATH, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    }),
  });

describe('the MCP endpoint, enabled', () => {
  // Above what one token spends in the tests before the rate limit's own.
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_MCP_ENABLED: 'true', BLOKWERK_MCP_RATE_LIMIT: String(RATE_LIMIT) });
  let admin: ApiClient;
  let editorId: number;
  let issued: Issued['issueAccessToken'];
  let mcp: Client;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    // Editing and requesting publication, but neither publishing nor managing users.
    await gql(admin, 'mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Writer', permissions: [{ name: 'create-page' }, { name: 'edit-page' }] },
    });
    editorId = (await activatedUser(server.t, admin, 'writer@example.test', 'Writer')).id;
    const scopes = ['content:read', 'content:write', 'publication:request', 'publication:publish'];
    issued = (await gql<Issued>(admin, ISSUE, { name: 'Assistant', userId: editorId, scopes })).issueAccessToken;
    mcp = await mcpClient(server.t.url, issued.token);
  });
  afterAll(() => mcp?.close());

  it('shows the token once, stores only its hash, and lists it for administrators', async () => {
    expect(issued.token).toMatch(/^bwk_[A-Za-z0-9_-]{43}$/);
    expect(issued.token.startsWith(issued.accessToken.hint)).toBe(true);
    const { rows } = await server.t.database.pool.query<{ token_hash: string }>('select "token_hash" from "access_token"');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(issued.token);
    const { accessTokens } = await gql<{ accessTokens: { name: string; user: { email: string }; scopes: string[] }[] }>(
      admin,
      '{ accessTokens { name user { email } scopes } }',
    );
    expect(accessTokens).toEqual([{ name: 'Assistant', user: { email: 'writer@example.test' }, scopes: expect.arrayContaining(['content:write']) }]);
  });

  it("lists the tools the token's user may run within its scopes", async () => {
    const { tools } = await mcp.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['pages_create', 'pages_storeVersion', 'pages_list', 'publication_request']));
    // The user may not publish (the token's scope would allow it), manage users, or manage tokens.
    for (const absent of ['publication_publish', 'users_list', 'accessTokens_issue', 'auth_login']) expect(names).not.toContain(absent);
    const create = tools.find((tool) => tool.name === 'pages_create');
    expect(create?.inputSchema).toMatchObject({ type: 'object', properties: { title: {}, slug: {}, type: {}, locale: {} } });
  });

  it('creates a draft, stores a version, refuses a stale one as REST does, and requests publication', async () => {
    const created = await callTool(mcp, 'pages_create', { title: 'Van de assistent', slug: 'assistent', type: 'page', locale: 'nl' });
    expect(created.isError).toBe(false);
    const { pageID, pageVersionID } = created.content as { pageID: number; pageVersionID: number };

    const stored = await callTool(mcp, 'pages_storeVersion', { id: pageVersionID, revision: 1, title: 'Van de assistent, herzien' });
    expect(stored).toMatchObject({ isError: false, content: { revision: 2 } });
    const stale = await callTool(mcp, 'pages_storeVersion', { id: pageVersionID, revision: 1, title: 'Te laat' });
    const rest = await admin.post<Envelope>(`/api/blokwerk/page/version/${pageVersionID}/store`, { revision: 1, title: 'Te laat' });
    expect(rest.status).toBe(409);
    expect(stale).toMatchObject({ isError: true, content: { status: 409 } });
    expect(errorCodes(stale.content)).toEqual(rest.body.Errors.map((e) => e.code));

    const requested = await callTool(mcp, 'publication_request', { id: pageID, comment: 'Graag publiceren' });
    expect(requested.isError).toBe(false);

    // Publishing is beyond the user's role: the operation's own access rule refuses it, and nothing changes.
    const publish = await callTool(mcp, 'publication_publish', { id: pageID });
    expect(publish.isError).toBe(true);
    expect(errorCodes(publish.content)).toEqual(['UM_01']);
    const page = await admin.get<Envelope & { page: { publishedVersionID: number | null } }>(`/api/blokwerk/page/${pageID}`);
    expect(page.body.page.publishedVersionID ?? null).toBeNull();

    const { rows } = await server.t.database.pool.query<{ action: string; actor_email: string; token_id: number; token_name: string }>(
      `select "action", "actor_email", "token_id", "token_name" from "audit_entry" where "token_id" is not null order by "id"`,
    );
    expect(rows.map((row) => row.action)).toEqual(['page.create', 'page.store', 'page.request-publication']);
    for (const row of rows) expect(row).toMatchObject({ actor_email: 'writer@example.test', token_id: issued.accessToken.id, token_name: 'Assistant' });
  });

  it('narrows a token to its scopes, and refuses it once revoked', async () => {
    const { token, accessToken } = (await gql<Issued>(admin, ISSUE, { name: 'Reader', userId: editorId, scopes: ['content:read'] })).issueAccessToken;
    const reader = await mcpClient(server.t.url, token);
    expect((await reader.listTools()).tools.map((tool) => tool.name)).not.toContain('pages_create');
    const refused = await callTool(reader, 'pages_create', { title: 'Niet toegestaan', slug: 'niet', type: 'page', locale: 'nl' });
    expect(errorCodes(refused.content)).toEqual(['UM_01']);
    await reader.close();

    await gql(admin, 'mutation($id: Int!) { revokeAccessToken(id: $id) { revokedAt } }', { id: accessToken.id });
    const revoked = await initialize(server.t.url, { authorization: `Bearer ${token}` });
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as Envelope).Errors.map((e) => e.code)).toEqual(['V_04']);
    const { rows } = await server.t.database.pool.query('select 1 from "audit_entry" where "action" = $1 and "target_id" = $2', [
      'access-token.revoke',
      String(accessToken.id),
    ]);
    expect(rows).toHaveLength(1);
  });

  it('takes no session cookie for a token', async () => {
    const withSession = await admin.post<Envelope>(MCP_PATH, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(withSession.status).toBe(401);
    expect(withSession.body.Errors.map((e) => e.code)).toEqual(['V_04']);
    expect((await fetch(new URL(MCP_PATH, server.t.url), { headers: { authorization: `Bearer ${issued.token}` } })).status).toBe(405);
  });

  it("limits each token's requests per minute, and no other token's", async () => {
    const { token } = (await gql<Issued>(admin, ISSUE, { name: 'Busy', userId: editorId, scopes: ['content:read'] })).issueAccessToken;
    const bearer = { authorization: `Bearer ${token}` };
    for (let call = 1; call <= RATE_LIMIT; call++) expect((await initialize(server.t.url, bearer)).status).toBe(200);
    const refused = await initialize(server.t.url, bearer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as Envelope).Errors.map((e) => e.code)).toEqual(['G_04']);
    expect((await initialize(server.t.url, { authorization: `Bearer ${issued.token}` })).status).toBe(200);
  });
});

describe('the MCP endpoint, by default', () => {
  const server = useTestServer();

  it('is not there, whatever the method: 404 as an unknown API path, not a POST refused for its CSRF token', async () => {
    const unknown = await fetch(new URL('/api/blokwerk/no-such-path', server.t.url));
    expect(unknown.status).toBe(404);
    const notFound = ((await unknown.json()) as Envelope).Errors.map((e) => e.code);
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await fetch(new URL(MCP_PATH, server.t.url), { method, headers: { authorization: 'Bearer bwk_whatever' } });
      expect({ method, status: answer.status, codes: ((await answer.json()) as Envelope).Errors.map((e) => e.code) }).toEqual({
        method,
        status: 404,
        codes: notFound,
      });
    }
    expect((await initialize(server.t.url, { authorization: 'Bearer bwk_whatever' })).status).toBe(404);
  });
});
