// `@blokwerk/testing`: an extension's tests against a real Blokwerk server (docs/testing.md).
// Everything core's own tests use (`@blokwerk/server/testing`), with a friendlier useTestServer.
import { ADMIN, ADMIN_ENV, ApiClient, useTestServer as useCoreTestServer, type Extension, type TestServerHandle } from '@blokwerk/server/testing';

export * from '@blokwerk/server/testing';

export interface TestServerOptions {
  /** What the server runs besides core (default: nothing). */
  extensions?: readonly Extension[];
  /** Environment on top of the test defaults: ADMIN seeded, no demo content, a silent log, the file's own database. */
  env?: Record<string, string>;
}

export interface ExtensionTestServer extends TestServerHandle {
  /** The server's base URL (available inside tests and hooks). */
  readonly url: string;
  /** A client signed in as `account` (default ADMIN), holding its session and CSRF token. */
  signIn(account?: { email: string; password: string }): Promise<ApiClient>;
}

/**
 * Starts the real server (express, GraphQL, REST, sessions, the site) with `extensions` for the
 * enclosing describe block, on a copy of the migrated database of its own, and stops it afterwards.
 */
export function useTestServer({ extensions = [], env = {} }: TestServerOptions = {}): ExtensionTestServer {
  const handle = useCoreTestServer({ ...ADMIN_ENV, ...env }, extensions);
  return {
    get t() {
      return handle.t;
    },
    get client() {
      return handle.client;
    },
    get url() {
      return handle.t.url;
    },
    signIn: ({ email, password } = ADMIN) => ApiClient.signIn(handle.t.url, email, password),
  };
}
