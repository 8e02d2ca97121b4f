import { describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

// Renders the built admin: run `npm run build -w admin` first.

const EVENTUALLY = { timeout: 15_000 };
const gone = {
  type: 'gone',
  key: 'g1',
  props: { note: '<p>Oude <b>inhoud</b></p>' },
  anchorPoint: null,
  __images: {},
  __files: { files: [{ fileID: 7, hash: '7'.repeat(64), fileName: 'folder.pdf' }] },
};

describe('a block whose type is gone, in the editor (issue 36)', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  it('is shown read-only as an unknown block, kept through a save, and moved only when the editor moves it', async () => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
      {
        input: {
          title: 'Oud blok',
          slug: 'oud-blok',
          type: 'page',
          locale: 'nl',
          content: [{ type: 'heading', key: 'h1', props: { text: 'Kop', level: 'h2' } }],
        },
      },
    );
    // Stored under a model that had the type: written straight into the version, as a removed extension leaves it.
    const pool = server.t.database.pool;
    await pool.query(`update "page_version" set "blocks" = "blocks" || $1::jsonb where "page_id" = $2`, [JSON.stringify([gone]), createPage.pageID]);
    const storedBlocks = async () =>
      (
        await pool.query<{ blocks: { key: string }[] }>(
          'select v."blocks" from "page" p join "page_version" v on v."id" = p."head_version_id" where p."id" = $1',
          [createPage.pageID],
        )
      ).rows[0]?.blocks;

    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${createPage.pageID}`, { viewport: { width: 1400, height: 1000 } });
    const unknown = page.getByRole('region', { name: 'Block 2: gone' });
    await unknown.getByText('Unknown block').waitFor(EVENTUALLY);
    expect(await unknown.getByRole('definition').allInnerTexts()).toEqual(['Oude inhoud', '1 file']);
    expect(await unknown.getByRole('textbox').count()).toBe(0);

    // Another block edited, the unknown one moved up: both are stored, the unknown block exactly as it was.
    await page.getByRole('region', { name: 'Block 1: Heading' }).getByLabel('Text').fill('Nieuwe kop');
    await unknown.getByRole('button', { name: 'Move Block 2: gone up' }).click();
    await page.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(storedBlocks, EVENTUALLY).toEqual([gone, expect.objectContaining({ key: 'h1', props: { text: 'Nieuwe kop', level: 'h2' } })]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
