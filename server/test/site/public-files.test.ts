import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDistDir } from '../../src/paths.js';
import { ADMIN_ENV } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

// Serves the built site (site/dist): run `npm run build -w site` first.

/** The build's own files are served as files; every other path renders (site/mount.ts). */
describe('the site build files', () => {
  const server = useTestServer(ADMIN_ENV);

  it('serves public and bundled files, and renders anything else', async () => {
    const favicon = await fetch(new URL('/favicon.svg', server.t.url));
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');
    const [bundle] = (await readdir(path.join(siteDistDir, 'client', '_astro'))).filter((name) => name.endsWith('.js'));
    const script = await fetch(new URL(`/_astro/${bundle ?? 'missing'}`, server.t.url));
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    const unknown = await fetch(new URL('/favicon-nope.svg', server.t.url));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
  });
});
