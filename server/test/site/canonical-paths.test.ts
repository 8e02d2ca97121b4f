import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

// Renders the built site (site/dist): run `npm run build -w site` first.

const get = (baseUrl: string, path: string) => fetch(new URL(path, baseUrl), { redirect: 'manual' });

describe('one address per page: other spellings of a path redirect to it (and never fill the page cache)', () => {
  const server = useTestServer(ADMIN_ENV);

  beforeAll(async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    await admin.post('/api/blokwerk/settings/update', { availableLocales: ['nl', 'en'], defaultLocale: 'nl', customSlugLocales: [] });
    for (const [locale, slug] of [
      ['nl', 'over-ons/team'],
      ['en', 'about'],
    ]) {
      const created = await admin.post<Envelope & { pageID: number }>('/api/blokwerk/page/create', {
        title: slug,
        slug,
        type: 'page',
        locale,
        content: [],
        typeData: {},
      });
      const published = await admin.post(`/api/blokwerk/page/${created.body.pageID}/publish`, {});
      if (published.status !== 200) throw new Error(`publishing ${slug}: ${JSON.stringify(published.body)}`);
    }
  });

  it('answers 301 to the stored spelling for case, percent-escapes and trailing slashes, keeping the query', async () => {
    const variants: [string, string][] = [
      ['/Over-Ons/Team', '/over-ons/team'],
      ['/over%2Dons/team', '/over-ons/team'],
      ['/%6Fver-ons/team', '/over-ons/team'],
      ['/over-ons/team/', '/over-ons/team'],
      ['/OVER-ONS/TEAM?ref=mail', '/over-ons/team?ref=mail'],
      ['/EN/About', '/en/about'],
      ['/en/about/', '/en/about'],
      ['/En', '/en/'],
      ['/Bestaat-Niet', '/bestaat-niet'],
    ];
    for (const [requested, canonical] of variants) {
      const answer = await get(server.t.url, requested);
      expect([requested, answer.status, answer.headers.get('location'), answer.headers.get('x-cache')]).toEqual([requested, 301, canonical, null]);
    }
  });

  it('serves the stored spelling itself, and caches that one copy', async () => {
    expect((await get(server.t.url, '/over-ons/team')).status).toBe(200);
    expect((await get(server.t.url, '/over-ons/team')).headers.get('x-cache')).toBe('hit');
    expect((await get(server.t.url, '/en/about')).status).toBe(200);
    expect((await get(server.t.url, '/bestaat-niet')).status).toBe(404);
  });

  it('leaves paths no page can have alone: 404 without a redirect', async () => {
    for (const path of ['/Über-uns', '/over_ons', '/over--ons']) {
      expect([path, (await get(server.t.url, path)).status]).toEqual([path, 404]);
    }
  });
});
