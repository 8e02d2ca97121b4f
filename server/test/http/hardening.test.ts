import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { HTTP_TIMEOUTS } from '../../src/server.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { readOutbox, waitForMail } from '../support/outbox.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** What the server logs, as JSON lines, with its real redaction rules. */
function capturedLog() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger('info', destination) };
}

describe('hardening of what every answer and the log carry', () => {
  const captured = capturedLog();
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ ...ADMIN_ENV, LOG_LEVEL: 'info', BLOKWERK_TRUST_PROXY: 'loopback' }, captured.log);
  });
  afterAll(() => t.close());

  it('keeps reset tokens and CSRF tokens out of the access log', async () => {
    const client = await new ApiClient(t.url).prime();
    const before = (await readOutbox(t.dataDir)).length;
    await client.post('/api/blokwerk/auth/forgot-password', { email: ADMIN.email });
    const mail = await waitForMail(t.dataDir, ADMIN.email, /./, { skip: before });
    const link = /https?:\/\/\S+reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link?.[1]).toBeDefined();
    const token = link?.[1] ?? '';
    // The visitor opens the link: the admin's route is logged, the token is not.
    expect((await fetch(new URL(`/cmsadmin/reset-password?token=${token}`, t.url))).status).toBe(200);
    expect(captured.lines.join('\n')).toContain('/cmsadmin/reset-password?token=[redacted]');
    expect(client.csrfToken).toBeDefined();
    const secrets = [token, client.csrfToken ?? ''];
    expect(captured.lines.filter((line) => secrets.some((secret) => line.includes(secret)))).toEqual([]);
  });

  it("writes mails holding live links for the server's user only (0600)", async () => {
    const [mail] = await readOutbox(t.dataDir);
    const mode = (await stat(path.join(t.dataDir, 'outbox', mail?.file ?? ''))).mode & 0o777;
    expect(mode.toString(8)).toBe('600');
    expect(((await stat(path.join(t.dataDir, 'outbox'))).mode & 0o077).toString(8)).toBe('0');
  });

  it('sends no Server-Timing unless asked, and HSTS only over https', async () => {
    const plain = await fetch(new URL('/api/blokwerk/settings/get', t.url));
    expect(plain.headers.get('server-timing')).toBeNull();
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(new URL('/api/blokwerk/settings/get', t.url), { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('keeps idle connections open as long as it says, longer than load balancers do (Keep-Alive: timeout=65)', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(new URL('/healthz', t.url), { agent: new http.Agent({ keepAlive: true }) }, resolve).on('error', reject);
    });
    answer.resume();
    expect(answer.headers['keep-alive']).toBe(`timeout=${HTTP_TIMEOUTS.keepAliveTimeout / 1000}`);
    expect(HTTP_TIMEOUTS.headersTimeout).toBeGreaterThan(HTTP_TIMEOUTS.keepAliveTimeout);
  });

  it('gives site pages a CSP with default-src, object-src and base-uri', async () => {
    const page = await fetch(new URL('/bestaat-niet', t.url));
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it('stores rich-text links that can never hand a new window this page (window.opener)', async () => {
    const admin = await signedIn(t.url, ADMIN.email, ADMIN.password);
    const created = await admin.post<Envelope & { pageVersionID: number }>('/api/blokwerk/page/create', {
      title: 'Links',
      slug: 'links',
      type: 'page',
      locale: 'nl',
      content: [],
      typeData: {},
    });
    const html = [
      '<a href="https://a.example" target="_BLANK" rel="opener">a</a>',
      '<a href="https://b.example" target="venster">b</a>',
      '<a href="https://c.example" target="_blank" rel="nofollow opener">c</a>',
      '<a href="https://d.example" rel="opener">d</a>',
    ].join(' ');
    const stored = await admin.post<Envelope & { pageVersion: { blocks: { props: { html: string } }[] } }>(
      `/api/blokwerk/page/version/${created.body.pageVersionID}/store`,
      {
        revision: 1,
        title: 'Links',
        typeData: {},
        blocks: [{ type: 'rich-text', key: 't', props: { html } }],
      },
    );
    expect(stored.status).toBe(200);
    expect(stored.body.pageVersion.blocks[0]?.props.html).toBe(
      [
        '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
        '<a href="https://b.example">b</a>',
        '<a href="https://c.example" target="_blank" rel="nofollow noopener noreferrer">c</a>',
        '<a href="https://d.example">d</a>',
      ].join(' '),
    );
  });
});

describe('Server-Timing when asked (BLOKWERK_SERVER_TIMING=true, as the benchmarks run)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ BLOKWERK_SERVER_TIMING: 'true' });
  });
  afterAll(() => t.close());

  it('reports the time at the server', async () => {
    expect((await fetch(new URL('/healthz', t.url))).headers.get('server-timing')).toMatch(/^app;dur=[\d.]+$/);
  });
});
