import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN_ENV, activatedUser } from '../support/accounts.js';
import { logIn, useBrowser, watchErrors } from '../support/browser.js';
import { mailAfter } from '../support/outbox.js';
import { useTestServer } from '../support/test-server.js';
import { gql } from '../support/gql.js';

const EDITOR = { email: 'erik@example.test', password: 'Erik-password-1' };
const REVIEWER = { email: 'rosa@example.test', password: 'Rosa-password-1' };
// expect.poll gives up after 1 s by default; logins (argon2) and mails on a busy machine take longer.
const EVENTUALLY = { timeout: 15_000 };
// Chromium reports the status of a 404 document as a console error; that status is the point.
const NOT_FOUND_STATUS = /status of 404/;

async function createPage(client: ApiClient, title: string, slug: string): Promise<{ pageID: number; pageVersionID: number }> {
  const data = await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
    client,
    'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
    { input: { title, slug, type: 'page', locale: 'nl' } },
  );
  return data.createPage;
}

/** Stores a new head version based on `versionId` at the page's `revision`; answers the new version and revision. */
async function storeVersion(
  client: ApiClient,
  versionId: number,
  revision: number,
  title: string,
  blocks: unknown[],
): Promise<{ id: number; revision: number }> {
  const data = await gql<{ storePageVersion: { pageVersion: { id: number }; revision: number } }>(
    client,
    'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { pageVersion { id } revision } }',
    { input: { id: versionId, revision, title, blocks, typeData: {} } },
  );
  return { id: data.storePageVersion.pageVersion.id, revision: data.storePageVersion.revision };
}

// Journeys with several people, logins and mails: far more than the default 30 s on a busy machine.
describe('page publication in chromium', { timeout: 180_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  let editor: ApiClient;
  beforeAll(async () => {
    editor = (await activatedUser(server.t, browser.admin, EDITOR.email, 'Editor', EDITOR.password)).client;
    await activatedUser(server.t, browser.admin, REVIEWER.email, 'Reviewer', REVIEWER.password);
  });

  /** A fresh browser context (no cookies) with one page in English. */
  const freshPage = () => browser.freshPage({ locale: 'en-GB' });

  it('an editor requests publication, a reviewer rejects it with mailed feedback and accepts the next request; visitors then see the page', async () => {
    const { pageID } = await createPage(editor, 'Werken bij Blokwerk', 'werken-bij');
    const visitor = await freshPage();
    const visitorErrors = watchErrors(visitor, [NOT_FOUND_STATUS]);
    expect((await visitor.goto(`${server.t.url}/werken-bij`))?.status()).toBe(404);

    // The editor asks for publication with a comment; the reviewers are mailed.
    const editorPage = await freshPage();
    const editorErrors = watchErrors(editorPage);
    await editorPage.goto(`${server.t.url}/cmsadmin/page/${pageID}`);
    await logIn(editorPage, EDITOR.email, EDITOR.password);
    await editorPage.getByRole('heading', { level: 1, name: 'Edit page: Werken bij Blokwerk' }).waitFor();
    const details = editorPage.getByRole('region', { name: 'Page details' });
    await details.getByText('Draft', { exact: true }).waitFor();
    const toolbar = editorPage.getByRole('toolbar', { name: 'Publication' });
    // An Editor may not publish directly (but may gather the page into a release).
    expect(await toolbar.getByRole('button').allTextContents()).toEqual(['Request publication', 'Add to release']);

    await toolbar.getByRole('button', { name: 'Request publication' }).click();
    const requestDialog = editorPage.getByRole('dialog', { name: 'Request publication' });
    await requestDialog.getByLabel('Comment').fill('Graag voor vrijdag live');
    const requestedMail = await mailAfter(server.t.dataDir, REVIEWER.email, /Publication requested/, async () => {
      await requestDialog.getByRole('button', { name: 'Send request' }).click();
      await editorPage.getByText('Publication requested. The reviewers have been notified.').waitFor();
    });
    expect(requestedMail.text).toContain('Graag voor vrijdag live');
    await details.getByText('Waiting for review', { exact: true }).waitFor();
    await editorPage.getByText('Comment: Graag voor vrijdag live').waitFor();
    await editorPage.getByText('This version waits for review: requested by erik', { exact: false }).waitFor();
    expect(await toolbar.getByRole('button', { name: 'Request publication' }).isDisabled()).toBe(true);

    // The reviewer finds it in the list, reads the comment and rejects with feedback.
    const reviewerPage = await freshPage();
    const reviewerErrors = watchErrors(reviewerPage);
    await reviewerPage.goto(`${server.t.url}/cmsadmin/publication-requests`);
    await logIn(reviewerPage, REVIEWER.email, REVIEWER.password);
    await reviewerPage.getByRole('heading', { level: 1, name: 'Publication requests' }).waitFor();
    const row = reviewerPage.getByRole('table', { name: 'Requests waiting for review' }).getByRole('row').filter({ hasText: 'Werken bij Blokwerk' });
    await row.getByText('Graag voor vrijdag live').waitFor();
    const cells = row.getByRole('cell');
    expect(await cells.nth(1).textContent()).toBe('nl · /werken-bij');
    expect(await cells.nth(2).textContent()).toBe('erik');
    expect(await cells.nth(4).textContent()).toMatch(/^(now|\d+ seconds? ago|\d+ minutes? ago)$/);

    await row.getByRole('button', { name: 'Review Werken bij Blokwerk' }).click();
    const review = reviewerPage.getByRole('dialog', { name: 'Review publication request' });
    await review.getByText('First publication: no version of this page was live when the request was made.').waitFor();
    expect(await review.getByRole('blockquote').textContent()).toBe('Graag voor vrijdag live');
    await review.getByLabel('Feedback').fill('De kop is te lang');
    const rejectedMail = await mailAfter(server.t.dataDir, EDITOR.email, /Publication rejected/, async () => {
      await review.getByRole('button', { name: 'Reject' }).click();
      await reviewerPage.getByText('The request for “Werken bij Blokwerk” was rejected; the requester is notified by mail.').waitFor();
    });
    expect(rejectedMail.text).toContain('De kop is te lang');
    await reviewerPage.getByText('No publication requests are waiting for review.').waitFor();

    // The editor asks again.
    await editorPage.reload();
    await details.getByText('Draft', { exact: true }).waitFor();
    await toolbar.getByRole('button', { name: 'Request publication' }).click();
    await requestDialog.getByLabel('Comment').fill('Kop ingekort');
    await requestDialog.getByRole('button', { name: 'Send request' }).click();
    await editorPage.getByText('Comment: Kop ingekort').waitFor();

    // The reviewer accepts; the editor is mailed with the feedback.
    await reviewerPage.reload();
    await row.getByText('Kop ingekort').waitFor();
    await row.getByRole('button', { name: 'Review Werken bij Blokwerk' }).click();
    await review.getByLabel('Feedback').fill('Prima zo');
    // While a check blocks, Accept is refused and the dialog words the problem as the Checks tab does.
    await gql(browser.admin, 'mutation { setBlockingContentChecks(ids: ["seo-title-missing"]) }');
    await review.getByRole('button', { name: 'Accept' }).click();
    await review.getByRole('alert').filter({ hasText: 'The page has no SEO title: search engines show the page title instead.' }).waitFor();
    await gql(browser.admin, 'mutation { setBlockingContentChecks(ids: []) }');
    const acceptedMail = await mailAfter(server.t.dataDir, EDITOR.email, /Published/, async () => {
      await review.getByRole('button', { name: 'Accept' }).click();
      await reviewerPage.getByText('“Werken bij Blokwerk” is published.').waitFor();
    });
    expect(acceptedMail.text).toContain('Prima zo');
    await reviewerPage.getByText('No publication requests are waiting for review.').waitFor();

    await editorPage.reload();
    await details.getByText('Published', { exact: true }).waitFor();
    expect(await editorPage.getByText('Comment: Kop ingekort').count()).toBe(0);

    // A visitor of the default locale (nl, no prefix) sees the page.
    const response = await visitor.goto(`${server.t.url}/werken-bij`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent(), EVENTUALLY).toBe('Werken bij Blokwerk');
    expect(await visitor.title()).toBe('Werken bij Blokwerk | Blokwerk');

    expect(editorErrors).toEqual([]);
    expect(reviewerErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
    for (const page of [visitor, editorPage, reviewerPage]) await page.context().close();
  });

  it('shows the reviewer what changed against the live version; a publisher publishes, survives a stale screen and unpublishes', async () => {
    const { pageID, pageVersionID } = await createPage(browser.admin, 'Over ons', 'over-ons');
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: pageID });
    const heading = { type: 'heading', key: 'intro', props: { text: 'Wie wij zijn', level: 'h2' }, anchorPoint: null, __images: {}, __files: {} };
    const second = await storeVersion(editor, pageVersionID, 1, 'Over Blokwerk', [heading]);

    const page = await freshPage();
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/cmsadmin/page/${pageID}`);
    await logIn(page, REVIEWER.email, REVIEWER.password);
    await page.getByRole('heading', { level: 1, name: 'Edit page: Over Blokwerk' }).waitFor();
    const details = page.getByRole('region', { name: 'Page details' });
    await details.getByText('Published, with unpublished changes', { exact: true }).waitFor();

    await gql(editor, 'mutation($id: Int!, $comment: String!) { requestPublication(id: $id, comment: $comment) { id } }', {
      id: pageID,
      comment: 'Nieuwe titel',
    });
    await page.getByRole('link', { name: 'Publication requests' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Over Blokwerk' });
    await row.getByRole('button', { name: 'Review Over Blokwerk' }).click();
    const review = page.getByRole('dialog', { name: 'Review publication request' });
    await review.getByText('Title: “Over ons” → “Over Blokwerk”').waitFor();
    await review.getByText('Heading: added').waitFor();
    await review.getByRole('button', { name: 'Cancel' }).click();
    await review.waitFor({ state: 'detached' });

    // Someone stores after the screen loaded: publishing its revision is refused, with the reason.
    await page.goto(`${server.t.url}/cmsadmin/page/${pageID}`);
    // The request keeps the live version online: still published, its changes waiting for review.
    await details.getByText('Published, with unpublished changes', { exact: true }).waitFor();
    await page.getByText('Comment: Nieuwe titel').waitFor();
    await storeVersion(editor, second.id, second.revision, 'Over het team', [heading]);
    const toolbar = page.getByRole('toolbar', { name: 'Publication' });
    await toolbar.getByRole('button', { name: 'Publish', exact: true }).click();
    const failure = page.locator('#publication-requests');
    await failure.getByText('The page could not be published.').waitFor();
    await failure.getByText('This operation cannot be executed.').waitFor();

    // The screen reloaded the page: publishing now takes the newest head and settles the request.
    await page.getByRole('heading', { level: 1, name: 'Edit page: Over het team' }).waitFor();
    await toolbar.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('The page is published.').waitFor();
    await details.getByText('Published', { exact: true }).waitFor();
    expect(await failure.count()).toBe(0);
    const site = await freshPage();
    const siteErrors = watchErrors(site, [NOT_FOUND_STATUS]);
    expect((await site.goto(`${server.t.url}/over-ons`))?.status()).toBe(200);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe('Over het team');
    // A new slug: the old path moves permanently.
    await gql(browser.admin, 'mutation($id: Int!, $slug: String!) { savePage(id: $id, slug: $slug) { page { id } } }', { id: pageID, slug: 'het-team' });
    const moved = await fetch(`${server.t.url}/over-ons`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/het-team']);
    expect((await site.goto(`${server.t.url}/over-ons`))?.url()).toBe(`${server.t.url}/het-team`);

    await toolbar.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByText('The page is offline.').waitFor();
    await details.getByText('Draft', { exact: true }).waitFor();
    await expect.poll(async () => (await site.goto(`${server.t.url}/het-team`))?.status(), EVENTUALLY).toBe(404);
    // An old path of an offline page leads nowhere either.
    expect((await site.goto(`${server.t.url}/over-ons`))?.status()).toBe(404);

    await page.getByRole('link', { name: 'Publication requests' }).click();
    await page.getByText('No publication requests are waiting for review.').waitFor();
    expect(errors).toEqual([]);
    expect(siteErrors).toEqual([]);
    await page.context().close();
    await site.context().close();
  });
});
