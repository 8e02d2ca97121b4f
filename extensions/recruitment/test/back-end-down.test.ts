import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_ENV,
  gql,
  islandsHydrated,
  launchChromium,
  logIn,
  NGINX_MISSING,
  repoRoot,
  signedIn,
  spawnServer,
  startExternalPostgres,
  startNginx,
  within,
  type ApiClient,
  type ExternalPostgres,
  type RunningNginx,
  type SpawnedServer,
} from '@blokwerk/testing';
import { fillOpenApplication, formPost, PDF } from './support/applying.js';

// Issue 34, "up when the back end is down": the built server, site and admin (`npm run build`;
// BLOKWERK_SITE_DIST / BLOKWERK_ADMIN_DIST are honoured) behind the shipped nginx recipe, on a
// PostgreSQL of the test's own that it stops under it; then Blokwerk itself is stopped.

if (NGINX_MISSING) console.warn(`back-end-down.test.ts skipped: ${NGINX_MISSING}`);

const SUBMIT = '/api/blokwerk/applications/submit';
/** Published pages in both locales: what visitors must go on getting. */
const PAGES = [
  { path: '/over-ons', title: 'Over ons', slug: 'over-ons', locale: 'nl' },
  { path: '/werken-bij', title: 'Werken bij ons', slug: 'werken-bij', locale: 'nl' },
  { path: '/en/about-us', title: 'About us', slug: 'about-us', locale: 'en' },
] as const;
const EVENTUALLY = 20_000;
const DATABASE_TEXT = 'The database cannot be reached';

/** A plain HTML form's post of the application form (JavaScript off), as the browser sends it from the site's own page. */
async function plainApplicationPost(baseUrl: string, language: string): Promise<{ status: number; retryAfter: unknown; type: unknown; body: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'Jan Jansen', email: 'jan@example.test', return: '/solliciteren' })) form.set(name, value);
  form.set('cv', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'cv.pdf');
  const { status, headers, text } = await formPost(`${baseUrl}${SUBMIT}`, { 'sec-fetch-site': 'same-origin', 'accept-language': language }, form);
  return { status, retryAfter: headers['retry-after'], type: headers['content-type'], body: text };
}

/** A page as a visitor gets it: status, who answered (X-Cache) and whether its title is there. */
async function visit(baseUrl: string, pagePath: string, title: string): Promise<[number, string | null, boolean]> {
  const res = await fetch(new URL(pagePath, baseUrl));
  return [res.status, res.headers.get('x-cache'), (await res.text()).includes(title)];
}

describe.skipIf(NGINX_MISSING)('with PostgreSQL down, then Blokwerk stopped, behind the production tier', { timeout: 180_000 }, () => {
  let pg: ExternalPostgres;
  let dataDir: string;
  let mirrorDir: string;
  let server: SpawnedServer;
  let nginx: RunningNginx;
  let admin: ApiClient;
  let browser: Browser;
  const siteDist = process.env.BLOKWERK_SITE_DIST ?? path.join(repoRoot, 'site', 'dist');

  beforeAll(async () => {
    pg = await startExternalPostgres();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-back-end-down-'));
    mirrorDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-back-end-down-mirror-'));
    // nginx's workers (nobody, under root) read the mirror.
    await chmod(mirrorDir, 0o755);
    server = await spawnServer(
      { ...ADMIN_ENV, DATABASE_URL: pg.url, BLOKWERK_DATA_DIR: dataDir, BLOKWERK_MIRROR_DIR: mirrorDir, BLOKWERK_TRUST_PROXY: '1' },
      90_000,
    );
    admin = await signedIn(server.url, ADMIN.email, ADMIN.password);
    for (const page of PAGES) {
      const { createPage } = await gql<{ createPage: { pageID: number } }>(
        admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        {
          input: { title: page.title, slug: page.slug, type: 'page', locale: page.locale, content: [] },
        },
      );
      await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
    }
    nginx = await startNginx({ mirrorDir, upstream: server.url, siteClientDir: path.join(siteDist, 'client') });
    // In the mirror (nginx answers them itself) and in the Node path's page cache.
    for (const page of [...PAGES, { path: '/solliciteren', title: 'olliciteren' }, { path: '/nieuwsbrief', title: 'Nieuwsbrief' }]) {
      await within(
        EVENTUALLY,
        () => visit(nginx.url, page.path, page.title),
        ([status, cache]) => status === 200 && cache === 'mirror',
      );
      await within(
        EVENTUALLY,
        () => visit(server.url, page.path, page.title),
        ([status, cache]) => status === 200 && cache === 'hit',
      );
    }
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await nginx?.close();
    if (server?.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
    await pg?.remove();
    for (const dir of [dataDir, mirrorDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The admin's login screen, signed out, in English. */
  async function loginScreen(): Promise<Page> {
    const page = await browser.newPage({ locale: 'en-US' });
    page.setDefaultTimeout(EVENTUALLY);
    await page.goto(`${server.url}/cmsadmin/`);
    await page.getByLabel('Email address').waitFor();
    return page;
  }

  it('PostgreSQL down: pages from nginx and the Node cache, forms say “try again later”, the admin reports the database unreachable until back', async () => {
    const logsBefore = server.logs.length;
    const page = await loginScreen();
    await pg.stop('fast');
    await within(EVENTUALLY, async () => server.logs.slice(logsBefore).some((line) => line.msg.startsWith('content event connection lost')), Boolean);

    for (const { path: pagePath, title } of PAGES) {
      expect(await visit(nginx.url, pagePath, title)).toEqual([200, 'mirror', true]);
      // The Node path keeps serving what it holds while its LISTEN connection is down.
      expect(await visit(server.url, pagePath, title)).toEqual([200, 'hit', true]);
    }

    // A plain form's post: Blokwerk's own page, in the visitor's language, not the route's redirect to a page that cannot render.
    const plain = await plainApplicationPost(nginx.url, 'nl-NL,nl;q=0.9');
    expect([plain.status, plain.retryAfter, plain.type]).toEqual([503, '5', 'text/html; charset=utf-8']);
    expect(plain.body).toContain('Niet verstuurd: probeer het later opnieuw');

    // A sign-in attempt says why it failed: the database, not the password.
    await logIn(page, ADMIN.email, ADMIN.password);
    const banner = page.getByText(DATABASE_TEXT);
    await banner.waitFor();
    await page.getByText('The service is temporarily unavailable, please try again later.').waitFor();
    expect(await page.getByText('These credentials do not match our records.').count()).toBe(0);

    await pg.start();
    // The admin asks by itself whether it is back, and says nothing more once it is.
    await banner.waitFor({ state: 'detached' });
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    expect(await banner.count()).toBe(0);
    // Saving works again.
    const saved = await within(
      EVENTUALLY,
      () => admin.post('/api/blokwerk/page/create', { title: 'Weer terug', slug: 'weer-terug', type: 'page', locale: 'nl' }),
      (res) => res.status !== 503,
    );
    expect(saved.status).toBe(200);
    await page.close();
  });

  it('Blokwerk stopped: nginx serves every published page, a form’s post says “try again later”, the application and newsletter islands too', async () => {
    // The forms are open before Blokwerk stops; then they are sent.
    const [page, newsletter] = await Promise.all(
      ['/solliciteren', '/nieuwsbrief'].map(async (formPath) => {
        const opened = await browser.newPage({ locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
        opened.setDefaultTimeout(EVENTUALLY);
        await opened.goto(`${nginx.url}${formPath}`);
        await islandsHydrated(opened);
        return opened;
      }),
    );
    if (!page || !newsletter) throw new Error('the form pages did not open');
    server.child.kill('SIGTERM');
    await server.exited;

    for (const { path: pagePath, title } of PAGES) expect(await visit(nginx.url, pagePath, title)).toEqual([200, 'mirror', true]);
    const plain = await plainApplicationPost(nginx.url, 'en');
    expect([plain.status, plain.retryAfter, plain.type]).toEqual([503, '30', 'text/html; charset=utf-8']);
    expect(plain.body).toContain('Not sent: please try again later');
    expect(plain.body).toContain('Niet verstuurd: probeer het later opnieuw');

    await fillOpenApplication(page);
    // The bot check cannot reach Blokwerk. A visitor who takes a moment closes its error with a click
    // elsewhere, which puts the widget back to unverified (not before 600 ms): sending must not wait for it.
    const botCheck = page.locator('altcha-widget .altcha');
    await page.locator('altcha-widget .altcha[data-state="error"]').waitFor();
    await within(
      EVENTUALLY,
      async () => {
        await page.getByRole('heading', { name: /Stap 2 van 2/ }).click();
        return botCheck.getAttribute('data-state');
      },
      (state) => state === 'unverified',
    );
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByRole('heading', { name: 'Tijdelijk niet beschikbaar' }).waitFor();
    expect(await page.locator('.application-final').textContent()).toContain('Probeer het later opnieuw');

    await newsletter.getByLabel('Voornaam').fill('Lisa');
    await newsletter.getByLabel('Achternaam').fill('de Boer');
    await newsletter.getByLabel('E-mailadres').fill('lisa@example.test');
    await newsletter.getByRole('button', { name: 'Aanmelden' }).click();
    await newsletter.getByText('Niet verstuurd: we kunnen nu even geen aanmeldingen ontvangen. Probeer het later opnieuw.').waitFor();
    await Promise.all([page.close(), newsletter.close()]);
  });
});
