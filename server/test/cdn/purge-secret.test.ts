import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { PURGE_SECRET_HEADER } from '../../src/cdn/purger.js';
import { PURGE_SECRET, startVarnish, VARNISHD, XKEY, type RunningVarnish } from '../support/varnish.js';

// Debian's varnish with xkey from varnish-modules (.ci/run installs both when it may), running
// the shipped recipe in front of a plain backend: the purge rule is the recipe's alone.

if (!VARNISHD || !XKEY) console.warn('purge-secret.test.ts skipped: varnishd or the xkey vmod is not installed (apt-get install varnish varnish-modules)');

describe('BLOKWERK_PURGE_SECRET', () => {
  it('is required with a varnish purger, and sent with each purge', () => {
    expect(() => loadConfig({ BLOKWERK_PURGER: 'varnish:http://127.0.0.1:6081' })).toThrow(ConfigError);
    expect(() => loadConfig({ BLOKWERK_PURGER: 'varnish:http://127.0.0.1:6081', BLOKWERK_PURGE_SECRET: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ BLOKWERK_PURGER: 'varnish:http://127.0.0.1:6081', BLOKWERK_PURGE_SECRET: PURGE_SECRET }).purger).toMatchObject({
      kind: 'varnish',
      secret: PURGE_SECRET,
    });
  });
});

describe.skipIf(!VARNISHD || !XKEY)('the Varnish recipe purges only with the shared secret', { timeout: 60_000 }, () => {
  let backend: http.Server;
  let varnish: RunningVarnish | undefined;
  let fetched = 0;

  beforeAll(async () => {
    backend = http.createServer((req, res) => {
      if (req.url === '/pagina') fetched++;
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'public, max-age=0, s-maxage=86400', xkey: 'bw-page-1' }).end(`fetched ${fetched}`);
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    varnish = await startVarnish([`http://127.0.0.1:${(backend.address() as AddressInfo).port}`]);
  });

  afterAll(async () => {
    await varnish?.close();
    await new Promise((resolve) => backend?.close(resolve));
  });

  const page = async () => (await fetch(`${varnish?.url}/pagina`)).text();
  const purge = (headers: Record<string, string>) => fetch(`${varnish?.url}/`, { method: 'PURGE', headers: { 'xkey-purge': 'bw-page-1', ...headers } });

  it('refuses a purge from an allowed address without the secret or with another, and keeps the page', async () => {
    expect(await page()).toBe('fetched 1');
    const wrong: Record<string, string>[] = [{}, { [PURGE_SECRET_HEADER]: 'not-the-secret' }, { [PURGE_SECRET_HEADER]: '' }];
    for (const headers of wrong) {
      const refused = await purge(headers);
      await refused.body?.cancel();
      expect([JSON.stringify(headers), refused.status]).toEqual([JSON.stringify(headers), 403]);
    }
    expect(await page()).toBe('fetched 1');

    const accepted = await purge({ [PURGE_SECRET_HEADER]: PURGE_SECRET });
    await accepted.body?.cancel();
    expect(accepted.status).toBe(200);
    expect(await page()).toBe('fetched 2');
  });
});
