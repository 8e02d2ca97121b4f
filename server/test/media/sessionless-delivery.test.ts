import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { API, fetchAs, halves, pageWithImage, upload } from './support.js';

describe('media delivery without a session (CDN-cacheable public media)', () => {
  const server = useTestServer(ADMIN_ENV);

  it("gives an anonymous visitor a published page's file without a cookie; editors keep their session", async () => {
    const client = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const image = (await upload(client, '/', 'halves.png', await halves())).body.file;
    const crop = { x: 0, y: 0, width: 200, height: 200, rotate: 0, scaleX: 1, scaleY: 1 };
    const page = await pageWithImage(client, 'sessionless', image, crop);
    await client.post(`${API}/page/${page.pageID}/publish`, {});

    const file = await fetchAs(undefined, server.t.url, `${API}/medialib/get-page-file/${page.pageID}/block_images_b1/${image.hash}/${image.fileName}`);
    expect(file.status).toBe(200);
    expect(file.headers.getSetCookie()).toEqual([]);
    expect(file.headers.get('x-csrf-token')).toBeNull();
    expect(file.headers.get('cache-control')).toMatch(/^public, /);

    const cropUrl = `${API}/medialib/preview-crop?imageID=${image.id}&${new URLSearchParams(Object.entries(crop).map(([k, v]) => [k, String(v)]))}`;
    const cropped = await fetchAs(undefined, server.t.url, cropUrl);
    expect(cropped.status).toBe(200);
    expect(cropped.headers.getSetCookie()).toEqual([]);
    // Unknown files answer without a session too.
    const missing = await fetchAs(undefined, server.t.url, `${API}/medialib/preview-image?imageID=999999`);
    expect(missing.status).toBe(404);
    expect(missing.headers.getSetCookie()).toEqual([]);

    // The signed-in editor's request carries the session's token as every API answer does.
    const forEditor = await fetchAs(client, server.t.url, cropUrl);
    expect(forEditor.status).toBe(200);
    expect(forEditor.headers.get('x-csrf-token')).toBe(client.csrfToken);
  });

  it('still gives every other API answer a token and its cookie', async () => {
    const res = await fetch(new URL(`${API}/settings/get`, server.t.url));
    expect(res.headers.get('x-csrf-token')).toMatch(/.+/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('blokwerk_csrf='))).toBe(true);
  });
});
