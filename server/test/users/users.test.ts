import { describe, expect, it } from 'vitest';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, roleId, signedIn } from '../support/accounts.js';
import { snapshot } from '../support/test-database.js';
import { useTestServer } from '../support/test-server.js';

interface RestUser {
  ID: number;
  Email: string;
  role: { ID: number; name: string; permissions: { name: string }[] };
  status: string;
  profile: { name: string; jobTitle: string; image: string | null };
}
type UserAnswer = Envelope & { User: RestUser };
type ListAnswer = Envelope & { items: RestUser[]; totalItems: number };

describe('user management', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);

  it('creates users with validation: V_02 address, V_06 taken, V_01 name, V_12 role; nothing changes on failure', async () => {
    const client = await admin();
    const editorRole = await roleId(client, 'Editor');
    const before = await snapshot(server.t.database.pool, ['http_session', 'login_attempt', 'audit_entry']);
    const cases: [unknown, string, string][] = [
      [{ email: 'not-an-address', role: editorRole, profile: { name: 'X' } }, 'V_02', 'email'],
      [{ email: ADMIN.email.toUpperCase(), role: editorRole, profile: { name: 'X' } }, 'V_06', 'email'],
      [{ email: 'x@example.test', role: editorRole, profile: {} }, 'V_01', 'profile.name'],
      [{ email: 'x@example.test', role: editorRole, profile: { name: '' } }, 'V_16', 'profile.name'],
      [{ email: 'x@example.test', role: 9999, profile: { name: 'X' } }, 'V_12', 'role'],
      [{ email: 'x@example.test', profile: { name: 'X' } }, 'V_01', 'role'],
    ];
    for (const [body, code, property] of cases) {
      const res = await client.post('/api/blokwerk/user', body);
      expect(res.body.Errors, JSON.stringify(body)).toEqual([expect.objectContaining({ code, property })]);
      expect(res.status).toBe(code === 'V_06' ? 409 : 400);
    }
    expect(await snapshot(server.t.database.pool, ['http_session', 'login_attempt', 'audit_entry'])).toBe(before);
    const created = await client.post<UserAnswer>('/api/blokwerk/user', {
      email: 'Anna@Example.test',
      role: editorRole,
      profile: { name: 'Anna', jobTitle: 'Redacteur' },
    });
    expect(created.body.User).toMatchObject({
      Email: 'anna@example.test',
      role: { ID: editorRole, name: 'Editor' },
      status: 'pending',
      profile: { name: 'Anna', jobTitle: 'Redacteur', image: null },
    });
  });

  it('lists users a page at a time with search and sort', async () => {
    const client = await admin();
    const editorRole = await roleId(client, 'Editor');
    for (const name of ['Bram', 'Carla', 'Daan', 'Eva']) {
      await client.post('/api/blokwerk/user', { email: `${name.toLowerCase()}@example.test`, role: editorRole, profile: { name } });
    }
    const page = (query: string) => client.get<ListAnswer>(`/api/blokwerk/user/list?${query}`);
    const all = await page('pageSize=100');
    expect(all.body.totalItems).toBe(6);
    const byName = await page('columnToSort=name&sortOrder=asc&pageSize=2&pageIndex=1');
    expect(byName.body.items.map((u) => u.profile.name)).toEqual(['Bram', 'Carla']); // Administrator, Anna | Bram, Carla | …
    expect(byName.body.totalItems).toBe(6);
    const search = await page('searchTerm=AR');
    expect(search.body.items.map((u) => u.profile.name).toSorted()).toEqual(['Carla']);
    const byEmail = await page('searchTerm=example.test&columnToSort=email&sortOrder=desc&pageSize=1');
    expect(byEmail.body.items[0]?.Email).toBe('eva@example.test');
    expect((await page('pageSize=101')).body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'pageSize' })]);
    expect((await page('columnToSort=password')).body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'columnToSort' })]);
    // % and _ are searched literally.
    expect((await page('searchTerm=%25')).body.totalItems).toBe(0);
  });

  it('updates, answers UM_02 for an unknown user, and refuses to demote the last administrator (V_07)', async () => {
    const client = await admin();
    const list = await client.get<ListAnswer>('/api/blokwerk/user/list?searchTerm=anna');
    const anna = list.body.items[0];
    expect(anna).toBeDefined();
    const updated = await client.request<UserAnswer>('PUT', `/api/blokwerk/user/${anna?.ID}`, { profile: { jobTitle: 'Eindredacteur' } });
    expect(updated.body.User.profile).toEqual({ name: 'Anna', jobTitle: 'Eindredacteur', image: null });
    expect((await client.request('PUT', '/api/blokwerk/user/424242', { profile: { name: 'X' } })).body.Errors).toEqual([
      expect.objectContaining({ code: 'UM_02' }),
    ]);
    expect((await client.get('/api/blokwerk/user/424242')).status).toBe(404);
    const me = await client.get<UserAnswer>('/api/blokwerk/user');
    const demote = await client.request('PUT', `/api/blokwerk/user/${me.body.User.ID}`, { role: await roleId(client, 'Editor') });
    expect(demote.body.Errors).toEqual([expect.objectContaining({ code: 'V_07' })]);
    const taken = await client.request('PUT', `/api/blokwerk/user/${anna?.ID}`, { email: ADMIN.email });
    expect(taken.body.Errors).toEqual([expect.objectContaining({ code: 'V_06', property: 'email' })]);
  });

  it('deletes users with their sessions; never oneself or the last administrator (V_07)', async () => {
    const client = await admin();
    const me = await client.get<UserAnswer>('/api/blokwerk/user');
    expect((await client.request('DELETE', `/api/blokwerk/user/${me.body.User.ID}`)).body.Errors).toEqual([expect.objectContaining({ code: 'V_07' })]);

    const second = await activatedUser(server.t, client, 'second-admin@example.test', 'Administrator', 'Second-admin-1');
    // The second administrator may delete the first, but then not themselves: someone must remain.
    const victim = await activatedUser(server.t, client, 'leaving@example.test', 'Editor');
    expect((await client.request('DELETE', `/api/blokwerk/user/${victim.id}`)).body.Success).toBe(true);
    expect((await victim.client.get('/api/blokwerk/user')).status).toBe(401);
    expect((await client.request('DELETE', `/api/blokwerk/user/${victim.id}`)).body.Errors).toEqual([expect.objectContaining({ code: 'UM_02' })]);
    expect((await second.client.request('DELETE', `/api/blokwerk/user/${me.body.User.ID}`)).body.Success).toBe(true);
    expect((await client.get('/api/blokwerk/user')).status).toBe(401);
    const audit = await server.t.database.pool.query<{ action: string; actor_email: string }>(
      `select "action", "actor_email" from "audit_entry" where "action" = 'user.delete' order by "id"`,
    );
    expect(audit.rows).toEqual([
      { action: 'user.delete', actor_email: ADMIN.email },
      { action: 'user.delete', actor_email: 'second-admin@example.test' },
    ]);
    // The deleted administrator's own audit entries stay, with their address.
    const kept = await server.t.database.pool.query(`select 1 from "audit_entry" where "actor_email" = $1 and "actor_id" is null`, [ADMIN.email]);
    expect(kept.rowCount).toBeGreaterThan(0);
  });

  it('refuses user management without manage-users: 403 UM_01 for an editor, 401 for nobody, over REST and GraphQL', async () => {
    const client = await signedIn(server.t.url, 'second-admin@example.test', 'Second-admin-1');
    const { client: editor, id: editorId } = await activatedUser(server.t, client, 'plain-editor@example.test', 'Editor');
    const before = await snapshot(server.t.database.pool, ['http_session', 'login_attempt', 'audit_entry']);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/blokwerk/user/list'],
      ['POST', '/api/blokwerk/user', { email: 'y@example.test', role: 1, profile: { name: 'Y' } }],
      ['POST', '/api/blokwerk/auth/register', { email: 'y@example.test', role: 1, name: 'Y' }],
      ['PUT', `/api/blokwerk/user/${editorId}`, { role: 1 }],
      ['DELETE', '/api/blokwerk/user/1'],
      ['GET', '/api/blokwerk/user/roles'],
      ['POST', '/api/blokwerk/user/roles', { name: 'Sneaky', permissions: [{ name: 'manage-users' }] }],
    ];
    const anonymous = await new ApiClient(server.t.url).prime();
    for (const [method, path, body] of calls) {
      const asEditor = await editor.request(method, path, body);
      expect(asEditor.status, `${method} ${path}`).toBe(403);
      expect(asEditor.body.Errors).toEqual([expect.objectContaining({ code: 'UM_01' })]);
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    const gql = await editor.graphql('{ users { totalItems } }');
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('UM_01');
    expect(gql.body.data).toBeNull();
    expect(await snapshot(server.t.database.pool, ['http_session', 'login_attempt', 'audit_entry'])).toBe(before);
    // Their own profile is theirs to edit.
    const own = await editor.request<UserAnswer>('PUT', '/api/blokwerk/user/profile', { name: 'Plain Editor', jobTitle: 'Schrijver' });
    expect(own.body.User.profile).toMatchObject({ name: 'Plain Editor', jobTitle: 'Schrijver' });
  });

  it('serves the user list through GraphQL with the role of each user in one round trip', async () => {
    const client = await signedIn(server.t.url, 'second-admin@example.test', 'Second-admin-1');
    const res = await client.graphql<{ users: { totalItems: number; items: { email: string; role: { name: string } }[] } }>(
      '{ users(pageSize: 100, columnToSort: "email", sortOrder: "asc") { totalItems items { email role { name } } } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.users.items.find((u) => u.email === 'second-admin@example.test')?.role.name).toBe('Administrator');
    expect(res.body.data?.users.totalItems).toBe(res.body.data?.users.items.length);
  });
});
