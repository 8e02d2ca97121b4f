import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { ADMIN, gql, signedIn, useTestServer, type ApiClient, type Envelope } from '@blokwerk/testing';

// Renders the built site (site/dist, built with the configured extensions: npm run build).

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Twelve vacancies: three departments, three places, several employment types; the last one closed. */
const VACANCIES = Array.from({ length: 12 }, (_, i) => ({
  title: i < 4 ? `Servicemonteur ${i}` : i < 8 ? `Accountmanager ${i}` : `Developer ${i}`,
  department: i < 4 ? 'Service' : i < 8 ? 'Sales' : 'Engineering',
  locality: ['Utrecht', 'Amsterdam', 'Eindhoven'][i % 3] ?? 'Utrecht',
  employmentType: i % 4 === 0 ? 'PART_TIME' : 'FULL_TIME',
  datePosted: day(i === 0 ? -2 : -30 - i),
  closingDate: i === 11 ? day(-1) : undefined,
}));

async function html(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, baseUrl));
  expect(response.status).toBe(200);
  return response.text();
}

const countOf = (page: string) => /<p class="vacancy-count" role="status">([^<]*)<\/p>/.exec(page)?.[1];
const titlesOf = (page: string) => [...page.matchAll(/<h2><a href="[^"]*">([^<]*)<\/a><\/h2>/g)].map((m) => m[1]);

describe('the vacancy overview', () => {
  const server = useTestServer({ extensions: [recruitment] });
  let admin: ApiClient;
  const ids: number[] = [];
  const set = (newForDays: unknown) => admin.post<Envelope>('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk', newForDays });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    for (const [i, v] of VACANCIES.entries()) {
      const { createPage } = await gql<{ createPage: { pageID: number } }>(
        admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        {
          input: {
            title: v.title,
            slug: `vacature-${i}`,
            type: 'vacancy',
            locale: 'nl',
            typeData: {
              hoursMin: 36,
              department: v.department,
              locality: v.locality,
              employmentType: v.employmentType,
              workplace: 'onsite',
              datePosted: v.datePosted,
              ...(v.closingDate ? { closingDate: v.closingDate } : {}),
            },
          },
        },
      );
      await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
      ids.push(createPage.pageID);
    }
    await admin.post<Envelope>('/api/blokwerk/vacancy-highlights/set', { pageIDs: [ids[5]] });
  });

  it('lists the open vacancies, newest first, ten a page, with a search field and the badges', async () => {
    const first = await html(server.t.url, '/vacatures');
    expect(countOf(first)).toBe('11 openstaande vacatures');
    expect(first).toContain('placeholder="functie..."');
    expect(titlesOf(first)).toHaveLength(10);
    expect(titlesOf(first)[0]).toBe('Servicemonteur 0');
    expect(first).not.toContain('Developer 11');
    expect(first.match(/badge-new/g)).toHaveLength(1);
    expect(first).toMatch(/Accountmanager 5<\/a><\/h2>[\s\S]*?badge-highlighted[^>]*>uitgelicht/);
    expect(first).toContain('<a rel="next" href="/vacatures?pagina=2">');
    const second = await html(server.t.url, '/vacatures?pagina=2');
    expect(titlesOf(second)).toEqual(['Developer 10']);
    expect(second).toContain('<a rel="prev" href="/vacatures">');
  });

  it('counts in the singular and the plural for a term, and says when nothing matches', async () => {
    expect(countOf(await html(server.t.url, '/vacatures?q=servicemonteur'))).toBe('4 openstaande vacatures voor ‘servicemonteur’');
    expect(countOf(await html(server.t.url, '/vacatures?q=developer+10'))).toBe('1 openstaande vacature voor ‘developer 10’');
    const none = await html(server.t.url, '/vacatures?q=astronaut');
    expect(countOf(none)).toBe('Geen resultaten gevonden voor ‘astronaut’');
    expect(titlesOf(none)).toEqual([]);
  });

  it('filters by department, place and employment type, each with a shareable address and its counts', async () => {
    const sales = await html(server.t.url, '/vacatures?afdeling=Sales&locatie=Amsterdam');
    expect(titlesOf(sales).toSorted()).toEqual(['Accountmanager 4', 'Accountmanager 7']);
    expect(sales).toMatch(/<option value="Sales" selected>Sales \(4\)<\/option>/);
    expect(sales).toMatch(/<option value="Amsterdam" selected>Amsterdam \(4\)<\/option>/);
    const partTime = await html(server.t.url, '/vacatures?dienstverband=PART_TIME');
    expect(titlesOf(partTime).toSorted()).toEqual(['Accountmanager 4', 'Developer 8', 'Servicemonteur 0']);
    expect(partTime).toMatch(/<option value="PART_TIME" selected>Part-time \(3\)<\/option>/);
  });

  it('offers the open vacancies of any search as RSS and as an XML feed for job boards', async () => {
    const rss = await fetch(new URL('/vacatures/rss.xml?afdeling=Sales', server.t.url));
    expect(rss.headers.get('content-type')).toMatch(/xml/);
    const feed = await rss.text();
    expect([...feed.matchAll(/<item><title>([^<]*)<\/title>/g)].map((m) => m[1]).toSorted()).toEqual([
      'Accountmanager 4',
      'Accountmanager 5',
      'Accountmanager 6',
      'Accountmanager 7',
    ]);
    expect(await html(server.t.url, '/vacatures?afdeling=Sales')).toContain('<a href="/vacatures/rss.xml?afdeling=Sales">');
    const jobs = await (await fetch(new URL('/vacatures/jobs.xml?q=developer', server.t.url))).text();
    const titles = [...jobs.matchAll(/<title><!\[CDATA\[([^\]]*)\]\]><\/title>/g)].map((m) => m[1]);
    expect(titles.toSorted()).toEqual(['Developer 10', 'Developer 8', 'Developer 9']);
    expect(jobs).not.toContain('Developer 11');
    for (const field of ['date', 'referencenumber', 'url', 'company', 'city', 'country', 'description', 'jobtype'])
      expect(jobs).toMatch(new RegExp(`<${field}><!\\[CDATA\\[[^\\]]+\\]\\]></${field}>`));
  });

  it('badges a vacancy new for the days the recruitment settings say, none when 0, and refuses other numbers', async () => {
    try {
      // Servicemonteur 0 is two days old, the others a month and more.
      expect((await set(45)).status).toBe(200);
      expect((await html(server.t.url, '/vacatures')).match(/class="badge badge-new"/g)).toHaveLength(10);
      expect((await set(0)).status).toBe(200);
      expect(await html(server.t.url, '/vacatures')).not.toContain('badge-new');
      for (const odd of [-1, 366, 2.5, '7']) {
        const refused = await set(odd);
        expect(refused.status).toBe(400);
        expect(refused.body.Errors.map((e) => e.property)).toEqual(['newForDays']);
      }
      expect((await admin.get<Envelope & { newForDays: number }>('/api/blokwerk/recruitment-settings/get')).body.newForDays).toBe(0);
    } finally {
      await set(14);
    }
    const card = (await html(server.t.url, '/vacatures')).match(/<span class="badge badge-new" data-new-until="([\d-]+)">/);
    expect(card?.[1]).toBe(new Date(Date.parse(`${VACANCIES[0]?.datePosted}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10));
  });

  it('refuses odd input with a catalogue code, through the API', async () => {
    const odd = await admin.get<Envelope>('/api/blokwerk/vacancies/search?locale=nl&page=0&colour=red');
    expect(odd.status).toBe(400);
    expect(odd.body.Errors.map((e) => `${e.code} ${e.property}`).toSorted()).toEqual(['V_12 colour', 'V_12 page']);
    expect(await html(server.t.url, '/vacatures?pagina=abc')).toContain('11 openstaande vacatures');
  });

  it('filters by a public page tag (any case), with its counts, beside the other filters', async () => {
    await admin.post('/api/blokwerk/tags/validate', { tag: 'Starters' });
    // Two Sales vacancies and a Service one get the tag in a new, published version.
    for (const id of [ids[0], ids[4], ids[5]]) {
      const { page } = await gql<{ page: { pageVersion: { id: number; revision: number; title: string; typeData: unknown } } }>(
        admin,
        'query($id: Int!) { page(id: $id) { pageVersion { id revision title typeData } } }',
        { id },
      );
      const { id: versionID, revision, title, typeData } = page.pageVersion;
      await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
        input: { id: versionID, revision, title, typeData, blocks: [], tags: ['Starters'] },
      });
      await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
    }
    const tagged = await html(server.t.url, '/vacatures?tag=starters');
    expect(titlesOf(tagged).toSorted()).toEqual(['Accountmanager 4', 'Accountmanager 5', 'Servicemonteur 0']);
    expect(tagged).toMatch(/<option value="Starters">Starters \(3\)<\/option>/);
    expect(titlesOf(await html(server.t.url, '/vacatures?tag=Starters&afdeling=Sales')).toSorted()).toEqual(['Accountmanager 4', 'Accountmanager 5']);
    const api = await admin.get<Envelope & { total: number }>('/api/blokwerk/vacancies/search?locale=nl&tag=STARTERS');
    expect(api.body.total).toBe(3);
  });
});
