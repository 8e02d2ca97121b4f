import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';
import { API, halves, pageWithImage, png, upload, type MediaFileView } from './support.js';

const EVENTUALLY = { timeout: 15_000 };

interface StoredImage {
  fileName: string;
  altText: string;
  cropParams?: Record<string, number>;
}

/** The media picker and the crop dialog, as the page editor opens them (admin/src/screens/media/picker). */
describe('media picker and image crop in chromium', { timeout: 180_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  let photo: MediaFileView;
  beforeAll(async () => {
    await browser.admin.post(`${API}/medialib/create-dir`, { path: '/', folderName: 'Fotos' });
    photo = (await upload(browser.admin, '/Fotos', 'halves.png', await halves())).body.file;
    await browser.admin.post(`${API}/medialib/edit-file`, { id: photo.id, defaultAltText: 'Rood en blauw' });
  });

  const editor = (pageId: number) => browser.signedInPage(`/cmsadmin/page/${pageId}`);

  async function storedImages(pageId: number): Promise<StoredImage[]> {
    const answer = await browser.admin.graphql<{ page: { pageVersion: { blocks: { __images: Record<string, StoredImage[]> }[] } } }>(
      'query($id: Int!) { page(id: $id) { pageVersion { blocks } } }',
      { id: pageId },
    );
    return answer.body.data?.page.pageVersion.blocks[0]?.__images.image ?? [];
  }

  it('browses folders, uploads into the folder shown, and hands back the chosen entry with its default alt text', async () => {
    const created = await pageWithImage(browser.admin, 'picker', photo);
    const { page, errors } = await editor(created.pageID);
    const block = page.getByRole('region', { name: 'Block 1: Image' });
    await block.getByRole('button', { name: 'Remove halves.png' }).click();
    await block.getByRole('button', { name: 'Choose image' }).click();

    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByText('This folder holds no images.').waitFor(EVENTUALLY);
    await picker.getByRole('button', { name: 'Fotos' }).click();
    await picker.getByRole('checkbox', { name: 'Select halves.png' }).waitFor();
    expect(await picker.getByRole('navigation', { name: 'Folder path' }).innerText()).toMatch(/Media library\s*\/\s*Fotos/);

    // An upload lands in the folder shown and is chosen at once (a single choice replaces the other).
    await picker.getByRole('checkbox', { name: 'Select halves.png' }).check();
    const chooser = page.waitForEvent('filechooser');
    await picker.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles({ name: 'nieuw.png', mimeType: 'image/png', buffer: await png(30, 20) });
    await expect.poll(() => picker.getByRole('checkbox', { name: 'Select nieuw.png' }).isChecked(), EVENTUALLY).toBe(true);
    expect(await picker.getByRole('checkbox', { name: 'Select halves.png' }).isChecked()).toBe(false);
    // A file that is no image is refused, named, and nothing else changes.
    const second = page.waitForEvent('filechooser');
    await picker.getByRole('button', { name: 'Upload' }).click();
    await (await second).setFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
    await picker.getByRole('alert').filter({ hasText: '“fake.png” could not be uploaded.' }).waitFor(EVENTUALLY);

    await picker.getByRole('checkbox', { name: 'Select halves.png' }).check();
    await picker.getByRole('button', { name: 'Choose', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await block.getByLabel('Alternative text for halves.png').inputValue()).toBe('Rood en blauw');
    const dir = await browser.admin.post<{ files: { fileName: string }[] }>(`${API}/medialib/get-dir`, { path: '/Fotos' });
    expect(dir.body.files.map((f) => f.fileName)).toEqual(['halves.png', 'nieuw.png']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("crops with cropper.js: rotate, flip, keyboard; the crop is stored in the natural image's pixels", async () => {
    const created = await pageWithImage(browser.admin, 'crop', photo);
    const { page, errors } = await editor(created.pageID);
    const block = page.getByRole('region', { name: 'Block 1: Image' });
    await block.getByRole('button', { name: 'Crop halves.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crop halves.png' });
    await dialog.getByText('Crop: 400 × 200 pixels').waitFor(EVENTUALLY);
    await dialog.getByRole('button', { name: 'Rotate right' }).click();
    await dialog.getByRole('button', { name: 'Flip horizontally' }).click();
    const area = dialog.getByRole('region', { name: /^Crop area of halves\.png/ });
    await area.focus();
    for (let i = 0; i < 5; i += 1) await area.press('Shift+ArrowUp');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    const toolbar = page.getByRole('toolbar', { name: 'Page actions' });
    await toolbar.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await storedImages(created.pageID))[0]?.cropParams, EVENTUALLY).toBeDefined();
    const [stored] = await storedImages(created.pageID);
    expect(stored?.cropParams).toMatchObject({ rotate: 90, scaleX: -1, scaleY: 1 });
    const crop = stored?.cropParams ?? {};
    // The rotated canvas is 200 × 400: the box lies inside it and got shorter by the keyboard.
    expect(crop.width).toBeLessThanOrEqual(200);
    expect(crop.height).toBeLessThan(400);
    expect((crop.y ?? -1) + (crop.height ?? 0)).toBeLessThanOrEqual(400);

    // The server cuts the same box: flipped then rotated, the top of the canvas is blue.
    const query = new URLSearchParams(Object.entries(crop).map(([k, v]) => [k, String(v)]));
    const res = await fetch(new URL(`${API}/medialib/preview-crop?imageID=${photo.id}&${query.toString()}`, server.t.url), {
      headers: { cookie: `blokwerk_session=${browser.admin.sessionCookie ?? ''}` },
    });
    expect(res.status).toBe(200);
    const { data } = await sharp(Buffer.from(await res.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect((crop.y ?? 400) < 200 ? [data[0], data[1], data[2]] : 'below the blue half').toEqual([0, 0, 255]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
