import { access } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { tempUploads } from '../support/temp-uploads.js';
import { useTestServer } from '../support/test-server.js';
import { API, fetchAs, jpeg, pdf, png, upload, uploadGraphQL } from './support.js';

const MB = 1024 * 1024;

/**
 * A multipart upload streamed chunk by chunk (never held whole): a JPEG signature, then
 * `size` bytes of zeros. Answers the status and body as soon as the server responds.
 */
function streamedUpload(
  client: ApiClient,
  target: string,
  size: number,
  fields: (boundary: string) => string,
  tail: string,
): Promise<{ status: number; body: Envelope | { errors?: { extensions?: { code?: string } }[] } }> {
  const boundary = 'blokwerkboundary';
  const url = new URL(target, client.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': client.csrfToken ?? '',
        cookie: `blokwerk_session=${client.sessionCookie ?? ''}`,
      },
    });
    const state = { answered: false };
    req.on('response', (res) => {
      state.answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope });
      });
    });
    req.on('error', (error) => {
      if (!state.answered) reject(error);
    });
    const zeros = Buffer.alloc(256 * 1024);
    let sent = 0;
    const pump = () => {
      while (!state.answered && sent < size) {
        const chunk = zeros.subarray(0, Math.min(zeros.length, size - sent));
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!state.answered) req.end(`\r\n--${boundary}${tail}--\r\n`);
    };
    req.write(fields(boundary));
    req.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    pump();
  });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The multipart head of add-file, up to the file's first byte. */
const addFilePart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n/\r\n--${boundary}\r\nContent-Disposition: form-data; name="f"; ` +
  `filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

describe('media uploads: streamed, judged by content, stored by hash', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);
  const tempFiles = () => tempUploads(server.t.dataDir);
  const objectPath = (hash: string) => path.join(server.t.dataDir, 'media', 'objects', hash.slice(0, 2), hash.slice(2, 4), hash);

  it('accepts the allow-listed types, judged by their bytes', async () => {
    const client = await admin();
    const cases: [string, Buffer | string, Record<string, unknown>][] = [
      ['photo.jpeg', await jpeg(64, 48), { mimeType: 'image/jpeg', kind: 'image', width: 64, height: 48 }],
      ['logo.png', await png(10, 12), { mimeType: 'image/png', kind: 'image', width: 10, height: 12 }],
      ['brochure.pdf', pdf, { mimeType: 'application/pdf', kind: 'document', width: null }],
      ['prices.csv', 'name;price\nkoffie;2,50\n', { mimeType: 'text/csv', kind: 'text' }],
      ['readme.txt', 'Hallo wereld — ümlaut\n', { mimeType: 'text/plain', kind: 'text' }],
    ];
    for (const [name, bytes, expected] of cases) {
      const res = await upload(client, '/', name, bytes);
      expect(res.status, name).toBe(200);
      expect(res.body.file, name).toMatchObject({ fileName: name, path: '/', ...expected });
    }
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses what the allow-list does not hold, and names that lie about the content (V_12)', async () => {
    const client = await admin();
    const valid = await png(10, 10);
    const cases: [string, string, Buffer | string][] = [
      ['a PNG named .jpg', 'photo.jpg', valid],
      ['a PDF named .png', 'image.png', pdf],
      ['an executable named .pdf', 'setup.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
      ['HTML', 'page.html', '<html><script>alert(1)</script></html>'],
      ['binary noise named .txt', 'notes.txt', Buffer.from([0xff, 0xfe, 0x00, 0x01, 0xc3, 0x28, 0x00])],
      ['a PNG that does not decode', 'broken.png', Buffer.concat([valid.subarray(0, 16), Buffer.alloc(64, 7)])],
      ['an SVG that is not one', 'drawing.svg', 'just text'],
      ['an SVG with entities', 'bomb.svg', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'],
    ];
    for (const [what, name, bytes] of cases) {
      const res = await upload(client, '/', name, bytes);
      expect(res.status, what).toBe(400);
      expect(res.body.Errors, what).toEqual([expect.objectContaining({ code: 'V_12', property: 'f' })]);
    }
    const empty = await upload(client, '/', 'empty.txt', '');
    expect(empty.body.Errors).toEqual([expect.objectContaining({ code: 'V_17', property: 'f' })]);
    const missing = await client.post(`${API}/medialib/add-file`, { path: '/' });
    expect(missing.body.Errors).toEqual([expect.objectContaining({ code: 'V_17', property: 'f' })]);
    expect((await upload(client, '/nowhere', 'x.png', valid)).status).toBe(404);
    expect((await upload(client, '/../etc', 'x.png', valid)).body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'path' })]);
    const dir = await client.post<Envelope & { files: { fileName: string }[] }>(`${API}/medialib/get-dir`, { path: '/' });
    expect(dir.body.files.map((f) => f.fileName)).not.toContain('photo.jpg');
    expect(await tempFiles()).toEqual([]);
  });

  it('stores SVGs only sanitized: no scripts, handlers or outside references', async () => {
    const client = await admin();
    const svg = `<?xml version="1.0"?>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10" onload="alert(1)">
        <script>alert(2)</script>
        <foreignObject><iframe src="https://evil.test"></iframe></foreignObject>
        <rect width="20" height="10" fill="#0a0" onclick="alert(3)" style="fill:url(https://evil.test/x)"/>
        <a xlink:href="javascript:alert(4)"><text>hi</text></a>
        <image href="file:///etc/passwd"/>
        <use href="https://evil.test/sprite.svg#x"/>
      </svg>`;
    const res = await upload(client, '/', 'drawing.svg', svg, 'image/svg+xml');
    expect(res.status).toBe(200);
    expect(res.body.file).toMatchObject({ mimeType: 'image/svg+xml', kind: 'image', width: 20, height: 10 });
    const served = await fetchAs(client, server.t.url, `${API}/medialib/preview-image?imageID=${res.body.file.id}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    const text = await served.text();
    expect(text).toContain('<rect width="20" height="10" fill="#0a0">');
    for (const bad of ['script', 'alert', 'onload', 'onclick', 'evil.test', 'javascript:', 'passwd', 'foreignObject', 'iframe'])
      expect(text, bad).not.toContain(bad);
  });

  it('keeps one object per content: placed by rename, removed with the last file naming it', async () => {
    const client = await admin();
    await client.post(`${API}/medialib/create-dir`, { path: '/', folderName: 'Copies' });
    const bytes = await png(33, 33);
    const first = (await upload(client, '/Copies', 'one.png', bytes)).body.file;
    const second = (await upload(client, '/Copies', 'two.png', bytes)).body.file;
    expect(second.hash).toBe(first.hash);
    expect(await exists(objectPath(first.hash))).toBe(true);
    await client.post(`${API}/medialib/delete-file`, { id: first.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await exists(objectPath(first.hash))).toBe(true);
    await client.post(`${API}/medialib/delete-directory`, { path: '/Copies', confirm: true });
    await expect.poll(() => exists(objectPath(first.hash))).toBe(false);
  });

  it('takes uploads through GraphQL multipart requests', async () => {
    const client = await admin();
    const answer = await uploadGraphQL(client, '/', 'graphql.png', await png(12, 7));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.uploadMediaFile).toMatchObject({ path: '/', fileName: 'graphql.png', mimeType: 'image/png', width: 12, height: 7 });
    const lying = await uploadGraphQL(client, '/', 'graphql.pdf', await png(12, 7));
    expect(lying.errors?.[0]?.extensions?.errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'f' })]);
  });

  it('refuses a file name no file can have with V_12, over REST and GraphQL, and keeps no temp file', async () => {
    const client = await admin();
    const bytes = await jpeg(20, 20);
    for (const name of ['a\u0000.jpg', `${'x'.repeat(600)}.jpg`, 'holiday\u202e2026.jpg', '', '.']) {
      const rest = await upload(client, '/', name, bytes, 'image/jpeg');
      expect([name, rest.status, rest.body.Errors.map((e) => e.code)]).toEqual([name, 400, ['V_12']]);
      // A NUL in a multipart header is malformed: graphql-upload fails the part, not the request.
      const graphql = await uploadGraphQL(client, '/', name, bytes);
      expect([name, graphql.errors?.[0]?.extensions?.code]).toEqual([name, 'V_12']);
    }
    expect(await tempFiles()).toEqual([]);
    // Names beyond ASCII arrive as browsers send them (UTF-8), the same through both transports.
    const rest = await upload(client, '/', 'café façade.jpg', bytes, 'image/jpeg');
    const graphql = await uploadGraphQL(client, '/', 'crème brûlée.jpg', bytes);
    expect([rest.body.file?.fileName, graphql.data?.uploadMediaFile.fileName]).toEqual(['café façade.jpg', 'crème brûlée.jpg']);
  });

  it('refuses files over 100 MB (ML_01, 413) while streaming, over REST and GraphQL', async () => {
    const client = await admin();
    const rest = await streamedUpload(client, `${API}/medialib/add-file`, 100 * MB + 1, addFilePart, '');
    expect(rest.status).toBe(413);
    expect((rest.body as Envelope).Errors).toEqual([expect.objectContaining({ code: 'ML_01', property: 'f' })]);

    const operations = JSON.stringify({ query: 'mutation($f: Upload!) { uploadMediaFile(f: $f) { id } }', variables: { f: null } });
    const gqlPart = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n--${boundary}\r\nContent-Disposition: ` +
      `form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n--${boundary}\r\nContent-Disposition: form-data; name="0"; ` +
      `filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const gql = await streamedUpload(client, `${API}/graphql`, 100 * MB + 1, gqlPart, '');
    const errors = (gql.body as { errors?: { extensions?: { code?: string } }[] }).errors;
    expect(errors?.[0]?.extensions?.code).toBe('ML_01');

    const dir = await client.post<Envelope & { files: { fileName: string }[] }>(`${API}/medialib/get-dir`, { path: '/' });
    expect(dir.body.files.map((f) => f.fileName)).not.toContain('huge.jpg');
    await expect.poll(tempFiles).toEqual([]);
  });

  it('refuses a body announced beyond the limit before reading it', async () => {
    const client = await admin();
    const res = await new Promise<{ status: number; body: Envelope }>((resolve, reject) => {
      const req = http.request(new URL(`${API}/medialib/add-file`, client.baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(101 * MB + 2 * MB),
          'x-requested-with': 'XMLHttpRequest',
          'x-csrf-token': client.csrfToken ?? '',
          cookie: `blokwerk_session=${client.sessionCookie ?? ''}`,
        },
      });
      req.on('response', (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => {
          req.destroy();
          resolve({ status: r.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope });
        });
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(res.status).toBe(413);
    expect(res.body.Errors).toEqual([expect.objectContaining({ code: 'ML_01' })]);
  });
});
