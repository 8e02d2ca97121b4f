import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, ADMIN_ENV } from '../support/accounts.js';
import { logIn, useBrowser, watchErrors } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';
import { gql } from '../support/gql.js';

// Renders the built site and admin (site/dist, admin/dist): `npm run build` first (npm test does).

const ORIGIN = 'https://www.example.test';
const EVENTUALLY = { timeout: 15_000 };
// Chromium reports the status of a 404 document as a console error; that status is the point.
const NOT_FOUND_STATUS = /status of 404/;

const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  }));

describe('the public site in chromium', { timeout: 180_000 }, () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_PUBLIC_URL: ORIGIN });
  const browser = useBrowser(server, { signedIn: true });

  /** Creates a page, stores its content with SEO fields and publishes it; answers its id and head version. */
  async function publishedPage(input: { title: string; slug: string; locale: string; translationOf?: number }, seoTitle: string, seoDescription: string) {
    const created = input.translationOf
      ? (
          await gql<{ createTranslation: { pageID: number; pageVersionID: number } }>(
            browser.admin,
            'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID pageVersionID } }',
            {
              input: { pageID: input.translationOf, locale: input.locale, title: input.title, slug: input.slug },
            },
          )
        ).createTranslation
      : (
          await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
            browser.admin,
            'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
            {
              input: { title: input.title, slug: input.slug, type: 'page', locale: input.locale },
            },
          )
        ).createPage;
    const stored = await gql<{ storePageVersion: { revision: number; pageVersion: { id: number } } }>(
      browser.admin,
      'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision pageVersion { id } } }',
      {
        input: {
          id: created.pageVersionID,
          revision: 1,
          title: input.title,
          seoTitle,
          seoDescription,
          blocks: [{ type: 'heading', key: 'intro', props: { text: `${input.title}!`, level: 'h2' } }],
        },
      },
    );
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: created.pageID });
    return { pageID: created.pageID, versionID: stored.storePageVersion.pageVersion.id, revision: stored.storePageVersion.revision };
  }

  it('renders a page in two locales with its head, switches between them, answers unknown paths with the 404 page and drops an unpublished page', async () => {
    const nl = await publishedPage({ title: 'Over ons', slug: 'over-ons', locale: 'nl' }, 'Over Blokwerk', 'Wie wij zijn en wat wij doen.');
    await publishedPage({ title: 'About us', slug: 'about-us', locale: 'en', translationOf: nl.pageID }, 'About Blokwerk', 'Who we are and what we do.');
    await publishedPage({ title: 'Niet gevonden', slug: '404', locale: 'nl' }, '', 'Deze pagina bestaat niet.');

    const context = await browser.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    const errors = watchErrors(page, [NOT_FOUND_STATUS]);
    expect((await page.goto(`${server.t.url}/over-ons`))?.status()).toBe(200);
    expect(await headOf(page)).toEqual({
      title: 'Over Blokwerk | Blokwerk',
      lang: 'nl',
      description: 'Wie wij zijn en wat wij doen.',
      canonical: `${ORIGIN}/over-ons`,
      alternates: [`nl ${ORIGIN}/over-ons`, `en ${ORIGIN}/en/about-us`, `x-default ${ORIGIN}/over-ons`],
      ogTitle: 'Over Blokwerk',
      robots: null,
    });
    await page.getByRole('heading', { name: 'Over ons!' }).waitFor();

    await page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'EN' }).click();
    await page.waitForURL(`${server.t.url}/en/about-us`);
    expect(await headOf(page)).toMatchObject({ title: 'About Blokwerk | Blokwerk', lang: 'en', canonical: `${ORIGIN}/en/about-us` });
    await page.getByRole('heading', { name: 'About us!' }).waitFor();

    // Unknown paths get HTTP 404 and the content of the page whose slug is 404.
    expect((await page.goto(`${server.t.url}/bestaat-niet`))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Niet gevonden' }).waitFor();

    // Unpublished, the page is gone (the cache follows within a second).
    await gql(browser.admin, 'mutation($id: Int!) { unpublishPage(id: $id) { page { id } } }', { id: nl.pageID });
    await expect.poll(async () => (await page.goto(`${server.t.url}/over-ons`))?.status(), EVENTUALLY).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Niet gevonden' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an editor a draft in the site layout that visitors cannot see', async () => {
    const live = await publishedPage({ title: 'Vacatures', slug: 'vacatures', locale: 'nl' }, '', '');
    const draft = await gql<{ storePageVersion: { pageVersion: { id: number } } }>(
      browser.admin,
      'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { pageVersion { id } } }',
      {
        input: {
          id: live.versionID,
          revision: live.revision,
          title: 'Vacatures 2027',
          blocks: [{ type: 'heading', key: 'intro', props: { text: 'Nieuw: monteurs gezocht', level: 'h2' } }],
        },
      },
    );
    const previewPath = `/-/preview/${draft.storePageVersion.pageVersion.id}`;

    const visitor = await browser.freshPage();
    await visitor.goto(`${server.t.url}/vacatures`);
    await visitor.getByRole('heading', { level: 1, name: 'Vacatures' }).waitFor();
    expect(await visitor.getByText('Nieuw: monteurs gezocht').count()).toBe(0);
    // Whoever asks for the preview signed out is sent to the login, which returns to the preview.
    await visitor.goto(`${server.t.url}${previewPath}`);
    const login = new URL(visitor.url());
    expect([login.pathname, login.searchParams.get('next')]).toEqual(['/cmsadmin/login', previewPath]);

    const editor = await browser.freshPage({ locale: 'en-GB' });
    const errors = watchErrors(editor);
    await editor.goto(`${server.t.url}${previewPath}`);
    const returned = editor.waitForResponse((answer) => new URL(answer.url()).pathname === previewPath);
    await logIn(editor, ADMIN.email, ADMIN.password);
    expect((await returned).headers()['cache-control']).toBe('no-store');
    await editor.getByRole('heading', { level: 1, name: 'Vacatures 2027' }).waitFor();
    expect(new URL(editor.url()).pathname).toBe(previewPath);
    await editor.getByRole('heading', { name: 'Nieuw: monteurs gezocht' }).waitFor();
    expect((await headOf(editor)).robots).toMatch(/noindex/);
    // Only the preview: any other `next` leaves the login for the page overview.
    await editor.goto(`${server.t.url}/cmsadmin/login?next=${encodeURIComponent('//elsewhere.test/-/preview/1')}`);
    await editor.getByRole('heading', { level: 1, name: 'Page overview' }).waitFor();
    expect(new URL(editor.url()).origin).toBe(new URL(server.t.url).origin);
    expect(errors).toEqual([]);
    await visitor.context().close();
    await editor.context().close();
  });
});
