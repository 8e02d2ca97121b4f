import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { mailAfter, parseMail, readOutbox, tokenFrom, waitForMail } from '../support/outbox.js';
import { startTestServer, useTestServer, type TestServer } from '../support/test-server.js';

describe('forgot password, reset, activation, change password', () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_PUBLIC_URL: 'https://cms.example.test' });
  const anonymous = () => new ApiClient(server.t.url).prime();

  it('answers forgot-password the same whether or not the address exists, and mails only the real one', async () => {
    const known = await (await anonymous()).post('/api/blokwerk/auth/forgot-password', { email: ADMIN.email });
    const unknown = await (await anonymous()).post('/api/blokwerk/auth/forgot-password', { email: 'ghost@example.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await waitForMail(server.t.dataDir, ADMIN.email, /Reset your Blokwerk password/);
    expect(mail.text).toMatch(/https:\/\/cms\.example\.test\/cmsadmin\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
    expect((await readOutbox(server.t.dataDir)).some((m) => m.to.includes('ghost@'))).toBe(false);
  });

  it('checks the new password against the rules before the token is spent', async () => {
    const client = await anonymous();
    const token = tokenFrom(
      await mailAfter(server.t.dataDir, ADMIN.email, /Reset/, () => client.post('/api/blokwerk/auth/forgot-password', { email: ADMIN.email })),
    );
    const cases: [string, string, string[]][] = [
      ['Short-1!', 'Short-1!', ['V_10']],
      ['alllowercase-1', 'alllowercase-1', ['V_09']],
      ['NoSpecialChar1', 'NoSpecialChar1', ['V_09']],
      [`Long-${'x'.repeat(260)}`, `Long-${'x'.repeat(260)}`, ['V_11']],
      ['Good-password-1', 'Other-password-1', ['V_03']],
    ];
    for (const [password, confirm, codes] of cases) {
      const res = await client.post('/api/blokwerk/auth/reset-account', { password, confirm, token });
      expect(res.status, password).toBe(400);
      expect(res.body.Errors.map((e) => e.code)).toEqual(codes);
    }
    const done = await client.post('/api/blokwerk/auth/reset-account', { password: 'New-admin-password-1', confirm: 'New-admin-password-1', token });
    expect(done.body.Success).toBe(true);
    await signedIn(server.t.url, ADMIN.email, 'New-admin-password-1');
    const old = await (await anonymous()).post('/api/blokwerk/auth/login', { email: ADMIN.email, password: ADMIN.password });
    expect(old.status).toBe(401);
    // Single use: the same token again is V_04.
    const again = await client.post('/api/blokwerk/auth/reset-account', { password: 'Another-password-1', confirm: 'Another-password-1', token });
    expect(again.body.Errors).toEqual([expect.objectContaining({ code: 'V_04', property: 'token' })]);
  });

  it('refuses unknown tokens (V_04) and expired ones (V_05), and a reset ends every session of the account', async () => {
    const before = await signedIn(server.t.url, ADMIN.email, 'New-admin-password-1');
    const client = await anonymous();
    const unknown = await client.post('/api/blokwerk/auth/reset-account', { password: 'Valid-password-1', confirm: 'Valid-password-1', token: 'made-up' });
    expect(unknown.body.Errors).toEqual([expect.objectContaining({ code: 'V_04' })]);

    const forgot = () => client.post('/api/blokwerk/auth/forgot-password', { email: ADMIN.email });
    const expiring = tokenFrom(await mailAfter(server.t.dataDir, ADMIN.email, /Reset/, forgot));
    await server.t.database.pool.query(`update "one_time_token" set "expires_at" = now() - interval '1 second' where "used_at" is null`);
    const expired = await client.post('/api/blokwerk/auth/reset-account', { password: 'Valid-password-1', confirm: 'Valid-password-1', token: expiring });
    expect(expired.body.Errors).toEqual([expect.objectContaining({ code: 'V_05', message: 'The token is not valid or is expired.' })]);

    // Only the latest reset link works: asking again retires the earlier one.
    const first = tokenFrom(await mailAfter(server.t.dataDir, ADMIN.email, /Reset/, forgot));
    const latest = tokenFrom(await mailAfter(server.t.dataDir, ADMIN.email, /Reset/, forgot));
    expect(latest).not.toBe(first);
    const retired = await client.post('/api/blokwerk/auth/reset-account', { password: 'Valid-password-1', confirm: 'Valid-password-1', token: first });
    expect(retired.body.Errors?.[0]?.code).toBe('V_04');
    expect(
      (await client.post('/api/blokwerk/auth/reset-account', { password: 'Valid-password-1', confirm: 'Valid-password-1', token: latest })).body.Success,
    ).toBe(true);
    expect((await before.get('/api/blokwerk/user')).status).toBe(401);
    ADMIN_PASSWORD_NOW = 'Valid-password-1';
  });

  it('activates a new account through the mailed link; the pending account cannot sign in before', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN_PASSWORD_NOW);
    let res: Awaited<ReturnType<ApiClient['post']>> | undefined;
    const mail = await mailAfter(server.t.dataDir, 'nieuw@example.test', /Activate your Blokwerk account/, async () => {
      res = await admin.post('/api/blokwerk/auth/register', { name: 'Nieuwe Redacteur', email: 'nieuw@example.test', role: 1, jobTitle: 'Redacteur' });
    });
    expect(res?.status).toBe(200);
    expect(res?.body).toMatchObject({ User: { Email: 'nieuw@example.test', status: 'pending', profile: { name: 'Nieuwe Redacteur', jobTitle: 'Redacteur' } } });
    expect(mail.text).toContain('https://cms.example.test/cmsadmin/activate-account?token=');
    const early = await (await anonymous()).post('/api/blokwerk/auth/login', { email: 'nieuw@example.test', password: 'Whatever-1' });
    expect(early.body.Errors?.[0]?.code).toBe('AUTH_01');
    const client = await anonymous();
    const activated = await client.post('/api/blokwerk/auth/reset-account', {
      password: 'Redacteur-pass-1',
      confirm: 'Redacteur-pass-1',
      token: tokenFrom(mail),
    });
    expect(activated.body.Success).toBe(true);
    const me = await (await signedIn(server.t.url, 'nieuw@example.test', 'Redacteur-pass-1')).get('/api/blokwerk/user');
    expect(me.body).toMatchObject({ User: { status: 'active' } });
  });

  it("changes the signed-in user's password: AUTH_02 for a wrong current one, V_08 for a mismatch", async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN_PASSWORD_NOW);
    const { client } = await activatedUser(server.t, admin, 'changer@example.test', 'Editor');
    const other = await signedIn(server.t.url, 'changer@example.test', 'Editor-password-1');
    const wrong = await client.post('/api/blokwerk/auth/change-password', {
      currentPassword: 'Nope-nope-1',
      password: 'Changed-pass-1',
      confirm: 'Changed-pass-1',
    });
    expect(wrong.body.Errors).toEqual([expect.objectContaining({ code: 'AUTH_02', property: 'currentPassword' })]);
    const mismatch = await client.post('/api/blokwerk/auth/change-password', {
      currentPassword: 'Editor-password-1',
      password: 'Changed-pass-1',
      confirm: 'Changed-pass-2',
    });
    expect(mismatch.body.Errors).toEqual([expect.objectContaining({ code: 'V_08' })]);
    const ok = await client.post('/api/blokwerk/auth/change-password', {
      currentPassword: 'Editor-password-1',
      password: 'Changed-pass-1',
      confirm: 'Changed-pass-1',
    });
    expect(ok.body.Success).toBe(true);
    expect((await client.get('/api/blokwerk/user')).status).toBe(200); // this session stays
    expect((await other.get('/api/blokwerk/user')).status).toBe(401); // other sessions end
    await signedIn(server.t.url, 'changer@example.test', 'Changed-pass-1');
  });
});

let ADMIN_PASSWORD_NOW = ADMIN.password;

describe('mail over SMTP', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let t: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    t = await startTestServer({ ...ADMIN_ENV, SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the reset mail through SMTP_URL instead of the outbox', async () => {
    await (await new ApiClient(t.url).prime()).post('/api/blokwerk/auth/forgot-password', { email: ADMIN.email });
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const mail = parseMail(received[0] ?? '');
    expect(mail.to).toContain(ADMIN.email);
    expect(mail.subject).toBe('Reset your Blokwerk password');
    expect(tokenFrom(mail)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await readOutbox(t.dataDir)).toEqual([]);
  });
});
