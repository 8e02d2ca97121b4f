import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { addBlock } from '../support/editor.js';
import { useTestServer } from '../support/test-server.js';
import { halves } from '../media/support.js';

const EVENTUALLY = { timeout: 15_000 };

interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Issue 7's journey: an image uploaded in the page editor's picker, cropped, published, and served cropped by the site. */
describe('an image from upload to the published crop, in chromium', { timeout: 180_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  it('uploads in the picker, crops in the editor, publishes, and the site serves the crop at its size', async () => {
    const created = await browser.admin.graphql<{ createPage: { pageID: number } }>(
      'mutation { createPage(input: { title: "Ons team", slug: "ons-team", type: "page", locale: "nl" }) { pageID } }',
    );
    const pageId = created.body.data?.createPage.pageID;
    if (!pageId) throw new Error(JSON.stringify(created.body.errors));

    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${pageId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit page: Ons team' }).waitFor();

    await addBlock(page, 'Image');
    const block = page.getByRole('region', { name: 'Block 1: Image' });
    await block.getByRole('button', { name: 'Choose image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    const chooser = page.waitForEvent('filechooser');
    await picker.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles({ name: 'team.png', mimeType: 'image/png', buffer: await halves() });
    await expect.poll(() => picker.getByRole('checkbox', { name: 'Select team.png' }).isChecked(), EVENTUALLY).toBe(true);
    await picker.getByRole('button', { name: 'Choose', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await block.getByLabel('Alternative text for team.png').fill('Het team');

    // Narrow the crop box with the keyboard (Shift+arrows resize it).
    await block.getByRole('button', { name: 'Crop team.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crop team.png' });
    await dialog.getByText('Crop: 400 × 200 pixels').waitFor(EVENTUALLY);
    const area = dialog.getByRole('region', { name: /^Crop area of team\.png/ });
    await area.focus();
    for (let i = 0; i < 5; i += 1) await area.press('Shift+ArrowLeft');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    const toolbar = page.getByRole('toolbar', { name: 'Page actions' });
    await toolbar.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toolbar.getByText('Unsaved changes').count(), EVENTUALLY).toBe(0);
    await page.getByRole('toolbar', { name: 'Publication' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('The page is published.').waitFor(EVENTUALLY);

    const stored = await browser.admin.graphql<{ page: { pageVersion: { blocks: { __images: { image: { cropParams: Crop }[] } }[] } } }>(
      'query($id: Int!) { page(id: $id) { pageVersion { blocks } } }',
      { id: pageId },
    );
    const crop = stored.body.data?.page.pageVersion.blocks[0]?.__images.image[0]?.cropParams;
    if (!crop) throw new Error('no crop stored');
    expect(crop.width).toBeLessThan(400);

    // A visitor's page shows the crop: its largest rendition is the crop at its own size.
    const visitor = await browser.freshPage();
    await visitor.goto(`${server.t.url}/ons-team`);
    const image = visitor.getByRole('img', { name: 'Het team' });
    await image.waitFor();
    const src = await image.getAttribute('src');
    expect(src).toContain('/api/blokwerk/medialib/preview-crop?');
    const response = await fetch(new URL(src ?? '', server.t.url));
    expect(response.status).toBe(200);
    const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([served.width, served.height]).toEqual([Math.round(crop.width), Math.round(crop.height)]);
    expect(errors).toEqual([]);
    await visitor.context().close();
    await page.context().close();
  });
});
