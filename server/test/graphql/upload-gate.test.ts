import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_GRAPHQL_UPLOAD_REQUEST_BYTES } from '../../src/app.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { ApiClient } from '../support/api-client.js';
import { useTestServer } from '../support/test-server.js';

const BOUNDARY = 'blokwerkgate';
const OPERATIONS = JSON.stringify({ query: 'mutation($f: Upload!) { uploadMediaFile(f: $f) { id } }', variables: { f: null } });
const HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${OPERATIONS}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; ` +
  `name="map"\r\n\r\n{"0":["variables.f"]}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="big.jpg"\r\nContent-Type: ` +
  `image/jpeg\r\n\r\n`;

interface Answer {
  status: number;
  body: { Errors?: { code: string }[] };
}

/** How long a request may wait for an answer before its body: a server that reads the body first never answers. */
const PATIENCE_MS = 5000;

/**
 * Announces a multipart GraphQL body of `announced` bytes, sends only its first fields and
 * waits: a server that judges the request before reading its body answers; one that reads
 * (and stores) the body first is still waiting for the rest when the patience runs out.
 */
function announce(client: ApiClient, announced: number): Promise<Answer | 'still reading'> {
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'content-length': String(announced),
    'x-requested-with': 'XMLHttpRequest',
    'x-csrf-token': client.csrfToken ?? '',
  };
  if (client.cookieHeader) headers.cookie = client.cookieHeader;
  return new Promise((resolve, reject) => {
    const req = http.request(new URL('/api/blokwerk/graphql', client.baseUrl), { method: 'POST', headers });
    const patience = setTimeout(() => {
      req.destroy();
      resolve('still reading');
    }, PATIENCE_MS);
    req.on('response', (res) => {
      clearTimeout(patience);
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        req.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: (text.startsWith('{') ? JSON.parse(text) : { text }) as Answer['body'] });
      });
    });
    req.on('error', (error) => {
      clearTimeout(patience);
      reject(error);
    });
    req.write(HEAD);
  });
}

describe('multipart GraphQL requests (uploads) are judged before their body is read', { timeout: 60_000 }, () => {
  const server = useTestServer(ADMIN_ENV);

  it('refuses a visitor without a session: 401 UM_01 after its first fields of a 50 MB body', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const answer = await announce(visitor, 50 * 1024 * 1024);
    expect(answer).toEqual({ status: 401, body: expect.objectContaining({ Errors: [expect.objectContaining({ code: 'UM_01' })] }) });
  });

  it('refuses one without the CSRF token (403) the same way', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    admin.csrfToken = 'f'.repeat(64);
    const answer = await announce(admin, 50 * 1024 * 1024);
    expect(answer).toMatchObject({ status: 403 });
  });

  it('refuses a signed-in editor announcing more than one file at the limit: 413 V_14, unread', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const answer = await announce(admin, MAX_GRAPHQL_UPLOAD_REQUEST_BYTES + 1);
    expect(answer).toEqual({ status: 413, body: expect.objectContaining({ Errors: [expect.objectContaining({ code: 'V_14' })] }) });
  });
});
