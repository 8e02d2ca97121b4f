import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { publishedPage } from './search-support.js';

// Renders the built site (site/dist): run `npm run build -w site` first.

const html = async (baseUrl: string, path: string) => {
  const response = await fetch(new URL(path, baseUrl));
  expect(response.status).toBe(200);
  return response.text();
};

describe('the site search page', () => {
  const server = useTestServer(ADMIN_ENV);

  beforeAll(async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    for (let i = 1; i <= 12; i++) await publishedPage(admin, { title: `Vacature ${i}`, slug: `vacature-${i}`, html: '<p>Een mooie <b>baan</b></p>' });
  });

  it('has a search box in the header of every page', async () => {
    const page = await html(server.t.url, '/vacature-1');
    expect(page).toMatch(/<form[^>]*role="search"[^>]*action="\/-\/search"/);
    expect(page).toContain('name="locale" value="nl"');
  });

  it('lists results with highlighted snippets and pages through them', async () => {
    const first = await html(server.t.url, '/-/search?q=vacature&locale=nl');
    expect(first).toContain('12 resultaten');
    expect(first.match(/href="\/vacature-/g)?.length).toBe(10);
    expect(first).toContain('href="/vacature-');
    expect(first).toContain('rel="next"');
    expect(first).toContain('value="vacature"');
    const baan = await html(server.t.url, '/-/search?q=baan&locale=nl');
    expect(baan).toContain('<mark>baan</mark>');
    const second = await html(server.t.url, '/-/search?q=vacature&locale=nl&page=2');
    expect(second.match(/href="\/vacature-/g)?.length).toBe(2);
    expect(second).toContain('rel="prev"');
  });

  it('says so when nothing matches, and invites a search without a term', async () => {
    expect(await html(server.t.url, '/-/search?q=zzzonbekend&locale=nl')).toContain('Geen resultaten gevonden voor “zzzonbekend”');
    expect(await html(server.t.url, '/-/search')).toContain('Typ een woord in het zoekvak');
  });
});
