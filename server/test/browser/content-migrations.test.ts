import { beforeAll, describe, expect, it } from 'vitest';
import { renameField } from '../../src/content-model/migrations/steps.js';
import { defineExtension } from '../../src/extensions/extension.js';
import { ADMIN_ENV } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

// Renders the built admin: run `npm run build -w admin` first.

const EVENTUALLY = { timeout: 15_000 };

// The model is at version 2 (caption → text); the stored content below is still at version 1.
const model = defineExtension({
  name: 'quote-box-v2',
  blockTypes: [
    {
      id: 'quote-box',
      label: { en: 'Quote box' },
      fields: [{ type: 'text', name: 'text', label: { en: 'Text' } }],
      version: 2,
      migrations: [{ from: 1, to: 2, steps: [renameField('caption', 'text')] }],
    },
  ],
});
const storedV1 = { type: 'quote-box', key: 'q1', props: { caption: 'Vers brood' }, anchorPoint: null, __images: {}, __files: {} };

describe('content-model migrations in the site settings (issue 36)', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV, [model]);
  const browser = useBrowser(server, { signedIn: true });
  let pageID: number;

  beforeAll(async () => {
    ({ pageID } = (
      await gql<{ createPage: { pageID: number } }>(browser.admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
        input: { title: 'Bakkerij', slug: 'bakkerij', type: 'page', locale: 'nl', content: [{ type: 'quote-box', key: 'q1', props: { text: 'x' } }] },
      })
    ).createPage);
    // As a model at version 1 left it: the block in its old shape, and the last run's record at version 1.
    const pool = server.t.database.pool;
    await pool.query(`update "page_version" set "blocks" = $1::jsonb where "page_id" = $2`, [JSON.stringify([storedV1]), pageID]);
    await pool.query(`update "content_migration_run" set "versions" = '{}'::jsonb`);
  });

  it('lists the pending migration, dry-runs it, runs it, and refuses a reverse the model cannot do', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/site-settings', { bypassCSP: true });
    const section = page.getByRole('region', { name: 'Content model' });
    await section.getByRole('listitem').filter({ hasText: 'Block type quote-box: version 1 → 2' }).waitFor(EVENTUALLY);

    await section.getByRole('button', { name: 'Dry run', exact: true }).click();
    const report = section.getByRole('region', { name: 'Dry run' });
    await report.getByText('1 row read, 1 would change.').waitFor(EVENTUALLY);
    expect(await report.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).toEqual(['quote-box (block type)', '1 → 2', '1', '1']);
    expect(await axeViolations(page)).toEqual([]);

    await section.getByLabel('Type and version').fill('quote-box@2');
    await section.getByRole('button', { name: 'Dry run reverse' }).click();
    await section.getByRole('alert').filter({ hasText: 'Type and version: not valid.' }).waitFor(EVENTUALLY);

    await section.getByRole('button', { name: 'Run migrations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run the migrations?' });
    await dialog.getByText('a way back').waitFor(EVENTUALLY);
    await dialog.getByRole('button', { name: 'Run', exact: true }).click();
    await section.getByRole('status').filter({ hasText: 'The run is done: 1 row changed, nothing failed.' }).waitFor(EVENTUALLY);
    await section.getByText('All content is up to date.').waitFor(EVENTUALLY);
    expect(await section.getByRole('button', { name: 'Run migrations' }).isDisabled()).toBe(true);

    const { rows } = await server.t.database.pool.query<{ blocks: unknown[] }>(`select "blocks" from "page_version" where "page_id" = $1`, [pageID]);
    expect(rows.map((row) => row.blocks)).toEqual([[{ ...storedV1, props: { text: 'Vers brood' }, v: 2 }]]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
