import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

type UserAnswer = Envelope & { User: { ID: number; profile: { image: string | null } } };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 60, b: 200 } } })
    .jpeg()
    .toBuffer();

/** PUT user/{id}/image as a browser form would send it (field `profileImage`). */
async function upload(client: ApiClient, userId: number, bytes: Buffer, fileName = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.append('profileImage', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': client.csrfToken ?? '' };
  const cookie = client.sessionCookie;
  if (cookie) headers.cookie = `blokwerk_session=${cookie}`;
  const res = await fetch(new URL(`/api/blokwerk/user/${userId}/image`, client.baseUrl), { method: 'PUT', headers, body: form });
  return { status: res.status, body: (await res.json()) as UserAnswer };
}

describe('profile images', () => {
  const server = useTestServer(ADMIN_ENV);

  it('stores a valid PNG and serves it with a cache-proof URL and ETag', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const me = (await admin.get<UserAnswer>('/api/blokwerk/user')).body.User;
    const bytes = await png(300, 200);
    const res = await upload(admin, me.ID, bytes);
    expect(res.status).toBe(200);
    const url = res.body.User.profile.image;
    expect(url).toMatch(new RegExp(`^/api/blokwerk/user/${me.ID}/image\\?v=[0-9a-f]{16}$`));
    const served = await fetch(new URL(url ?? '', server.t.url), { headers: { cookie: `blokwerk_session=${admin.sessionCookie}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const etag = served.headers.get('etag') ?? '';
    const again = await fetch(new URL(url ?? '', server.t.url), { headers: { cookie: `blokwerk_session=${admin.sessionCookie}`, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // Not for anonymous visitors.
    expect((await fetch(new URL(url ?? '', server.t.url))).status).toBe(401);
    const jpegAnswer = await upload(admin, me.ID, await jpeg(1024, 1024), 'me.jpg', 'image/jpeg');
    expect(jpegAnswer.status).toBe(200);
    expect(jpegAnswer.body.User.profile.image).not.toBe(url);
  });

  it('judges uploads by content: UM_05 size, UM_06 type, UM_07 undecodable, UM_08 dimensions', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const me = (await admin.get<UserAnswer>('/api/blokwerk/user')).body.User;
    const before = (await admin.get<UserAnswer>('/api/blokwerk/user')).body.User.profile.image;
    const valid = await png(100, 100);
    const noise = Buffer.alloc(2 * 1024 * 1024 + 10, 7);
    noise.set(valid.subarray(0, 16)); // a PNG signature, then far too many bytes
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const truncated = valid.subarray(0, Math.floor(valid.length / 2));
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const cases: [string, Buffer, string, number][] = [
      ['over 2 MB', noise, 'UM_05', 413],
      ['a PDF named .png', pdf, 'UM_06', 400],
      ['a GIF', gif, 'UM_06', 400],
      ['a truncated PNG', truncated, 'UM_07', 400],
      ['1025 px wide', await png(1025, 10), 'UM_08', 400],
      ['empty', Buffer.alloc(0), 'V_17', 400],
    ];
    for (const [what, bytes, code, status] of cases) {
      const res = await upload(admin, me.ID, bytes);
      expect(res.status, what).toBe(status);
      expect(res.body.Errors, what).toEqual([expect.objectContaining({ code, property: 'profileImage' })]);
    }
    expect((await admin.get<UserAnswer>('/api/blokwerk/user')).body.User.profile.image).toBe(before);
  });

  it("lets users set their own image, not someone else's (UM_01), and removes images", async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const adminId = (await admin.get<UserAnswer>('/api/blokwerk/user')).body.User.ID;
    const editor = await activatedUser(server.t, admin, 'picture@example.test', 'Editor');
    expect((await upload(editor.client, editor.id, await png(64, 64))).status).toBe(200);
    const foreign = await upload(editor.client, adminId, await png(64, 64));
    expect(foreign.status).toBe(403);
    expect(foreign.body.Errors[0]?.code).toBe('UM_01');
    // An administrator may change anyone's image.
    expect((await upload(admin, editor.id, await png(32, 32))).status).toBe(200);
    const removed = await editor.client.request<UserAnswer>('DELETE', `/api/blokwerk/user/${editor.id}/image`);
    expect(removed.body.User.profile.image).toBeNull();
    expect((await editor.client.get(`/api/blokwerk/user/${editor.id}/image`)).status).toBe(404);
    const { rowCount } = await server.t.database.pool.query('select 1 from "user_image" where "user_id" = $1', [editor.id]);
    expect(rowCount).toBe(0);
  });

  it('takes the image as a GraphQL multipart upload too', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const adminId = (await admin.get<UserAnswer>('/api/blokwerk/user')).body.User.ID;
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($id: Int!, $f: Upload!) { setUserImage(id: $id, profileImage: $f) { image } }',
        variables: { id: adminId, f: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', new Blob([new Uint8Array(await png(50, 50))], { type: 'image/png' }), 'gql.png');
    const res = await fetch(new URL('/api/blokwerk/graphql', server.t.url), {
      method: 'POST',
      headers: { cookie: `blokwerk_session=${admin.sessionCookie}`, 'x-csrf-token': admin.csrfToken ?? '', 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    const body = (await res.json()) as { data?: { setUserImage: { image: string } }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(body.data?.setUserImage.image).toMatch(/\/image\?v=/);
  });
});
