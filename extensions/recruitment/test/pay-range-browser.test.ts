import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { gql, useBrowser, useTestServer } from '@blokwerk/testing';

// 'Every vacancy must show a pay range' (the built admin: BLOKWERK_ADMIN_DIST or admin/dist): the
// recruitment settings' switch makes the check blocking, Publish then names what is missing and
// the vacancy stays unpublished; with the range filled in it publishes.

const EVENTUALLY = { timeout: 10_000 };
const FACTS = { hoursMin: 36, department: 'Service', locality: 'Utrecht', employmentType: 'FULL_TIME', workplace: 'onsite', datePosted: '2026-11-20' };
const MISSING = 'Every vacancy must show a pay range: fill in Salary (from) and Salary (up to).';

describe('a vacancy without a pay range, in chromium', { timeout: 60_000 }, () => {
  const server = useTestServer({ extensions: [recruitment] });
  const browser = useBrowser(server, { signedIn: true });

  const blocking = async () =>
    (
      await gql<{ contentCheckCatalogue: { id: string; blocking: boolean }[] }>(browser.admin, '{ contentCheckCatalogue { id blocking } }')
    ).contentCheckCatalogue
      .filter((check) => check.blocking)
      .map((check) => check.id);
  const publishedVersion = async (id: number) =>
    (
      await gql<{ page: { page: { publishedVersionID: number | null } } }>(
        browser.admin,
        'query($id: Int!) { page(id: $id) { page { publishedVersionID } } }',
        { id },
      )
    ).page.page.publishedVersionID;

  it('cannot be published while the setting is on, and publishes once the range is filled in', async () => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
      {
        input: { title: 'Servicemonteur', slug: 'servicemonteur', type: 'vacancy', locale: 'nl', typeData: FACTS },
      },
    );
    const { page, errors } = await browser.signedInPage('/cmsadmin/recruitment-settings');
    try {
      const setting = page.getByLabel('Every vacancy must show a pay range');
      // The switch shows the stored setting: it turns on once the save is answered.
      await setting.click();
      await page.getByText('Saved.', { exact: true }).waitFor(EVENTUALLY);
      await expect.poll(() => setting.isChecked(), EVENTUALLY).toBe(true);
      expect(await blocking()).toEqual(['vacancy-pay-range']);

      await page.goto(`${server.t.url}/cmsadmin/page/${createPage.pageID}`);
      await page.getByRole('heading', { level: 1, name: 'Edit page: Servicemonteur' }).waitFor(EVENTUALLY);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'The page could not be published' });
      await refusal.getByText(MISSING).waitFor(EVENTUALLY);
      expect(await publishedVersion(createPage.pageID)).toBeNull();

      await page.getByRole('tab', { name: 'Page settings' }).click();
      await page.getByLabel('Salary (from)').fill('3100');
      await page.getByLabel('Salary (up to)').fill('4000');
      const toolbar = page.getByRole('toolbar', { name: 'Page actions' });
      await toolbar.getByRole('button', { name: 'Save' }).click();
      await toolbar.getByText('Saved', { exact: true }).waitFor(EVENTUALLY);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('The page is published.').waitFor(EVENTUALLY);
      expect(await publishedVersion(createPage.pageID)).not.toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await gql(browser.admin, 'mutation { setBlockingContentChecks(ids: []) }');
      await page.context().close();
    }
  });
});
