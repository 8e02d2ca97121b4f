import { afterEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, roleId, signedIn } from '../support/accounts.js';
import { snapshot } from '../support/test-database.js';
import { useTestServer } from '../support/test-server.js';

/**
 * UM_03, UM_04, UM_09 and UM_10 answer failures of the database itself. A trigger that raises makes
 * the real database fail the statement, so no mock is involved.
 */
describe('user storage failures', () => {
  const server = useTestServer(ADMIN_ENV);
  const sql = (text: string) => server.t.database.pool.query(text);
  const failOn = async (table: string, event: 'insert' | 'update' | 'delete') => {
    await sql(`create or replace function blokwerk_test_fail() returns trigger language plpgsql as $$ begin raise exception 'storage unavailable'; end $$`);
    await sql(`create trigger blokwerk_test_fail before ${event} on "${table}" for each row execute function blokwerk_test_fail()`);
  };
  afterEach(async () => {
    for (const table of ['app_user', 'user_image', 'audit_entry']) await sql(`drop trigger if exists blokwerk_test_fail on "${table}"`);
  });
  const volatile = ['http_session', 'login_attempt', 'audit_entry'];

  it('answers UM_09 when the account cannot be stored, and changes nothing', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const role = await roleId(admin, 'Editor');
    await failOn('app_user', 'insert');
    const before = await snapshot(server.t.database.pool, volatile);
    const res = await admin.post('/api/blokwerk/user', { email: 'unstorable@example.test', role, profile: { name: 'U' } });
    expect(res.status).toBe(500);
    expect(res.body.Errors).toEqual([expect.objectContaining({ code: 'UM_09', message: 'Failed to create user.' })]);
    expect(await snapshot(server.t.database.pool, volatile)).toBe(before);
  });

  it('answers UM_10 when the account cannot be deleted, and keeps its sessions', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const editor = await activatedUser(server.t, admin, 'undeletable@example.test', 'Editor');
    await failOn('app_user', 'delete');
    const res = await admin.request('DELETE', `/api/blokwerk/user/${editor.id}`);
    expect(res.body.Errors).toEqual([expect.objectContaining({ code: 'UM_10' })]);
    expect((await editor.client.get('/api/blokwerk/user')).status).toBe(200);
  });

  it('answers UM_03 when the audit entries of the account cannot be detached, and keeps the account', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const editor = await activatedUser(server.t, admin, 'audited@example.test', 'Editor');
    const { rowCount: entries } = await sql(`select 1 from "audit_entry" where "actor_id" = ${editor.id}`);
    expect(entries).toBeGreaterThan(0);
    await failOn('audit_entry', 'update');
    const res = await admin.request('DELETE', `/api/blokwerk/user/${editor.id}`);
    expect([res.status, res.body.Errors]).toEqual([500, [expect.objectContaining({ code: 'UM_03', message: 'Failed to delete audit logs.' })]]);
    expect((await sql(`select 1 from "app_user" where "id" = ${editor.id}`)).rowCount).toBe(1);
    expect((await sql(`select 1 from "audit_entry" where "actor_id" = ${editor.id}`)).rowCount).toBe(entries);
    expect((await editor.client.get('/api/blokwerk/user')).status).toBe(200);
  });

  it('answers UM_04 when the profile image cannot be removed, and keeps it', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const me = (await admin.get<Envelope & { User: { ID: number } }>('/api/blokwerk/user')).body.User;
    await sql(`update "app_user" set "image_sha256" = repeat('a', 64) where "id" = ${me.ID}`);
    await sql(
      `insert into "user_image" ("user_id", "content_type", "width", "height", "bytes", "updated_at") values (${me.ID}, 'image/png', 1, 1, '\\x00', now())`,
    );
    await failOn('user_image', 'delete');
    const res = await admin.request('DELETE', `/api/blokwerk/user/${me.ID}/image`);
    expect(res.body.Errors).toEqual([expect.objectContaining({ code: 'UM_04', message: 'Failed to delete profile info.' })]);
    const { rowCount } = await sql(`select 1 from "user_image" where "user_id" = ${me.ID}`);
    expect(rowCount).toBe(1);
  });
});
