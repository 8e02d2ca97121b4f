import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

const EVENTUALLY = { timeout: 15_000 };

describe('translations that know they are stale, in chromium', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  const ids = { nl: 0, en: 0 };

  beforeAll(async () => {
    const nl = await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
      browser.admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
      {
        input: { title: 'Over ons', slug: 'over-ons', type: 'page', locale: 'nl', content: [{ type: 'heading', key: 'intro', props: { text: 'Welkom' } }] },
      },
    );
    const en = await gql<{ createTranslation: { pageID: number } }>(
      browser.admin,
      'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID } }',
      {
        input: { pageID: nl.createPage.pageID, locale: 'en', title: 'About us', slug: 'about-us' },
      },
    );
    Object.assign(ids, { nl: nl.createPage.pageID, en: en.createTranslation.pageID });
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: ids.en });
    // The Dutch source changes after the translation was made.
    await gql(browser.admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: {
        id: nl.createPage.pageVersionID,
        revision: 1,
        title: 'Over ons',
        blocks: [{ type: 'heading', key: 'intro', props: { text: 'Welkom bij Blokwerk' } }],
      },
    });
  });

  it('flags the translation in the overview and the editor, shows the source change side by side, and clears it', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/');
    await page.getByLabel('Language of the pages').selectOption('en');
    await page.getByLabel('Status').selectOption({ label: 'Out of date' });
    const rows = page.getByRole('table', { name: 'Pages' }).locator('tbody tr');
    await expect.poll(() => rows.allTextContents(), EVENTUALLY).toEqual([expect.stringMatching(/About us.*Out of date/)]);
    expect(new URL(page.url()).searchParams.get('status')).toBe('out-of-date');

    await rows.first().getByRole('link', { name: 'About us', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit page: About us' }).waitFor(EVENTUALLY);
    const banner = page.getByRole('note').filter({ hasText: 'The Dutch source was changed since this translation was brought up to date.' });
    await banner.waitFor(EVENTUALLY);

    await banner.getByRole('button', { name: 'Show changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changes in the Dutch source since this translation was brought up to date' });
    await dialog.getByRole('table').waitFor(EVENTUALLY);
    const table = dialog.getByRole('table');
    await expect.poll(() => table.textContent(), EVENTUALLY).toMatch(/Welkom.*Welkom bij Blokwerk/);
    await dialog.getByRole('button', { name: 'Mark as up to date' }).click();
    await dialog.waitFor({ state: 'detached', ...EVENTUALLY });
    await banner.waitFor({ state: 'detached', ...EVENTUALLY });
    await page.getByText('This translation is marked as up to date with its Dutch source.').waitFor(EVENTUALLY);

    await page.goto(`${server.t.url}/cmsadmin/?status=out-of-date`);
    await page.getByLabel('Language of the pages').selectOption('en');
    await page.getByText('No page matches these filters.').waitFor(EVENTUALLY);
    expect(await rows.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows every locale of the group with its status in the Translations section', async () => {
    // Stale again: the source moves on once more.
    const head = await gql<{ page: { page: { revision: number; headVersionID: number } } }>(
      browser.admin,
      'query($id: Int!) { page(id: $id) { page { revision headVersionID } } }',
      { id: ids.nl },
    );
    await gql(browser.admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: {
        id: head.page.page.headVersionID,
        revision: head.page.page.revision,
        title: 'Over ons',
        blocks: [{ type: 'heading', key: 'intro', props: { text: 'Welkom!' } }],
      },
    });
    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${ids.nl}`);
    await page.getByRole('heading', { level: 1, name: 'Edit page: Over ons' }).waitFor(EVENTUALLY);
    await page.getByRole('tab', { name: 'Translations' }).click();
    const list = page.getByRole('list', { name: 'This page in every language' });
    const items = list.getByRole('listitem');
    await expect
      .poll(() => items.allTextContents(), EVENTUALLY)
      .toEqual([expect.stringMatching(/^English \(en\)Out of date\/en\/about-us$/), expect.stringMatching(/^Dutch \(nl\) · this pageDraftsource\/over-ons$/)]);
    await list.getByRole('link', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit page: About us' }).waitFor(EVENTUALLY);
    await page.getByRole('note').filter({ hasText: 'The Dutch source was changed' }).waitFor(EVENTUALLY);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
