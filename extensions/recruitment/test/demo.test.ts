import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, ApiClient, createLogger, gql, loadConfig, mailAfter, signedIn, startServer, useTestServer } from '@blokwerk/testing';
import recruitment from '../server/index.js';
import { DEMO_MEDIA_FOLDER } from '../server/demo/images.js';
import { DEMO_VACANCIES } from '../server/demo/vacancies.js';
import { DEMO_RECRUITER_EMAIL } from '../server/demo/index.js';
import { apply } from './support/applying.js';

// Renders the built site (site/dist, built with the configured extensions: npm run build).

async function html(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, baseUrl));
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The attributes of every `<img>` in the page. */
function images(page: string): Record<string, string>[] {
  return [...page.matchAll(/<img\b([^>]*)>/g)].map((tag) =>
    Object.fromEntries([...(tag[1] ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map((a) => [a[1], (a[2] ?? '').replaceAll('&amp;', '&')])),
  );
}

/** A vacancy page's facts list, as 'term: value' by fact (spaces as typed, not the no-break ones of number formats). */
const facts = (page: string) =>
  Object.fromEntries(
    [...page.matchAll(/<div class="vacancy-fact-(\w+)"[^>]*><dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd><\/div>/g)].map((m) => [
      m[1],
      `${m[2]}: ${m[3]?.replaceAll('\u00a0', ' ')}`,
    ]),
  );

/** The page's locale switch links `path`. */
const localeSwitchTo = (path: string) => new RegExp(`<nav class="locale-switch"[^>]*>(?:(?!</nav>)[\\s\\S])*href="${path}"`);

describe('the demo content of a fresh start', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_SEED: 'demo' } });

  it('publishes the vacancies, the home page with the highlights in their order, and the other pages in nl and en', async () => {
    const home = await html(server.t.url, '/');
    const highlighted = DEMO_VACANCIES.filter((v) => v.highlighted !== undefined).toSorted((a, b) => (a.highlighted ?? 0) - (b.highlighted ?? 0));
    expect([...home.matchAll(/<h3><a href="\/vacatures\/([^"]+)">/g)].map((m) => m[1])).toEqual(highlighted.map((v) => v.slug));
    expect(home).toContain('<a class="button-link" href="/vacatures">bekijk alle vacatures</a>');
    expect(await html(server.t.url, '/vacatures')).toContain(`${DEMO_VACANCIES.length - 1} openstaande vacatures`);
    for (const path of ['/over-ons', '/privacyverklaring', '/sitemap', '/en', '/en/about-us', '/en/privacy-statement', `/vacatures/${DEMO_VACANCIES[0]?.slug}`])
      await html(server.t.url, path);
    expect(await html(server.t.url, '/en')).toContain('Highlighted vacancies');
    expect(home).toMatch(/<nav[^>]*>[\s\S]*Over ons[\s\S]*Privacyverklaring[\s\S]*<\/nav>/);
  });

  it('is a whole site in English too: every vacancy translated, highlighted on /en, listed at /en/vacancies', async () => {
    const { rows } = await server.t.database.pool.query<{ nl: string; en: string; department: string }>(
      `select n."slug" as nl, e."slug" as en, ev."type_data"->>'department' as department
         from "page" n join "page" e on e."translation_group" = n."translation_group" and e."locale" = 'en'
         join "page_version" ev on ev."id" = e."published_version_id"
        where n."type" = 'vacancy' and n."locale" = 'nl' order by n."id"`,
    );
    expect(rows.map((r) => [r.nl, r.en])).toEqual(DEMO_VACANCIES.map((v) => [`vacatures/${v.slug}`, `vacatures/${v.en.slug}`]));
    expect(rows.map((r) => r.department)).not.toContain('Projecten');

    const home = await html(server.t.url, '/en');
    const highlighted = DEMO_VACANCIES.filter((v) => v.highlighted !== undefined).toSorted((a, b) => (a.highlighted ?? 0) - (b.highlighted ?? 0));
    expect([...home.matchAll(/<h3><a href="\/en\/vacatures\/([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual(
      highlighted.map((v) => [v.en.slug, v.en.title]),
    );
    expect(home).toContain('<a class="button-link" href="/en/vacancies">view all vacancies</a>');
    const overview = await html(server.t.url, '/en/vacancies');
    expect(overview).toContain('<html lang="en"');
    expect(overview).toContain(`${DEMO_VACANCIES.length - 1} open vacancies`);
    expect(overview).toContain('action="/en/vacancies"');
    expect(overview).toContain('<a href="/en/vacancies/rss.xml">');
    // The locale switch leads from one overview to the other.
    expect(overview).toMatch(localeSwitchTo('/vacatures'));
    const vacancy = await html(server.t.url, `/en/vacatures/${DEMO_VACANCIES[0]?.en.slug}`);
    expect(vacancy).toContain('What will you do?');
    expect(vacancy).toContain('apply now!');
    expect(vacancy).toContain('Apply directly');
    const feed = await html(server.t.url, '/en/vacancies/rss.xml');
    expect(feed).toContain(`<title>${DEMO_VACANCIES[0]?.en.title}</title>`);
    expect(feed).toContain('<language>en</language>');
    expect(await html(server.t.url, '/en/vacancies/jobs.xml')).toContain(`/en/vacatures/${DEMO_VACANCIES[0]?.en.slug}]]>`);
  });

  it('has the alerts page and the open application in English too, linked from the English pages and the sitemap', async () => {
    for (const [en, nl, heading] of [
      ['/en/alerts', '/nieuwsbrief', 'Newsletter and vacancy alerts'],
      ['/en/apply', '/solliciteren', 'Open application'],
    ] as const) {
      const page = await html(server.t.url, en);
      expect(page).toContain('<html lang="en"');
      expect(page).toContain(`<h1>${heading}</h1>`);
      // The locale switch links the two versions to each other.
      expect(page).toMatch(localeSwitchTo(nl));
      expect(await html(server.t.url, nl)).toMatch(localeSwitchTo(en));
    }
    // The form's thanks (rendered once sent, from the island's props) leads to the English alerts.
    expect(await html(server.t.url, '/en/apply')).toContain('alertsHref&quot;:[0,&quot;/en/alerts&quot;]');
    const overview = await html(server.t.url, '/en/vacancies');
    expect(overview).toContain('<a class="vacancy-alerts" href="/en/alerts">');
    // The English menu links the English page, the Dutch one the Dutch.
    expect(await html(server.t.url, '/en')).toMatch(/<a href="\/en\/alerts"[^>]*>\s*Job alerts\s*<\/a>/);
    expect(await html(server.t.url, '/')).toMatch(/<a href="\/nieuwsbrief"[^>]*>\s*Vacature-alerts\s*<\/a>/);
    const sitemap = await html(server.t.url, '/sitemap.xml');
    for (const [nl, en] of [
      ['/nieuwsbrief', '/en/alerts'],
      ['/solliciteren', '/en/apply'],
    ]) {
      const alternates = `<xhtml:link rel="alternate" hreflang="nl" href="[^"]*${nl}"/><xhtml:link rel="alternate" hreflang="en" href="[^"]*${en}"/>`;
      expect(sitemap).toMatch(new RegExp(`<url><loc>[^<]*${nl}</loc>${alternates}</url>`));
      expect(sitemap).toMatch(new RegExp(`<url><loc>[^<]*${en}</loc>${alternates}</url>`));
    }
  });

  it('names employment types as SPEC §3 does in Dutch, and properly in English', async () => {
    const dutch = await html(server.t.url, '/vacatures');
    for (const label of ['Full-time (', 'Part-time (', 'Stagair (', 'Tijdelijk (', 'Contractbasis (', 'Vrijwilliger (']) expect(dutch).toContain(label);
    expect(dutch).not.toMatch(/Voltijd|Deeltijd|>Stage /);
    const english = await html(server.t.url, '/en/vacancies');
    for (const label of ['Full-time (', 'Part-time (', 'Internship (', 'Temporary (', 'Contract (', 'Volunteer (']) expect(english).toContain(label);
  });

  it('tags its vacancies in nl and en: shown on the vacancy, listed on the tag page, a filter of the overview', async () => {
    const dutch = await html(server.t.url, '/vacatures/stagiair-duurzame-energie');
    expect(dutch).toMatch(/<a href="\/tags\/starters" rel="tag"[^>]*>Starters<\/a>/);
    expect(await html(server.t.url, '/tags/starters')).toContain('href="/vacatures/stagiair-duurzame-energie"');
    const english = await html(server.t.url, '/en/vacatures/sustainable-energy-intern');
    expect(english).toMatch(/<a href="\/en\/tags\/part-time%20work" rel="tag"[^>]*>Part-time work<\/a>/);
    const partTime = await html(server.t.url, '/en/vacancies?tag=Part-time%20work');
    expect(partTime).toContain('href="/en/vacatures/sustainable-energy-intern"');
    expect(partTime).not.toContain('href="/en/vacatures/heat-pump-service-technician"');
  });

  it('lists employment type, workplace, salary and closing date at the top of a vacancy, in its language', async () => {
    const first = DEMO_VACANCIES[0];
    const closing = new Date(Date.now() + (first?.closesInDays ?? 0) * 86_400_000);
    const long = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${closing.toISOString().slice(0, 10)}T00:00:00Z`));
    expect(facts(await html(server.t.url, `/vacatures/${first?.slug}`))).toEqual({
      employment: 'Dienstverband: Full-time',
      workplace: 'Werkplek: Op locatie',
      salary: 'Salaris: € 3.100 – € 4.000 per maand',
      closing: `Reageren tot en met: ${long('nl')}`,
    });
    expect(facts(await html(server.t.url, `/en/vacatures/${first?.en.slug}`))).toEqual({
      employment: 'Employment type: Full-time',
      workplace: 'Workplace: On site',
      salary: 'Salary: €3,100 – €4,000 per month',
      closing: `Apply until: ${long('en')}`,
    });
    // No salary and no closing date: neither is listed.
    const remote = DEMO_VACANCIES.find((v) => v.workplace === 'remote');
    expect(facts(await html(server.t.url, `/vacatures/${remote?.slug}`))).toEqual({
      employment: 'Dienstverband: Full-time',
      workplace: 'Werkplek: Op afstand',
      salary: 'Salaris: € 4.200 – € 5.800 per maand',
    });
  });

  it('finds the compounds of a word from the header’s search, as /vacatures does', async () => {
    const found = await html(server.t.url, '/-/search?q=monteur');
    for (const v of DEMO_VACANCIES.filter((d) => d.title.toLowerCase().includes('monteur'))) expect(found, v.title).toContain(v.title);
    expect(DEMO_VACANCIES.map((v) => v.title)).toContain('Servicemonteur warmtepompen');
  });

  it('mails the demo’s recruiter when someone applies', async () => {
    const vacancy = (
      await server.t.database.pool.query<{ id: number }>(`select "id" from "page" where "slug" = $1 and "locale" = 'nl'`, [
        `vacatures/${DEMO_VACANCIES[0]?.slug}`,
      ])
    ).rows[0];
    const visitor = await new ApiClient(server.t.url).prime();
    const mail = await mailAfter(server.t.dataDir, DEMO_RECRUITER_EMAIL, /sollicitatie/i, () =>
      apply(visitor, { name: 'Sam Jansen', email: 'sam@example.test', vacancyPageID: vacancy?.id }),
    );
    expect(mail.subject).toContain(DEMO_VACANCIES[0]?.title);
    expect(mail.text).toContain('/cmsadmin/applications/');
  });

  it('shows images from the media library: a hero on the home page in nl and en, and in the vacancies that have one', async () => {
    for (const [path, word] of [
      ['/', 'zonnepanelen'],
      ['/en', 'solar panels'],
    ] as const) {
      const [hero] = images(await html(server.t.url, path));
      expect(hero?.alt, path).toContain(word);
      expect(hero?.srcset, path).toMatch(/ 640w, .* 2000w$/);
      expect(hero?.sizes, path).toBeTruthy();
      expect([hero?.width, hero?.height], path).toEqual(['2000', '900']);
      for (const url of [hero?.src, hero?.srcset?.split(' ')[0]]) {
        const response = await fetch(new URL(url ?? '', server.t.url));
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type'), url).toMatch(/^image\//);
      }
    }
    for (const path of ['/over-ons', '/en/about-us']) expect(images(await html(server.t.url, path))[0]?.alt, path).toMatch(/\S/);
    const vacancies = await Promise.all(
      DEMO_VACANCIES.map(async (v) => ({ slug: v.slug, image: v.image, shown: images(await html(server.t.url, `/vacatures/${v.slug}`)) })),
    );
    expect(vacancies.map((v) => [v.slug, v.shown.length])).toEqual(DEMO_VACANCIES.map((v) => [v.slug, v.image ? 1 : 0]));
    expect(vacancies.filter((v) => v.image).length).toBeGreaterThanOrEqual(3);
    // Further down the page: loaded lazily.
    for (const { slug, shown } of vacancies.filter((v) => v.image)) {
      expect(shown[0], slug).toMatchObject({
        alt: expect.stringMatching(/^Illustratie: /),
        loading: 'lazy',
        sizes: expect.any(String),
        srcset: expect.any(String),
      });
    }
  });

  it('keeps its images in a folder of the media library', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const { mediaDir } = await gql<{ mediaDir: { files: { fileName: string; mimeType: string; width: number; height: number }[] } }>(
      admin,
      'query ($path: String) { mediaDir(path: $path) { files { fileName mimeType width height } } }',
      { path: `/${DEMO_MEDIA_FOLDER}` },
    );
    expect(mediaDir.files.map((f) => f.fileName)).toEqual(['bouwtekening.jpg', 'printplaat.jpg', 'vijf-vestigingen.jpg', 'warmtepomp.jpg', 'zonnedaken.jpg']);
    for (const file of mediaDir.files) {
      expect(file.mimeType).toBe('image/jpeg');
      expect(file.width).toBeGreaterThanOrEqual(1600);
      expect(file.height).toBeGreaterThan(0);
    }
  });

  it('is content the admin lists and an editor can change', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const { pages } = await gql<{ pages: { totalItems: number } }>(admin, '{ pages(locale: "nl") { totalItems } }');
    // The vacancies, and home, about us, privacy and sitemap; as many in English.
    expect(pages.totalItems).toBe(DEMO_VACANCIES.length + 4);
    const { pages: english } = await gql<{ pages: { totalItems: number } }>(admin, '{ pages(locale: "en") { totalItems } }');
    expect(english.totalItems).toBe(DEMO_VACANCIES.length + 4);
  });

  it('is written once: a second start on the same database adds nothing', async () => {
    await server.t.server.close();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: server.t.database.url,
      BLOKWERK_DATA_DIR: server.t.dataDir,
      LOG_LEVEL: 'silent',
      ...ADMIN_ENV,
    });
    const again = await startServer(config, createLogger('silent'), [recruitment]);
    try {
      const {
        rows: [count],
      } = await server.t.database.pool.query<{ n: number }>('select count(*)::int as n from page');
      // The vacancies and four pages in nl, and their translations.
      expect(count?.n).toBe(2 * DEMO_VACANCIES.length + 8);
    } finally {
      await again.close();
    }
  });
});
