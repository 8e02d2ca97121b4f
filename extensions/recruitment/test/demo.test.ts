import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config.js';
import { createLogger } from '../../../server/src/logger.js';
import { startServer } from '../../../server/src/server.js';
import recruitment from '../server/index.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../../../server/test/support/accounts.js';
import { gql } from '../../../server/test/support/gql.js';
import { useTestServer } from '../../../server/test/support/test-server.js';
import { DEMO_MEDIA_FOLDER } from '../server/demo/images.js';
import { DEMO_VACANCIES } from '../server/demo/vacancies.js';

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

describe('the demo content of a fresh start', () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_SEED: 'demo' }, [recruitment]);

  it('publishes the vacancies, the home page with the highlights in their order, and the other pages in nl and en', async () => {
    const home = await html(server.t.url, '/');
    const highlighted = DEMO_VACANCIES.filter((v) => v.highlighted !== undefined).toSorted((a, b) => (a.highlighted ?? 0) - (b.highlighted ?? 0));
    expect([...home.matchAll(/<h3><a href="\/vacatures\/([^"]+)">/g)].map((m) => m[1])).toEqual(highlighted.map((v) => v.slug));
    expect(home).toContain('<a class="button-link" href="/vacatures">bekijk alle vacatures</a>');
    expect(await html(server.t.url, '/vacatures')).toContain(`${DEMO_VACANCIES.length - 1} openstaande vacatures`);
    for (const path of ['/over-ons', '/privacyverklaring', '/sitemap', '/en', '/en/about-us', '/en/privacy-statement', `/vacatures/${DEMO_VACANCIES[0]?.slug}`]) await html(server.t.url, path);
    expect(await html(server.t.url, '/en')).toContain('Highlighted vacancies');
    expect(home).toMatch(/<nav[^>]*>[\s\S]*Over ons[\s\S]*Privacyverklaring[\s\S]*<\/nav>/);
  });

  it('shows images from the media library: a hero on the home page in nl and en, and in the vacancies that have one', async () => {
    for (const [path, word] of [['/', 'zonnepanelen'], ['/en', 'solar panels']] as const) {
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
    const vacancies = await Promise.all(DEMO_VACANCIES.map(async (v) => ({ slug: v.slug, image: v.image, shown: images(await html(server.t.url, `/vacatures/${v.slug}`)) })));
    expect(vacancies.map((v) => [v.slug, v.shown.length])).toEqual(DEMO_VACANCIES.map((v) => [v.slug, v.image ? 1 : 0]));
    expect(vacancies.filter((v) => v.image).length).toBeGreaterThanOrEqual(3);
    // Further down the page: loaded lazily.
    for (const { slug, shown } of vacancies.filter((v) => v.image)) {
      expect(shown[0], slug).toMatchObject({ alt: expect.stringMatching(/^Illustratie: /), loading: 'lazy', sizes: expect.any(String), srcset: expect.any(String) });
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
    // The vacancies, and home, about us, privacy and sitemap.
    expect(pages.totalItems).toBe(DEMO_VACANCIES.length + 4);
  });

  it('is written once: a second start on the same database adds nothing', async () => {
    await server.t.server.close();
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: server.t.database.url, BLOKWERK_DATA_DIR: server.t.dataDir, LOG_LEVEL: 'silent', ...ADMIN_ENV });
    const again = await startServer(config, createLogger('silent'), [recruitment]);
    try {
      const { rows: [count] } = await server.t.database.pool.query<{ n: number }>('select count(*)::int as n from page');
      // The vacancies, four pages in nl and their four translations.
      expect(count?.n).toBe(DEMO_VACANCIES.length + 8);
    } finally {
      await again.close();
    }
  });
});
