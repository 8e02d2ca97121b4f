import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../support/png.js';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, roleId, signedIn } from '../support/accounts.js';
import { snapshot } from '../support/test-database.js';
import { useTestServer } from '../support/test-server.js';

interface RestUser {
  ID: number;
  Email: string;
  role: { ID: number; name: string; permissions: { name: string }[] };
  profile: { name: string; jobTitle: string; image: string | null };
}
type UserAnswer = Envelope & { User: RestUser };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c83c14' } })
    .png()
    .toBuffer();

/** A PNG whose header declares `width`×`height` pixels while its data holds a few bytes: judged by its header alone it is too large. */
const declaredPng = (width: number, height: number) => pngFile(width, height, deflateSync(Buffer.alloc(64)));

/** A multipart form as a browser sends it: the fields, and the image as `profileImage` (or the part names given). */
async function form(
  client: ApiClient,
  method: string,
  path: string,
  fields: Record<string, string>,
  image?: Buffer,
  parts: readonly string[] = ['profileImage'],
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const part of image ? parts : []) body.append(part, new Blob([new Uint8Array(image ?? [])], { type: 'image/png' }), 'me.png');
  const res = await fetch(new URL(path, client.baseUrl), {
    method,
    body,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': client.csrfToken ?? '', cookie: client.cookieHeader },
  });
  return { status: res.status, body: (await res.json()) as UserAnswer };
}

const volatile = ['http_session', 'login_attempt', 'audit_entry'];

describe('users in REST payloads and what creating one takes', () => {
  const server = useTestServer(ADMIN_ENV);

  it('gives every REST user payload its role as { ID, name, permissions }', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const editor = await roleId(admin, 'Editor');
    const reviewer = await roleId(admin, 'Reviewer');
    const created = await admin.post<UserAnswer>('/api/blokwerk/user', { email: 'rol@example.test', role: editor, profile: { name: 'Rol' } });
    const registered = await admin.post<UserAnswer>('/api/blokwerk/auth/register', {
      email: 'register@example.test',
      role: editor,
      name: 'Register',
      jobTitle: 'Redacteur',
    });
    const updated = await admin.request<UserAnswer>('PUT', `/api/blokwerk/user/${created.body.User.ID}`, { role: reviewer });
    const users = [
      (await admin.post<UserAnswer>('/api/blokwerk/auth/user')).body.User,
      (await admin.get<UserAnswer>('/api/blokwerk/user')).body.User,
      (await admin.get<UserAnswer>(`/api/blokwerk/user/${created.body.User.ID}`)).body.User,
      ...(await admin.get<Envelope & { items: RestUser[] }>('/api/blokwerk/user/list?pageSize=100')).body.items,
      created.body.User,
      registered.body.User,
      updated.body.User,
    ];
    for (const user of users) {
      expect(Object.keys(user.role).toSorted()).toEqual(['ID', 'name', 'permissions']);
      expect(user).not.toHaveProperty('permissions');
      expect(user).not.toHaveProperty('roleName');
    }
    expect(created.body.User.role).toMatchObject({ ID: editor, name: 'Editor' });
    expect(registered.body.User).toMatchObject({ role: { ID: editor }, profile: { name: 'Register', jobTitle: 'Redacteur' } });
    expect(updated.body.User.role).toMatchObject({ ID: reviewer, name: 'Reviewer' });
    expect(updated.body.User.role.permissions.map((p) => p.name)).toContain('review-publication');
  });

  it('refuses an image sent as JSON by name (V_12), creating nothing', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const editor = await roleId(admin, 'Editor');
    const before = await snapshot(server.t.database.pool, volatile);
    const register = await admin.post('/api/blokwerk/auth/register', {
      email: 'met-foto@example.test',
      role: editor,
      name: 'Foto',
      jobTitle: '',
      image: 'data:image/png;base64,AAAA',
    });
    expect([register.status, register.body.Errors.map((e) => [e.code, e.property])]).toEqual([400, [['V_12', 'image']]]);
    const create = await admin.post('/api/blokwerk/user', {
      email: 'met-foto@example.test',
      role: editor,
      profile: { name: 'Foto', image: 'https://example.test/me.png' },
    });
    expect([create.status, create.body.Errors.map((e) => [e.code, e.property])]).toEqual([400, [['V_12', 'profile.image']]]);
    expect(await snapshot(server.t.database.pool, volatile)).toBe(before);
  });

  it('takes SPEC §7\'s own bodies: image null or "" for none, the file as `image` or `profileImage`', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const editor = await roleId(admin, 'Editor');
    const exists = async (email: string) => (await server.t.database.pool.query('select 1 from "app_user" where "email" = $1', [email])).rowCount === 1;
    const image = await png(40, 40);
    const answers = {
      'user-null@example.test': await admin.post<UserAnswer>('/api/blokwerk/user', {
        email: 'user-null@example.test',
        role: editor,
        profile: { name: 'N', jobTitle: 'T', image: null },
      }),
      'user-empty@example.test': await admin.post<UserAnswer>('/api/blokwerk/user', {
        email: 'user-empty@example.test',
        role: editor,
        profile: { name: 'E', jobTitle: 'T', image: '' },
      }),
      'register-null@example.test': await admin.post<UserAnswer>('/api/blokwerk/auth/register', {
        name: 'N',
        email: 'register-null@example.test',
        role: editor,
        jobTitle: 'T',
        image: null,
      }),
      'register-empty@example.test': await admin.post<UserAnswer>('/api/blokwerk/auth/register', {
        name: 'E',
        email: 'register-empty@example.test',
        role: editor,
        jobTitle: 'T',
        image: '',
      }),
      'form-image@example.test': await form(
        admin,
        'POST',
        '/api/blokwerk/auth/register',
        { name: 'I', email: 'form-image@example.test', role: String(editor), jobTitle: 'T' },
        image,
        ['image'],
      ),
      'form-profile-image@example.test': await form(
        admin,
        'POST',
        '/api/blokwerk/user',
        { name: 'P', email: 'form-profile-image@example.test', role: String(editor) },
        image,
        ['profileImage'],
      ),
      'form-no-image@example.test': await form(admin, 'POST', '/api/blokwerk/auth/register', {
        name: 'L',
        email: 'form-no-image@example.test',
        role: String(editor),
        jobTitle: 'T',
        image: '',
      }),
    };
    for (const [email, answer] of Object.entries(answers)) {
      expect([email, answer.status, answer.body.Errors]).toEqual([email, 200, []]);
      expect(await exists(email)).toBe(true);
    }
    expect(answers['user-null@example.test'].body.User.profile).toEqual({ name: 'N', jobTitle: 'T', image: null });
    expect(answers['form-image@example.test'].body.User.profile.image).toMatch(/\/image\?v=/);
    expect(answers['form-profile-image@example.test'].body.User.profile.image).toMatch(/\/image\?v=/);

    // What cannot be stored is refused by the name it came under, and creates nothing.
    const before = await snapshot(server.t.database.pool, volatile);
    const fields = { name: 'X', email: 'twee@example.test', role: String(editor) };
    const refusals = [
      ['both parts', await form(admin, 'POST', '/api/blokwerk/auth/register', fields, image, ['image', 'profileImage']), 'profileImage'],
      ['the part twice', await form(admin, 'POST', '/api/blokwerk/user', fields, image, ['image', 'image']), 'image'],
      ['text beside a file', await form(admin, 'POST', '/api/blokwerk/user', { ...fields, image: 'me.png' }, image, ['profileImage']), 'profileImage'],
      ['a text image', await form(admin, 'POST', '/api/blokwerk/auth/register', { ...fields, image: 'me.png' }), 'image'],
      ['an object', await admin.post('/api/blokwerk/auth/register', { ...fields, role: editor, image: { bytes: 'AAAA' } }), 'image'],
    ] as const;
    for (const [what, answer, property] of refusals) {
      expect([what, answer.status, answer.body.Errors.map((e) => [e.code, e.property])]).toEqual([what, 400, [['V_12', property]]]);
    }
    expect(await snapshot(server.t.database.pool, volatile)).toBe(before);
  });

  it('stores a profileImage part sent with the form, judged as PUT user/{id}/image judges it', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const editor = String(await roleId(admin, 'Editor'));
    const image = await png(120, 80);
    const registered = await form(
      admin,
      'POST',
      '/api/blokwerk/auth/register',
      { email: 'foto@example.test', role: editor, name: 'Foto', jobTitle: 'Fotograaf' },
      image,
    );
    expect(registered.status).toBe(200);
    expect(registered.body.User.profile).toMatchObject({ name: 'Foto', jobTitle: 'Fotograaf', image: expect.stringMatching(/\/image\?v=/) });
    const served = await fetch(new URL(registered.body.User.profile.image ?? '', server.t.url), { headers: { cookie: admin.cookieHeader } });
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    const created = await form(admin, 'POST', '/api/blokwerk/user', { email: 'foto2@example.test', role: editor, name: 'Foto 2' }, image);
    expect(created.body.User.profile.image).toMatch(/\/image\?v=/);

    const before = await snapshot(server.t.database.pool, volatile);
    const refusals: [Buffer, string][] = [
      [await png(1500, 10), 'UM_08'],
      [Buffer.from('%PDF-1.4 not an image'), 'UM_06'],
      [Buffer.alloc(3 * 1024 * 1024, 1), 'UM_05'],
    ];
    for (const [bytes, code] of refusals) {
      const refused = await form(admin, 'POST', '/api/blokwerk/user', { email: 'geweigerd@example.test', role: editor, name: 'Nee' }, bytes);
      expect([code, refused.status, refused.body.Errors.map((e) => e.code)]).toEqual([code, code === 'UM_05' ? 413 : 400, [code]]);
    }
    expect(await snapshot(server.t.database.pool, volatile)).toBe(before);
  });

  it('judges a profile image by the size its header declares before decoding a pixel (UM_08 for a 16000×16000 declaration)', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const me = (await admin.get<UserAnswer>('/api/blokwerk/user')).body.User;
    const bomb = declaredPng(16000, 16000);
    const answer = await form(admin, 'PUT', `/api/blokwerk/user/${me.ID}/image`, {}, bomb);
    expect([answer.status, answer.body.Errors.map((e) => e.code)]).toEqual([400, ['UM_08']]);
  });
});
