import { beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import type { Locator, Page } from 'playwright-core';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser } from '../support/accounts.js';
import { useBrowser, watchErrors } from '../support/browser.js';
import { within } from '../support/poll.js';
import { useTestServer } from '../support/test-server.js';
import { gql } from '../support/gql.js';

// Drives the built admin and site (admin/dist, site/dist): run `npm run build` first.

const EVENTUALLY = { timeout: 15_000 };

interface IndexStatus {
  pages: number;
  lastRebuildAt: string | null;
  lastRebuildError: string | null;
  rebuilding: boolean;
}
type Block = Record<string, unknown>;

/** Creates a page, stores its blocks and publishes it: the publication indexes it. */
async function publishedPage(admin: ApiClient, title: string, slug: string, blocks: Block[]): Promise<void> {
  const { createPage } = await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
    admin,
    'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
    {
      input: { title, slug, type: 'page', locale: 'nl' },
    },
  );
  await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
    input: { id: createPage.pageVersionID, revision: 1, title, blocks },
  });
  await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
}

const heading = (text: string): Block => ({ type: 'heading', key: 'heading', props: { text, level: 'h2' } });
const paragraph = (html: string): Block => ({ type: 'rich-text', key: 'text', props: { html }, anchorPoint: null, __images: {}, __files: {} });

async function indexStatus(client: ApiClient): Promise<IndexStatus> {
  const answer = await client.get<Envelope & { status: IndexStatus }>('/api/blokwerk/search/status');
  if (answer.status !== 200) throw new Error(`search/status: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.status;
}

/** Published pages matching `term` in the site's default locale (nl), as the site asks. */
async function searchTotal(client: ApiClient, term: string): Promise<number> {
  const { search } = await gql<{ search: { total: number } }>(client, 'query($term: String!) { search(term: $term, locales: ["nl"]) { total } }', { term });
  return search.total;
}

/**
 * Holds a SHARE lock on the index table in a transaction of its own, the way a long
 * concurrent transaction would: reads (the status) go on, the rebuild's and the removal's
 * writes wait until release, so their in-between states stay on screen long enough to see.
 */
async function holdIndexWrites(pool: Pool): Promise<{ release(): Promise<void> }> {
  const client = await pool.connect();
  await client.query('begin');
  await client.query('lock table "search_entry" in share mode');
  return {
    async release() {
      await client.query('rollback');
      client.release();
    },
  };
}

/**
 * The server processes whose statements wait for the index table (for holdIndexWrites to end);
 * not the vacuum a rebuild runs 2 s after its switch, which may still wait there.
 */
async function waitingWrites(pool: Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    `select l."pid" from pg_locks l join pg_stat_activity a using ("pid")
      where not l."granted" and l."relation" = 'search_entry'::regclass and a."query" not ilike 'vacuum%'`,
  );
  return rows.map((row) => row.pid);
}

/** The value next to a label of the status panel's description list. */
const statusValue = (page: Page, label: string): Locator => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** A time as the admin shows it (react-intl's formatDate with the panel's options, in the page's locale and zone). */
const shownTime = (page: Page, iso: string): Promise<string> =>
  page.evaluate((at) => new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)), iso);

/**
 * Records every state the screen passes through, however briefly: the pages in the index and
 * the alerts shown, as `4 | alert text + alert text` (window.statesSeen), each change once.
 */
function recordStates(): void {
  const seen: string[] = [];
  Object.assign(window, { statesSeen: seen });
  const record = () => {
    const pages = [...document.querySelectorAll('dt')].find((term) => term.textContent === 'Pages in the index')?.nextElementSibling?.textContent ?? '?';
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent ?? '');
    const state = `${pages} | ${alerts.join(' + ')}`;
    if (seen.at(-1) !== state) seen.push(state);
  };
  record();
  new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** The states recorded since the last call, from the one shown then. */
const statesSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const seen = (window as unknown as { statesSeen: string[] }).statesSeen;
    return seen.splice(0, seen.length - 1).concat(seen.slice(-1));
  });

/** The titles of the site search page's results, in order. */
const resultTitles = (page: Page): Promise<string[]> => page.locator('ol.search-results > li h2').allInnerTexts();

describe('search index administration in chromium', { timeout: 180_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  let pool: Pool;
  let pageCount = 0;

  beforeAll(async () => {
    pool = server.t.database.pool;
    for (const [title, slug] of [
      ['Openingstijden', 'openingstijden'],
      ['Route en parkeren', 'route'],
      ['Contact', 'contact'],
      ['Nieuws', 'nieuws'],
    ] as const) {
      await publishedPage(browser.admin, title, slug, [paragraph(`<p>${title} van de bibliotheek.</p>`)]);
      pageCount += 1;
    }
    // The first start built the (then empty) index a moment ago, in the minute the screen will
    // show for the rebuild below: that build is moved two days back, so the change shows.
    await within(
      10_000,
      () => indexStatus(browser.admin),
      (status) => !status.rebuilding && status.lastRebuildAt !== null,
    );
    await pool.query(`update "search_index_state" set "last_rebuild_at" = "last_rebuild_at" - interval '2 days'`);
  });

  async function signedInPage(email: string, password: string): Promise<Page> {
    const { page } = await browser.signedInPage('/cmsadmin/login', { account: { email, password } });
    await page.getByRole('heading', { level: 1, name: 'Page overview' }).waitFor(EVENTUALLY);
    return page;
  }

  it('shows the index size and last rebuild; removes all pages, indexes them again, and shows a failed rebuild', async () => {
    const page = await signedInPage(ADMIN.email, ADMIN.password);
    const errors = watchErrors(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search index' }).click();
    await page.getByRole('heading', { level: 1, name: 'Search index' }).waitFor(EVENTUALLY);

    // The publications indexed the pages; the last rebuild is the one two days ago.
    const before = await indexStatus(browser.admin);
    expect(before.pages).toBe(pageCount);
    await expect.poll(() => statusValue(page, 'Pages in the index').innerText(), EVENTUALLY).toBe(String(pageCount));
    const twoDaysAgo = await shownTime(page, before.lastRebuildAt ?? '');
    expect(await statusValue(page, 'Last rebuilt').innerText()).toBe(twoDaysAgo);
    expect(await statusValue(page, 'Size on disk').innerText()).toMatch(/^[\d.]+ MB$/);
    const indexAll = page.getByRole('button', { name: 'Index all pages' });
    expect(await indexAll.isEnabled()).toBe(true);
    await page.evaluate(recordStates);

    // Remove all pages: asked first, then pending (the confirm button), then done and empty.
    await page.getByRole('button', { name: 'Remove all pages' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove all pages from the search index?' });
    await dialog.getByText('Visitors find nothing until the pages are indexed again').waitFor(EVENTUALLY);
    let held = await holdIndexWrites(pool);
    try {
      await dialog.getByRole('button', { name: 'Remove all pages' }).click();
      await within(
        10_000,
        () => waitingWrites(pool),
        (pids) => pids.length > 0,
      );
      await expect.poll(() => dialog.getByRole('button', { name: 'Remove all pages' }).isDisabled(), EVENTUALLY).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Remove all pages' }).getByRole('progressbar').count()).toBe(1);
      expect(await dialog.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
      expect(await statusValue(page, 'Pages in the index').innerText()).toBe(String(pageCount));
    } finally {
      await held.release();
    }
    await page.getByRole('alert').filter({ hasText: 'All pages were removed from the search index.' }).waitFor(EVENTUALLY);
    await dialog.waitFor({ state: 'hidden', ...EVENTUALLY });
    expect(await statusValue(page, 'Pages in the index').innerText()).toBe('0');
    expect((await indexStatus(browser.admin)).pages).toBe(0);
    expect(await searchTotal(browser.admin, 'bibliotheek')).toBe(0);
    // The message came with the emptied index (or after it), never next to the old size.
    const removed = '0 | All pages were removed from the search index.';
    const removal = await statesSeen(page);
    expect(removal.filter((state) => state.includes('removed'))).toEqual([removed]);
    expect(removal.at(-1)).toBe(removed);

    // Index all pages: loading with the rebuild's progress for as long as it runs, then done.
    held = await holdIndexWrites(pool);
    try {
      await indexAll.click();
      await within(
        10_000,
        () => waitingWrites(pool),
        (pids) => pids.length > 0,
      );
      await page.getByText(`Rebuilding: 0 of ${pageCount} pages indexed`).waitFor(EVENTUALLY);
      await page.getByRole('progressbar', { name: 'Rebuild progress' }).waitFor(EVENTUALLY);
      expect(await indexAll.isDisabled()).toBe(true);
      expect(await indexAll.getByRole('progressbar').count()).toBe(1);
      // The removal's message is gone, and no success was claimed while the rebuild runs.
      expect(await statesSeen(page)).toEqual([removed, '0 | ']);
    } finally {
      await held.release();
    }
    const done = `All published pages are indexed (${pageCount} pages).`;
    await page.getByRole('alert').filter({ hasText: done }).waitFor(EVENTUALLY);
    expect(await statesSeen(page)).toEqual(['0 | ', `${pageCount} | ${done}`]);
    const rebuilt = await indexStatus(browser.admin);
    expect(rebuilt).toMatchObject({ pages: pageCount, rebuilding: false, lastRebuildError: null });
    expect(Date.parse(rebuilt.lastRebuildAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await statusValue(page, 'Pages in the index').innerText()).toBe(String(pageCount));
    const now = await shownTime(page, rebuilt.lastRebuildAt ?? '');
    expect(now).not.toBe(twoDaysAgo);
    expect(await statusValue(page, 'Last rebuilt').innerText()).toBe(now);
    expect(await page.getByRole('progressbar', { name: 'Rebuild progress' }).count()).toBe(0);
    expect(await indexAll.isEnabled()).toBe(true);
    expect(await searchTotal(browser.admin, 'bibliotheek')).toBe(pageCount);

    // A rebuild that fails (its statement cancelled in the database) ends in the error state;
    // the index it would have replaced keeps answering.
    held = await holdIndexWrites(pool);
    try {
      await indexAll.click();
      const rebuild = await within(
        10_000,
        () => waitingWrites(pool),
        (pids) => pids.length > 0,
      );
      await page.getByText(`Rebuilding: 0 of ${pageCount} pages indexed`).waitFor(EVENTUALLY);
      await pool.query('select pg_cancel_backend("pid") from unnest($1::int[]) "pid"', [rebuild]);
      await page.getByRole('alert').filter({ hasText: 'The pages could not be indexed.' }).waitFor(EVENTUALLY);
    } finally {
      await held.release();
    }
    const failed = await indexStatus(browser.admin);
    expect(failed).toMatchObject({ pages: pageCount, rebuilding: false, lastRebuildAt: rebuilt.lastRebuildAt });
    expect(failed.lastRebuildError).toMatch(/cancel/);
    // Loading from the click to the failure: never the success of the rebuild before.
    expect(await statesSeen(page)).toEqual([`${pageCount} | ${done}`, `${pageCount} | `, `${pageCount} | The pages could not be indexed.`]);
    expect(await statusValue(page, 'Pages in the index').innerText()).toBe(String(pageCount));
    expect(await statusValue(page, 'Last rebuilt').innerText()).toBe(now);
    expect(await indexAll.isEnabled()).toBe(true);
    expect(await searchTotal(browser.admin, 'bibliotheek')).toBe(pageCount);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the refusal when the permission is withdrawn meanwhile, and then neither the screen nor the server serves the user', async () => {
    const { createRole } = await gql<{ createRole: { id: number } }>(browser.admin, 'mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Index keeper', permissions: [{ name: 'edit-page' }, { name: 'manage-search-index' }] },
    });
    const { client } = await activatedUser(server.t, browser.admin, 'keeper@example.test', 'Index keeper');
    // Whatever the test before left in the index.
    const { pages } = await indexStatus(browser.admin);
    const page = await signedInPage('keeper@example.test', 'Editor-password-1');
    const errors = watchErrors(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search index' }).click();
    await expect.poll(() => statusValue(page, 'Pages in the index').innerText(), EVENTUALLY).toBe(String(pages));

    await gql(browser.admin, 'mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }', {
      id: createRole.id,
      input: { name: 'Index keeper', permissions: [{ name: 'edit-page' }] },
    });
    await page.getByRole('button', { name: 'Index all pages' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'The pages could not be indexed.' });
    await refused.getByText('You are not authorized to do this action.').waitFor(EVENTUALLY);
    expect(await page.getByRole('button', { name: 'Index all pages' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Remove all pages' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove all pages from the search index?' });
    await dialog.getByRole('button', { name: 'Remove all pages' }).click();
    // The dialog stays open with the refusal; nothing claims the pages were removed.
    await dialog.getByRole('alert').getByText('You are not authorized to do this action.').waitFor(EVENTUALLY);
    expect(await page.getByText('All pages were removed from the search index.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', ...EVENTUALLY });
    expect(await statusValue(page, 'Pages in the index').innerText()).toBe(String(pages));
    expect((await indexStatus(browser.admin)).pages).toBe(pages);

    // Signed in afresh the role's permissions count: no entry, no screen.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor(EVENTUALLY);
    await page.getByText('You are not authorized to do this action.').waitFor(EVENTUALLY);
    expect(await page.getByRole('button', { name: 'Index all pages' }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Page overview' }).waitFor(EVENTUALLY);
    expect(await nav.getByRole('link', { name: 'Search index' }).count()).toBe(0);
    expect(errors).toEqual([]);

    // The server refuses the calls behind the screen just the same.
    for (const query of ['query { searchIndexStatus { pages } }', 'mutation { indexAllPages { pages } }', 'mutation { removeAllPages { pages } }']) {
      const answer = await client.graphql(query);
      expect(answer.body.errors?.map((error) => error.extensions?.code)).toEqual(['UM_01']);
    }
    expect((await client.post('/api/blokwerk/search/index-all-pages', {})).status).toBe(403);
    expect((await client.post('/api/blokwerk/search/remove-all-pages', {})).status).toBe(403);
    expect((await indexStatus(browser.admin)).pages).toBe(pages);
    await page.context().close();
  });
});

describe('the site search in chromium', { timeout: 180_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  // 14 pages mention the mill: more than the search page's 10 per page.
  const walks = Array.from({ length: 12 }, (_, i) => `Wandeling ${i + 1}`);

  beforeAll(async () => {
    const { admin } = browser;
    // In the title (weighs most), in a heading, and in the body text only.
    await publishedPage(admin, 'Molen De Hoop', 'molen-de-hoop', [paragraph('<p>Op zaterdag maalt de molen graan voor de bakker.</p>')]);
    await publishedPage(admin, 'Zaterdagmarkt', 'zaterdagmarkt', [heading('Markt bij de molen')]);
    for (const [i, title] of walks.entries()) {
      await publishedPage(admin, title, `wandeling-${i + 1}`, [paragraph(`<p>Route ${i + 1} loopt langs de dijk naar de molen.</p>`)]);
    }
    await publishedPage(admin, 'Contact', 'contact', [paragraph('<p>Bel of mail ons.</p>')]);
    await within(
      5_000,
      () => searchTotal(admin, 'molen'),
      (total) => total === 14,
    );
  });

  it('searches from the header box: ranked results with snippets, links to the pages, paging, and the empty state', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor(EVENTUALLY);
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Zoeken op deze site' });
    await box.fill('molen');
    await box.press('Enter');
    await page.waitForURL(`${server.t.url}/-/search?q=molen&locale=nl`);
    await page.getByRole('heading', { level: 1, name: 'Zoekresultaten voor “molen”' }).waitFor(EVENTUALLY);
    expect(await page.title()).toMatch(/^Zoekresultaten voor “molen”/);
    expect(await page.getByRole('status').innerText()).toBe('14 resultaten, 1–10 getoond');

    // The title match first, then the heading match, then the pages that mention it in passing.
    const first = await resultTitles(page);
    expect(first).toHaveLength(10);
    expect(first.slice(0, 2)).toEqual(['Molen De Hoop', 'Zaterdagmarkt']);
    expect(first.slice(2).every((title) => walks.includes(title))).toBe(true);
    const top = page.locator('ol.search-results > li').first();
    expect(await top.getByRole('link', { name: 'Molen De Hoop' }).getAttribute('href')).toBe('/molen-de-hoop');
    expect(await top.locator('p').innerText()).toContain('maalt de molen graan voor de bakker');
    expect(await top.locator('p mark').allInnerTexts()).toEqual(['molen']);
    expect(await page.getByRole('search').getByRole('searchbox').inputValue()).toBe('molen');
    const pager = page.getByRole('navigation', { name: "Pagina's met zoekresultaten" });
    expect(await pager.innerText()).toMatch(/^Pagina 1 van 2\s+Volgende$/);

    // The second page has the rest, numbered on.
    await pager.getByRole('link', { name: 'Volgende' }).click();
    await page.waitForURL(`${server.t.url}/-/search?q=molen&locale=nl&page=2`);
    await page.getByText('14 resultaten, 11–14 getoond').waitFor(EVENTUALLY);
    const second = await resultTitles(page);
    expect(second).toHaveLength(4);
    expect(new Set([...first, ...second])).toEqual(new Set(['Molen De Hoop', 'Zaterdagmarkt', ...walks]));
    expect(await page.locator('ol.search-results').getAttribute('start')).toBe('11');
    expect(await pager.innerText()).toMatch(/^Vorige\s+Pagina 2 van 2$/);
    await pager.getByRole('link', { name: 'Vorige' }).click();
    await page.waitForURL(`${server.t.url}/-/search?q=molen&locale=nl`);
    expect(await resultTitles(page)).toEqual(first);
    // A link past the last page (say, pages were unpublished since) lands on the last one.
    await page.goto(`${server.t.url}/-/search?q=molen&locale=nl&page=3`);
    await page.waitForURL(`${server.t.url}/-/search?q=molen&locale=nl&page=2`);
    expect(await page.getByRole('status').innerText()).toBe('14 resultaten, 11–14 getoond');
    expect(await resultTitles(page)).toEqual(second);
    await page.goBack();
    await page.waitForURL(`${server.t.url}/-/search?q=molen&locale=nl`);

    // A result's title leads to its page.
    await page.getByRole('link', { name: 'Zaterdagmarkt' }).click();
    await page.waitForURL(`${server.t.url}/zaterdagmarkt`);
    await page.getByRole('heading', { name: 'Markt bij de molen' }).waitFor(EVENTUALLY);

    // Nothing matches: said so, no list, no pager.
    await box.fill('xylofoon');
    await page.getByRole('search').getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(`${server.t.url}/-/search?q=xylofoon&locale=nl`);
    await page.getByRole('heading', { level: 1, name: 'Zoekresultaten voor “xylofoon”' }).waitFor(EVENTUALLY);
    expect(await page.getByRole('status').innerText()).toBe('Geen resultaten gevonden voor “xylofoon”.');
    expect(await page.locator('ol.search-results').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: "Pagina's met zoekresultaten" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
