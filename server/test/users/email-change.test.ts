import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, activatedUser, roleId, signedIn } from '../support/accounts.js';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { mailAfter, tokenFrom } from '../support/outbox.js';
import { useTestServer } from '../support/test-server.js';

type UserAnswer = Envelope & { User: { ID: number; Email: string } };
const PASSWORD = 'Fresh-password-1';

describe("changing a user's e-mail address revokes what was sent to the old one", () => {
  const server = useTestServer(ADMIN_ENV);
  const reset = (token: string) =>
    new ApiClient(server.t.url).prime().then((client) => client.post('/api/blokwerk/auth/reset-account', { password: PASSWORD, confirm: PASSWORD, token }));

  it('an activation link mailed to a mistyped address no longer opens the corrected account; the new address gets its own', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const role = await roleId(admin, 'Editor');
    let id = 0;
    const typo = await mailAfter(server.t.dataDir, 'anna@exmaple.test', /./, async () => {
      id = (await admin.post<UserAnswer>('/api/blokwerk/user', { email: 'anna@exmaple.test', role, profile: { name: 'Anna' } })).body.User.ID;
    });
    const corrected = await mailAfter(server.t.dataDir, 'anna@example.test', /./, async () => {
      expect((await admin.request('PUT', `/api/blokwerk/user/${id}`, { email: 'anna@example.test' })).status).toBe(200);
    });
    const refused = await reset(tokenFrom(typo));
    expect([refused.status, refused.body.Errors.map((e) => e.code)]).toEqual([400, ['V_04']]);
    expect((await reset(tokenFrom(corrected))).status).toBe(200);
    expect((await signedIn(server.t.url, 'anna@example.test', PASSWORD)).sessionCookie).toBeDefined();
  });

  it('a password-reset link sent before the change stops working', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const bram = await activatedUser(server.t, admin, 'bram@example.test', 'Editor');
    const mail = await mailAfter(server.t.dataDir, 'bram@example.test', /./, () =>
      new ApiClient(server.t.url).prime().then((c) => c.post('/api/blokwerk/auth/forgot-password', { email: 'bram@example.test' })),
    );
    expect((await admin.request('PUT', `/api/blokwerk/user/${bram.id}`, { email: 'bram.nieuw@example.test' })).status).toBe(200);
    expect((await reset(tokenFrom(mail))).body.Errors.map((e) => e.code)).toEqual(['V_04']);
  });

  it('ends the other sessions of a user who changes their own address, keeping the current one', async () => {
    const here = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const elsewhere = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const me = (await here.get<UserAnswer>('/api/blokwerk/user')).body.User;
    expect((await here.request('PUT', `/api/blokwerk/user/${me.ID}`, { email: 'beheer@example.test' })).status).toBe(200);
    expect((await here.get('/api/blokwerk/user')).status).toBe(200);
    expect((await elsewhere.get('/api/blokwerk/user')).status).toBe(401);
  });
});
