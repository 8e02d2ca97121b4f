import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { activatedUser, ADMIN, gql, signedIn, useTestServer, type ApiClient, type Envelope } from '@blokwerk/testing';

// Renders the built site (site/dist, built with the configured extensions: npm run build).

const ORIGIN = 'https://werkenbij.example.test';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const description = [
  { type: 'heading', key: 'h', props: { text: 'Wat ga je doen?', level: 'h2' } },
  { type: 'rich-text', key: 'd', props: { html: '<p>Je onderhoudt <strong>warmtepompen</strong> bij klanten.</p>' } },
  {
    type: 'consultancy',
    key: 'c',
    anchorPoint: 'contact',
    props: {
      name: 'Sanne de Vries',
      role: 'Recruiter techniek',
      telephone: '+31 30 123 45 67',
      email: 'sanne@example.test',
      text: '<p>Vragen? Bel of mail Sanne.</p>',
    },
  },
];

async function publishVacancy(admin: ApiClient, slug: string, typeData: Record<string, unknown>) {
  const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
    input: { title: 'Servicemonteur warmtepompen', slug, type: 'vacancy', locale: 'nl', typeData, content: description },
  });
  await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  return createPage.pageID;
}

/** Publishes a page's head again with `tags`. */
async function publishTagged(admin: ApiClient, id: number, tags: string[]) {
  const { page: head } = await gql<{ page: { pageVersion: { id: number; revision: number; title: string; typeData: unknown; blocks: unknown } } }>(
    admin,
    'query($id: Int!) { page(id: $id) { pageVersion { id revision title typeData blocks } } }',
    { id },
  );
  const { id: versionID, revision, title, typeData, blocks } = head.pageVersion;
  await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
    input: { id: versionID, revision, title, typeData, blocks, tags },
  });
  await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
}

async function page(baseUrl: string, path: string) {
  const response = await fetch(new URL(path, baseUrl));
  const html = await response.text();
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return { status: response.status, html, jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>) };
}

describe('a vacancy page', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_PUBLIC_URL: ORIGIN } });
  let admin: ApiClient;
  const ids: Record<string, number> = {};
  const facts = {
    hoursMin: 32,
    hoursMax: 40,
    department: 'Service',
    street: 'Stationsplein 1',
    postalCode: '3511 ED',
    locality: 'Utrecht',
    region: 'Utrecht',
    country: 'NL',
    employmentType: 'FULL_TIME',
    workplace: 'onsite',
    salaryMin: 3200,
    salaryMax: 4100,
    salaryUnit: 'MONTH',
    datePosted: day(-3),
    closingDate: day(30),
    reference: 'SM-2026-14',
  };

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    ids.servicemonteur = await publishVacancy(admin, 'servicemonteur', facts);
    ids.remote = await publishVacancy(admin, 'op-afstand', {
      ...facts,
      workplace: 'remote',
      salaryMin: undefined,
      salaryMax: undefined,
      salaryUnit: undefined,
      closingDate: undefined,
      reference: undefined,
    });
    ids.closed = await publishVacancy(admin, 'gesloten', { ...facts, closingDate: day(-2) });
  });

  it('shows hours, department and place in its header, and solliciteer nu! leads to the application form', async () => {
    const { status, html } = await page(server.t.url, '/vacatures/servicemonteur');
    expect(status).toBe(200);
    expect(html).toMatch(/<li class="vacancy-hours"[^>]*>32–40 uur<\/li>/);
    expect(html).toMatch(/<li class="vacancy-department"[^>]*>Service<\/li>/);
    expect(html).toMatch(/<li class="vacancy-location"[^>]*>Utrecht<\/li>/);
    expect(html).toMatch(/<a class="button-link vacancy-apply"[^>]*href="#solliciteren"[^>]*>solliciteer nu!<\/a>/);
    expect(html).toMatch(/<section id="solliciteren" class="application"/);
    expect(html).toMatch(/<aside id="contact" class="block block-consultancy"/);
    expect(html).toMatch(/<a href="tel:\+31301234567"[^>]*>\+31 30 123 45 67<\/a>/);
    expect(html).toMatch(/<p class="consultancy-role"[^>]*>Recruiter techniek<\/p>/);
    expect(html).not.toContain('name="robots"');
  });

  it('brings a consultancy block stored at version 1 (its role named description) to version 2 through the content migration', async () => {
    const query = (sql: string) => server.t.database.pool.query<{ role: string | null; description: string | null; v: number | null }>(sql);
    const consultancyBlocks = `from "page_version", jsonb_array_elements("blocks") as "b" where "b"->>'type' = 'consultancy'`;
    // What a server before version 2 stored: no `v`, the role under its old name.
    await query(`update "page_version" set "blocks" = (select jsonb_agg(case when "b"->>'type' = 'consultancy'
      then ("b" - 'v'::text) || jsonb_build_object('props', ("b"->'props') - 'role'::text
        || jsonb_build_object('description', "b"->'props'->'role')) else "b" end)
      from jsonb_array_elements("blocks") as "b") where "blocks" @> '[{"type": "consultancy"}]'`);
    const before = await query(
      `select "b"->'props'->>'role' as "role", "b"->'props'->>'description' as "description", ("b"->>'v')::int as "v" ${consultancyBlocks}`,
    );
    expect(before.rows.length).toBeGreaterThan(0);
    expect(before.rows.every((row) => row.role === null && row.description === 'Recruiter techniek' && row.v === null)).toBe(true);

    const { runContentMigrations } = await gql<{ runContentMigrations: { status: string; report: { rowsChanged: number; failureCount: number } } }>(
      admin,
      'mutation { runContentMigrations { status report { rowsChanged failureCount } } }',
    );
    expect(runContentMigrations).toEqual({ status: 'done', report: { rowsChanged: before.rows.length, failureCount: 0 } });
    const after = await query(
      `select "b"->'props'->>'role' as "role", "b"->'props'->>'description' as "description", ("b"->>'v')::int as "v" ${consultancyBlocks}`,
    );
    expect(after.rows.every((row) => row.role === 'Recruiter techniek' && row.description === null && row.v === 2)).toBe(true);
    expect((await page(server.t.url, '/vacatures/servicemonteur')).html).toMatch(/<p class="consultancy-role"[^>]*>Recruiter techniek<\/p>/);
  });

  it('carries JobPosting JSON-LD with every property Google requires, built from typeData and the text', async () => {
    const { jsonLd } = await page(server.t.url, '/vacatures/servicemonteur');
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Servicemonteur warmtepompen',
      description: '<h2>Wat ga je doen?</h2>\n<p>Je onderhoudt <strong>warmtepompen</strong> bij klanten.</p>',
      datePosted: facts.datePosted,
      validThrough: expect.stringMatching(new RegExp(`^${facts.closingDate}T23:59:59\\+0[12]:00$`)),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: expect.any(String), sameAs: `${ORIGIN}/` },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Stationsplein 1',
          addressLocality: 'Utrecht',
          addressRegion: 'Utrecht',
          postalCode: '3511 ED',
          addressCountry: 'NL',
        },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 3200, maxValue: 4100, unitText: 'MONTH' } },
      identifier: { '@type': 'PropertyValue', name: expect.any(String), value: 'SM-2026-14' },
      // The page carries the application form.
      directApply: true,
      url: `${ORIGIN}/vacatures/servicemonteur`,
    });
  });

  it('names the organisation of the recruitment settings, which manage-settings may change', async () => {
    const editor = await activatedUser(server.t, admin, 'settings-editor@example.test', 'Editor');
    expect((await editor.client.post<Envelope>('/api/blokwerk/recruitment-settings/update', { organisationName: 'Not mine' })).status).toBe(403);
    // Visitors read what the site shows, not where applications are announced or how long they are kept.
    const shown = await fetch(`${server.t.url}/api/blokwerk/recruitment-settings/get`).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(shown).toHaveProperty('organisationName');
    expect(shown).not.toHaveProperty('recruiterEmail');
    expect(shown).not.toHaveProperty('retentionConsentDays');
    expect((await editor.client.get<Envelope>('/api/blokwerk/recruitment-settings/get-for-editing')).status).toBe(403);
    expect((await admin.get<Envelope & { recruiterEmail: unknown }>('/api/blokwerk/recruitment-settings/get-for-editing')).body).toHaveProperty(
      'recruiterEmail',
    );
    const bad = await admin.post<Envelope>('/api/blokwerk/recruitment-settings/update', { organisationName: ' ', website: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors.map((e) => e.property).toSorted()).toEqual(['organisationName', 'website']);
    const saved = await admin.post<Envelope>('/api/blokwerk/recruitment-settings/update', {
      organisationName: 'Warmte & Co',
      website: 'https://www.warmte.example/',
    });
    expect(saved.status).toBe(200);
    const { jsonLd } = await page(server.t.url, '/vacatures/servicemonteur');
    expect(jsonLd?.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Warmte & Co', sameAs: 'https://www.warmte.example/' });
    expect(jsonLd?.identifier).toMatchObject({ name: 'Warmte & Co' });
    const jobs = await (await fetch(new URL('/vacatures/jobs.xml', server.t.url))).text();
    expect(jobs).toContain('<company><![CDATA[Warmte & Co]]></company>');
  });

  it('marks a remote vacancy TELECOMMUTE and leaves out what it lacks', async () => {
    const { jsonLd } = await page(server.t.url, '/vacatures/op-afstand');
    expect(jsonLd).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'NL' } });
    expect(jsonLd).not.toHaveProperty('baseSalary');
    expect(jsonLd).not.toHaveProperty('validThrough');
    expect(jsonLd).not.toHaveProperty('identifier');
  });

  it('says a closed vacancy is closed, without markup, and keeps it out of search engines', async () => {
    const { status, html, jsonLd } = await page(server.t.url, '/vacatures/gesloten');
    expect(status).toBe(200);
    expect(jsonLd).toBeUndefined();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Deze vacature is gesloten.');
    expect(html).not.toContain('solliciteer nu!');
  });

  it('lists open vacancies in sitemap.xml with their lastmod, and leaves the closed one out', async () => {
    const sitemap = await (await fetch(new URL('/sitemap.xml', server.t.url))).text();
    expect(sitemap).toMatch(new RegExp(`<loc>${ORIGIN}/vacatures/servicemonteur</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}`));
    expect(sitemap).toContain(`<loc>${ORIGIN}/vacatures/op-afstand</loc>`);
    expect(sitemap).not.toContain('/vacatures/gesloten');
  });
  it('leaves a closed vacancy off its tag pages and the sitemap, as it leaves the sitemap', async () => {
    for (const tag of ['Warmte', 'Archief']) await admin.post('/api/blokwerk/tags/validate', { tag });
    await publishTagged(admin, ids.servicemonteur ?? 0, ['Warmte']);
    await publishTagged(admin, ids.closed ?? 0, ['Warmte', 'Archief']);
    const tagPage = await page(server.t.url, '/tags/warmte');
    expect(tagPage.status).toBe(200);
    expect(tagPage.html).toContain('href="/vacatures/servicemonteur"');
    expect(tagPage.html).not.toContain('href="/vacatures/gesloten"');
    // Its only page is closed: no tag page, and no sitemap entry for it.
    expect((await page(server.t.url, '/tags/archief')).status).toBe(404);
    const sitemap = await (await fetch(new URL('/sitemap.xml', server.t.url))).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/tags/warmte</loc>`);
    expect(sitemap).not.toContain('/tags/archief');
  });
});
