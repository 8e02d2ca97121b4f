import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import type { ApiClient } from '../support/api-client.js';
import { axeViolations } from '../support/axe.js';
import { launchChromium, logIn, watchErrors } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { within } from '../support/poll.js';
import { fetchHtml } from '../support/site-page.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// Issue 32: a release of three pages in two locales, made and scheduled in the admin, published
// once at its moment by one of two server processes on one database, seen on both, and rolled
// back in the admin.

const PAGES = [
  { title: 'Lancering vacatures', slug: 'lancering-vacatures', locale: 'nl', path: '/lancering-vacatures' },
  { title: 'Lancering nieuws', slug: 'lancering-nieuws', locale: 'nl', path: '/lancering-nieuws' },
  { title: 'Launch about us', slug: 'launch-about-us', locale: 'en', path: '/en/launch-about-us' },
] as const;

/** What a visitor of `server` gets at a path: the page's title in its HTML, or the status. */
async function shown(server: SpawnedServer, sitePath: string): Promise<string> {
  const answer = await fetchHtml(server.url, sitePath);
  if (answer.status !== 200) return String(answer.status);
  return /<title>([^<]*)<\/title>/.exec(answer.html)?.[1] ?? '';
}

describe('a scheduled release with two server processes', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  const servers: SpawnedServer[] = [];
  const dataDirs: string[] = [];
  let browser: Browser;
  let admin: ApiClient;
  const ids: number[] = [];

  /** Every page as both processes' sites show it. */
  const everywhere = () => Promise.all(servers.map((server) => Promise.all(PAGES.map((page) => shown(server, page.path)))));

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDirs.push(...(await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'blokwerk-release-'))))));
    servers.push(...(await Promise.all(dataDirs.map((dataDir) => spawnServer({ ...ADMIN_ENV, DATABASE_URL: database.url, BLOKWERK_DATA_DIR: dataDir })))));
    browser = await launchChromium();
    admin = await signedIn(servers[0]?.url ?? '', ADMIN.email, ADMIN.password);
    for (const page of PAGES) {
      const { createPage } = await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
        admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
        {
          input: { title: page.title, slug: page.slug, type: 'page', locale: page.locale, content: [] },
        },
      );
      ids.push(createPage.pageID);
    }
    // The first page is live with an older version: the release replaces it, the rollback brings it back.
    const [first] = ids;
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: first });
    const { page } = await gql<{ page: { page: { revision: number; headVersionID: number } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { page { revision headVersionID } } }',
      { id: first },
    );
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: page.page.headVersionID, revision: page.page.revision, title: 'Lancering vacatures, nieuw', blocks: [] },
    });
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('is made and scheduled in the admin, published once on time on both processes, and rolled back', async () => {
    const before = await everywhere();
    expect(before[0]?.[0]).toContain('Lancering vacatures');
    expect(before[0]?.slice(1)).toEqual(['404', '404']);

    // The browser's clock reads UTC, so the picker's local time is the ISO time.
    const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'UTC', viewport: { width: 1400, height: 1000 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${servers[0]?.url}/cmsadmin/releases`);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: 'Releases' }).waitFor();
    await page.getByLabel('Name').fill('Launch');
    await page.getByRole('button', { name: 'Create release' }).click();
    await page.getByRole('heading', { level: 1, name: 'Release: Launch' }).waitFor();

    const search = page.getByLabel('Find a page to add');
    await search.fill('Lancering');
    for (const name of ['Add Lancering vacatures, nieuw (nl)', 'Add Lancering nieuws (nl)']) {
      await page.getByRole('button', { name }).click();
      await page.getByRole('link', { name: name.replace(/^Add (.*) \(..\)$/, '$1') }).waitFor();
    }
    // The English page joins from its editor.
    const releaseUrl = page.url();
    await page.goto(`${servers[0]?.url}/cmsadmin/page/${ids[2]}`);
    await page.getByRole('toolbar', { name: 'Publication' }).getByRole('button', { name: 'Add to release' }).click();
    const adding = page.getByRole('dialog', { name: 'Add this page to a release' });
    await adding.getByLabel('Release').click();
    await page.getByRole('option', { name: 'Launch' }).click();
    await adding.getByRole('button', { name: 'Add to release' }).click();
    await page.getByText('Added to “Launch”.').waitFor();
    await page.goto(releaseUrl);
    await page.getByRole('link', { name: 'Launch about us' }).waitFor();
    expect(await page.getByRole('table', { name: 'Pages in this release' }).getByRole('row').count()).toBe(4);
    // The reviewer reads each item's remaining problems (where, and what), not only their count.
    const problems = page.getByRole('region', { name: 'Launch about us (en)' });
    await problems.getByText('The page has no SEO title: search engines show the page title instead.').waitFor();
    expect(await problems.getByRole('heading', { level: 4, name: 'Page' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A busy server may answer a read of the release after a later action's answer. Reads of it
    // are held until the approval is on screen: the screen must keep the newest state (it went
    // back to "In review" when it read the release again after each action).
    const heldReads: Promise<void>[] = [];
    const holdUntilApproved = async (route: Route) => {
      const response = await route.fetch();
      await page.getByText('Status: Approved').waitFor();
      await route.fulfill({ response });
    };
    await page.route('**/api/blokwerk/graphql', (route) => {
      if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName !== 'Release') return route.fallback();
      const held = holdUntilApproved(route);
      heldReads.push(held);
      return held;
    });
    await page.getByRole('button', { name: 'Request review' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Status: Approved').waitFor();
    await Promise.all(heldReads);
    await page.unroute('**/api/blokwerk/graphql');
    // While a check blocks, Publish now is refused and the screen words the problem as the Checks tab does.
    await gql(admin, 'mutation { setBlockingContentChecks(ids: ["seo-title-missing"]) }');
    expect(await page.getByTestId('release-status').textContent()).toBe('Status: Approved'); // the held reads changed nothing
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('alert').filter({ hasText: 'The page has no SEO title: search engines show the page title instead.' }).waitFor();
    await gql(admin, 'mutation { setBlockingContentChecks(ids: []) }');
    const at = new Date(Date.now() + 6_000);
    at.setMilliseconds(0);
    await page.getByLabel('Publish at').fill(at.toISOString().slice(0, 19));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Status: Scheduled').waitFor();
    expect(await everywhere()).toEqual(before); // nothing before its time

    // From its moment on, both processes show all three pages.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
    const live = await within(10_000, everywhere, (seen) =>
      seen.every((titles) => titles.every((title) => title !== '404') && titles[0]?.includes('nieuw') === true),
    );
    expect(live[0]).toEqual(live[1]);

    // Exactly once: one process ran it, one publication per page.
    const releaseId = Number(new URL(page.url()).pathname.split('/').pop());
    const audit = await database.pool.query<{ action: string; target_id: string }>(
      `select action, target_id from audit_entry
        where (target_type = 'release' and target_id = $1 and action = 'release.publish') or (action = 'page.publish' and details->>'releaseId' = $1)
        order by id`,
      [String(releaseId)],
    );
    expect(audit.rows.map((row) => row.action).toSorted()).toEqual(['page.publish', 'page.publish', 'page.publish', 'release.publish']);
    expect(servers.map((server) => server.logs.filter((line) => line.msg === 'scheduled release published').length).toSorted()).toEqual([0, 1]);

    await page.reload();
    await page.getByText('Status: Published').waitFor();
    await page.getByRole('button', { name: 'Roll back' }).click();
    await page.getByText('Status: Rolled back').waitFor();
    const rolledBack = await within(10_000, everywhere, (seen) =>
      seen.every((titles) => titles[1] === '404' && titles[2] === '404' && titles[0]?.includes('nieuw') === false),
    );
    expect(rolledBack[0]?.[0]).toContain('Lancering vacatures');
    expect(rolledBack[0]).toEqual(rolledBack[1]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
