import { describe, expect, it } from 'vitest';
import { sameSitePath } from '../../src/http/same-site-path.js';
import notes from '../extension/server/index.js';
import { ApiClient } from '../support/api-client.js';
import { snapshot } from '../support/test-database.js';
import { useTestServer } from '../support/test-server.js';

/** JSON that parses, yet no operation can take: nested past any real input, or a string that is not Unicode. */
const HOSTILE = {
  'nested 100,000 levels': `{"email":${'['.repeat(100_000)}${']'.repeat(100_000)},"password":"x"}`,
  'a lone surrogate in the e-mail': '{"email":"\\ud800@example.test","password":"Not-the-password-1"}',
  'a lone surrogate in a key': '{"\\udc00":"x"}',
};

/**
 * A representative route of each kind: core REST, the GraphQL endpoint, an extension's route
 * (the test extension's; the recruitment routes, newsletter and applications, sit behind the
 * same parser: it is the API router's).
 */
const ROUTES = [
  '/api/blokwerk/auth/login',
  '/api/blokwerk/auth/forgot-password',
  '/api/blokwerk/page/get-by-slug',
  '/api/blokwerk/graphql',
  '/api/blokwerk/notes/create',
];

/** `return` values that must not send a visitor off the site, however a browser reads them. */
const ELSEWHERE = [
  '/..//evil.example/x',
  '/.//evil.example',
  '/a/../..//evil.example',
  '//evil.example/x',
  '/\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  ' /x',
  '/x\n',
  '',
  42,
];

describe('hostile input', { timeout: 60_000 }, () => {
  const server = useTestServer({}, [notes]);

  it('answers JSON nested 100,000 levels or holding a lone surrogate with 400 V_12 on `body` on every route, changing nothing', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const before = await snapshot(server.t.database.pool, ['http_session']);
    for (const [what, rawBody] of Object.entries(HOSTILE)) {
      for (const route of ROUTES) {
        const res = await visitor.request('POST', route, undefined, { rawBody });
        expect([what, route, res.status, res.body.Errors?.map((e) => [e.code, e.property])]).toEqual([what, route, 400, [['V_12', 'body']]]);
      }
    }
    expect(await snapshot(server.t.database.pool, ['http_session'])).toBe(before);
  });

  it('still takes JSON nested as deep as real input goes, and well-formed non-ASCII text', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    const deep = { email: 'nobody@example.test', password: 'Not-the-password-1', extra: JSON.parse(`${'['.repeat(60)}${']'.repeat(60)}`) as unknown };
    // The operation judges it (an unknown property), not the body parser.
    const res = await visitor.post('/api/blokwerk/auth/forgot-password', deep);
    expect(res.body.Errors?.map((e) => e.property)).not.toContain('body');
    // A pair escaped as ASCII-only encoders write it is one character, not two lone halves.
    const emoji = await visitor.request('POST', '/api/blokwerk/auth/login', undefined, {
      rawBody: '{"email":"ren\\u00e9e\\ud83d\\ude00@example.test","password":"Not-the-password-1"}',
    });
    expect([emoji.status, emoji.body.Errors.map((e) => e.code)]).toEqual([401, ['AUTH_01']]);
  });

  it("sends a visitor back to same-site paths only (a form's return=)", () => {
    for (const raw of ELSEWHERE) expect([raw, sameSitePath(raw).href]).toEqual([raw, 'http://site.invalid/']);
    const kept = sameSitePath('/vacatures/a/../b?x=1#top');
    expect(`${kept.pathname}${kept.search}${kept.hash}`).toBe('/vacatures/b?x=1#top');
  });
});
