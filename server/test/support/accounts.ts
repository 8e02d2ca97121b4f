import { ApiClient, type ApiResponse, type Envelope } from './api-client.js';
import { beforeAll } from 'vitest';
import type { TestServer, TestServerHandle } from './test-server.js';
import { mailAfter, tokenFrom } from './outbox.js';

export const ADMIN = { email: 'admin@example.test', password: 'Admin-password-1' };
/** Environment for a test server whose seeded administrator is ADMIN. */
export const ADMIN_ENV = { BLOKWERK_ADMIN_EMAIL: ADMIN.email, BLOKWERK_ADMIN_PASSWORD: ADMIN.password };

export function signedIn(baseUrl: string, email: string, password: string): Promise<ApiClient> {
  return ApiClient.signIn(baseUrl, email, password);
}

/** ADMIN and a visitor without a session, named, ready before the file's tests (the server needs ADMIN_ENV). */
export function useAdminAndVisitor(server: TestServerHandle): [string, ApiClient][] {
  const callers: [string, ApiClient][] = [];
  beforeAll(async () => {
    callers.push(['admin', await signedIn(server.t.url, ADMIN.email, ADMIN.password)], ['visitor', await new ApiClient(server.t.url).prime()]);
  });
  return callers;
}

/** A role id by name, read through the API as an administrator. */
export async function roleId(admin: ApiClient, name: string): Promise<number> {
  const res = await admin.get<Envelope & { roles: { id: number; name: string }[] }>('/api/blokwerk/user/roles');
  const role = res.body.roles.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

/**
 * Creates an account through the API, activates it through the mailed link, and answers a
 * client signed in as that user.
 */
export async function activatedUser(t: Pick<TestServer, 'url' | 'dataDir'>, admin: ApiClient, email: string, roleName: string, password = 'Editor-password-1') {
  const role = await roleId(admin, roleName);
  let created: ApiResponse<Envelope & { User: { ID: number } }> | undefined;
  const mail = await mailAfter(t.dataDir, email, /Activate/, async () => {
    created = await admin.post<Envelope & { User: { ID: number } }>('/api/blokwerk/user', {
      email,
      role,
      profile: { name: email.split('@')[0], jobTitle: 'Tester' },
    });
  });
  if (created?.status !== 200) throw new Error(`creating ${email} failed: ${JSON.stringify(created?.body)}`);
  const token = tokenFrom(mail);
  const activation = await (await new ApiClient(t.url).prime()).post('/api/blokwerk/auth/reset-account', { password, confirm: password, token });
  if (activation.status !== 200) throw new Error(`activating ${email} failed: ${JSON.stringify(activation.body)}`);
  return { id: created.body.User.ID, client: await signedIn(t.url, email, password) };
}
