import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, activatedUser } from '../support/accounts.js';
import { logIn, useBrowser, watchErrors } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { useTestServer } from '../support/test-server.js';

// The second process is the built server (server/dist): `npm run build -w server` first (npm test does).

const ANNA = { email: 'anna@example.test', password: 'Anna-password-1' };
/** What the editors are promised: the others' presence and stores on their screen within 2 s. */
const AT_ONCE = { timeout: 2000 };

describe('editing together in chromium, on two processes', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  let second: SpawnedServer;
  let pageId: number;

  beforeAll(async () => {
    await activatedUser(server.t, browser.admin, ANNA.email, 'Editor', ANNA.password);
    const { createPage } = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
      { input: { title: 'Samen werken', slug: 'samen-werken', type: 'page', locale: 'nl', content: [] } },
    );
    pageId = createPage.pageID;
    second = await spawnServer({ ...ADMIN_ENV, DATABASE_URL: server.t.database.url, BLOKWERK_DATA_DIR: server.t.dataDir });
  });

  afterAll(async () => {
    second?.child.kill('SIGTERM');
    await second?.exited;
  });

  it('shows the administrator at once that Anna, on the other process, opens the page, changes it and stores it', async () => {
    const { page: mine, errors } = await browser.signedInPage(`/cmsadmin/page/${pageId}`);
    await mine.getByRole('heading', { level: 1, name: 'Edit page: Samen werken' }).waitFor();
    const others = mine.getByRole('list', { name: 'Others editing this page' });
    expect(await others.getByRole('listitem').count()).toBe(0);

    const theirs = await browser.freshPage({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
    const theirErrors = watchErrors(theirs);
    await theirs.goto(`${second.url}/cmsadmin/page/${pageId}`);
    await logIn(theirs, ANNA.email, ANNA.password);
    await theirs.getByRole('heading', { level: 1, name: 'Edit page: Samen werken' }).waitFor();
    await others.getByText('anna is editing', { exact: true }).waitFor(AT_ONCE);

    await theirs.getByRole('tab', { name: 'Page settings' }).click();
    await theirs.getByRole('region', { name: 'Page settings' }).getByLabel('Title').fill('Samen werken aan teksten');
    await others.getByText('anna is editing (unsaved changes)').waitFor(AT_ONCE);

    // The administrator has unsaved changes too: the notice offers to compare before reloading.
    await mine.getByRole('tab', { name: 'Page settings' }).click();
    await mine.getByRole('region', { name: 'Page settings' }).getByLabel('Title').fill('Mijn eigen titel');
    // Its autosave first (else, landing after Anna's store, it is refused 409 as stale: right, but a console error here).
    await mine
      .getByRole('toolbar', { name: 'Page actions' })
      .locator('output', { hasText: /^Saved$/ })
      .waitFor();
    await theirs.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'Save' }).click();
    const notice = mine.getByRole('note').filter({ hasText: 'anna stored a newer version (revision 2)' });
    await notice.waitFor(AT_ONCE);
    await notice.getByRole('button', { name: 'Compare' }).click();
    const compare = mine.getByRole('dialog', { name: 'Someone else changed this page' });
    await compare.waitFor();
    await compare.getByRole('button', { name: 'Reload' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect
      .poll(() => mine.getByRole('region', { name: 'Page settings' }).getByLabel('Title').inputValue(), { timeout: 10_000 })
      .toBe('Samen werken aan teksten');

    // Anna goes elsewhere: she leaves the administrator's list at once.
    await theirs.goto('about:blank');
    await others.getByRole('listitem').waitFor({ state: 'detached', ...AT_ONCE });
    expect(errors).toEqual([]);
    expect(theirErrors).toEqual([]);
  });
});
