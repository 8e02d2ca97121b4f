import sharp from 'sharp';
import type { ApiClient, Envelope } from '../support/api-client.js';

export const API = '/api/blokwerk';

export interface MediaFileView {
  id: number;
  path: string;
  fileName: string;
  hash: string;
  size: number;
  mimeType: string;
  kind: string;
  width: number | null;
  height: number | null;
  defaultAltText: string;
  shared: boolean;
  focalX: number | null;
  focalY: number | null;
  version: string;
  usageCount: number;
  previewUrl: string | null;
}

export type FileAnswer = Envelope & { file: MediaFileView };

export const png = (width: number, height: number, background = '#c83c14') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
export const jpeg = (width: number, height: number, background = '#143cc8') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A 400×200 PNG: the left half red, the right half blue (to see where a crop came from). */
export async function halves(): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** A 400×200 white PNG with a black square near its right edge (x 320–380, y 70–130): a centred square crop misses it. */
export async function marked(): Promise<Buffer> {
  const mark = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#000000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } })
    .composite([{ input: mark, left: 320, top: 70 }])
    .png()
    .toBuffer();
}

/** The RGB of pixel (x, y) of an image answer, and the image's size. */
export async function pixelAt(res: Response, x: number, y: number): Promise<{ width: number; height: number; rgb: number[] }> {
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return { width: info.width, height: info.height, rgb: [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1] };
}

export const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function sessionHeaders(client: ApiClient): Record<string, string> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': client.csrfToken ?? '' };
  if (client.cookieHeader) headers.cookie = client.cookieHeader;
  return headers;
}

/** POSTs `fields` and the file as `f` to a multipart media call, as a browser form sends them. */
async function postFile(client: ApiClient, call: string, fields: Record<string, string>, fileName: string, bytes: Buffer | string, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('f', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), fileName);
  const res = await fetch(new URL(`${API}/medialib/${call}`, client.baseUrl), { method: 'POST', headers: sessionHeaders(client), body: form });
  return { status: res.status, headers: res.headers, body: (await res.json()) as FileAnswer };
}

/** POST medialib/add-file: `path` and the file as `f`. */
export function upload(client: ApiClient, path: string, fileName: string, bytes: Buffer | string, type = 'application/octet-stream') {
  return postFile(client, 'add-file', { path }, fileName, bytes, type);
}

/** POST medialib/replace-file: new bytes for file `id`. */
export function replaceFile(client: ApiClient, id: number, fileName: string, bytes: Buffer | string, type = 'application/octet-stream') {
  return postFile(client, 'replace-file', { id: String(id) }, fileName, bytes, type);
}

/** The same upload through GraphQL's multipart request spec. */
export async function uploadGraphQL(client: ApiClient, path: string, fileName: string, bytes: Buffer) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation($path: String, $f: Upload!) { uploadMediaFile(path: $path, f: $f) { id path fileName hash mimeType width height } }',
      variables: { path, f: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([new Uint8Array(bytes)]), fileName);
  const res = await fetch(new URL(`${API}/graphql`, client.baseUrl), { method: 'POST', headers: sessionHeaders(client), body: form });
  return (await res.json()) as {
    data?: { uploadMediaFile: MediaFileView } | null;
    errors?: { extensions?: { code?: string; errors?: { code: string; property?: string }[] } }[];
  };
}

/** A GET as a browser sends it, with the client's session (or none). */
export function fetchAs(client: ApiClient | undefined, base: string, path: string, headers: Record<string, string> = {}) {
  const all = { ...headers, ...(client?.sessionCookie ? { cookie: `blokwerk_session=${client.sessionCookie}` } : {}) };
  return fetch(new URL(path, base), { headers: all });
}

/** A page whose one image block shows `file` (with a crop when given), created as `client`. */
export async function pageWithImage(client: ApiClient, slug: string, file: MediaFileView, cropParams?: Record<string, number>, altText = 'alt') {
  const entry = { fileID: file.id, hash: file.hash, fileName: file.fileName, altText, ...(cropParams ? { cropParams } : {}) };
  const created = await client.post<Envelope & { pageID: number; pageVersionID: number }>(`${API}/page/create`, {
    title: `Page ${slug}`,
    slug,
    type: 'page',
    locale: 'nl',
    content: [{ type: 'image', key: 'b1', props: { caption: '' }, anchorPoint: null, __images: { image: [entry] }, __files: {} }],
  });
  if (created.status !== 200) throw new Error(`page create failed: ${JSON.stringify(created.body)}`);
  return created.body;
}
