import { describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { addBlock } from '../support/editor.js';
import { useTestServer } from '../support/test-server.js';
import { halves, upload } from './support.js';

const EVENTUALLY = { timeout: 15_000 };

/** Issue 21's image field: crop presets, a thumbnail of the crop, and the library's alt text with a warning. */
describe("the editor's image field and the library, in chromium", { timeout: 180_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  it('crops square with the 1:1 preset and shows the crop; warns of missing alt text until the library has it', async () => {
    const file = (await upload(browser.admin, '/', 'duo.png', await halves())).body.file;
    const created = await browser.admin.graphql<{ createPage: { pageID: number } }>(
      'mutation { createPage(input: { title: "Duo", slug: "duo", type: "page", locale: "nl" }) { pageID } }',
    );
    const pageId = created.body.data?.createPage.pageID;
    if (!pageId) throw new Error(JSON.stringify(created.body.errors));

    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${pageId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit page: Duo' }).waitFor(EVENTUALLY);
    await addBlock(page, 'Image');
    const block = page.getByRole('region', { name: 'Block 1: Image' });
    await block.getByRole('button', { name: /^Choose image/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('checkbox', { name: 'Select duo.png' }).check();
    await picker.getByRole('button', { name: 'Choose', exact: true }).click();
    await picker.waitFor({ state: 'detached' });

    // No alt text here nor in the library: the field says so.
    const warning = block.getByText('duo.png has no alternative text: screen readers cannot describe it.');
    await warning.waitFor(EVENTUALLY);

    // The four presets; 1:1 makes the crop square, and the thumbnail shows that crop.
    await block.getByRole('button', { name: 'Crop duo.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crop duo.png' });
    await dialog.getByText('Crop: 400 × 200 pixels').waitFor(EVENTUALLY);
    const presets = dialog.getByRole('group', { name: 'Aspect ratio' });
    expect(await presets.getByRole('button').allTextContents()).toEqual(['Free', '16:9', '4:3', '1:1']);
    await presets.getByRole('button', { name: '1:1' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Crop: 200 × 200 pixels').waitFor(EVENTUALLY);
    expect(await presets.getByRole('button', { name: '1:1' }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    const thumbnail = block.locator('img[src*="preview-crop"]');
    await thumbnail.waitFor(EVENTUALLY);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), EVENTUALLY).toBe(true);
    const [width, height] = await thumbnail.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(width).toBe(height);
    // The field remembers the proportions for its next crop.
    await block.getByRole('button', { name: 'Crop duo.png' }).click();
    expect(await dialog.getByRole('group', { name: 'Aspect ratio' }).getByRole('button', { name: '1:1' }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The alt text is set where it lives, the library (a new tab at the file's details); back here the warning goes.
    const opened = page.context().waitForEvent('page');
    await block.getByRole('link', { name: 'Edit the alternative text of duo.png in the media library (new tab)' }).click();
    const library = await opened;
    const details = library.getByRole('region', { name: 'File details: duo.png' });
    await details.getByLabel('Default alternative text').fill('Rood en blauw');
    await details.getByRole('button', { name: 'Save' }).click();
    await library.getByText('File details saved.').waitFor(EVENTUALLY);
    await library.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await warning.waitFor({ state: 'detached', timeout: EVENTUALLY.timeout });
    await block.getByText('In the media library: “Rood en blauw”.').waitFor();
    expect(file.id).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
