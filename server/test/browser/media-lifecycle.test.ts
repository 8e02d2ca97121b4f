import { describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';
import { API, halves, marked, pageWithImage, pixelAt, png, upload, type MediaFileView } from '../media/support.js';

const EVENTUALLY = { timeout: 15_000 };

/** The RGB of pixel (x, y) of the image at `url`. */
async function rgbAt(url: string, x: number, y: number, headers: Record<string, string> = {}): Promise<number[]> {
  return (await pixelAt(await fetch(url, { headers }), x, y)).rgb;
}

/** Issue 36's media half of "Done when": replace, focal point and the unused filter, in the library. */
describe('the media lifecycle in chromium', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  it('filters unused files, moves a rendition by the focal point, and replaces an image a published page keeps showing at its URL', async () => {
    const client = browser.admin;
    const hero = (await upload(client, '/', 'hero.png', await halves())).body.file;
    const focal = (await upload(client, '/', 'focal.png', await marked())).body.file;
    await upload(client, '/', 'spare.png', await png(16, 16));
    const used = await pageWithImage(client, 'held', hero, undefined, 'The hero');
    await client.post(`${API}/page/${used.pageID}/publish`, {});
    const visitor = await browser.freshPage();
    const heroSrc = async () => {
      await visitor.goto(`${server.t.url}/held`);
      return new URL((await visitor.getByRole('img', { name: 'The hero' }).getAttribute('src')) ?? '', server.t.url);
    };
    const before = await heroSrc();

    const { page, errors } = await browser.signedInPage('/cmsadmin/medialibrary');
    const listing = page.getByRole('list', { name: /^(Contents of this folder|Search results)$/ });
    await listing.getByText('hero.png').waitFor(EVENTUALLY);
    await listing.getByText('Used on 1 page').waitFor();

    // Unused files only: the page's image drops out.
    await page.getByLabel('Unused files only').check();
    await page.getByText(/^2 files found/).waitFor(EVENTUALLY);
    expect(await listing.getByText('hero.png').count()).toBe(0);
    await listing.getByText('spare.png').waitFor();
    await page.getByLabel('Unused files only').uncheck();

    // A focal point near the right edge: the square rendition moves onto the mark.
    const square = `${server.t.url}${API}/medialib/preview-image?imageID=${focal.id}&ar=1:1`;
    const session = { cookie: client.cookieHeader ?? '' };
    expect(await rgbAt(square, 150, 100, session)).toEqual([255, 255, 255]);
    await listing.getByRole('button', { name: /focal\.png/ }).click();
    const area = page.getByRole('region', { name: /^Focal point of focal\.png/ });
    // Measured once the preview has its size.
    await expect.poll(() => area.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), EVENTUALLY).toBe(true);
    const box = await area.boundingBox();
    if (!box) throw new Error('no focal point area');
    await area.click({ position: { x: box.width * 0.875, y: box.height / 2 } });
    await page.getByRole('button', { name: 'Set focal point' }).click();
    await page.getByText(/^Focal point set: 8[78]% from the left, 50% from the top\.$/).waitFor(EVENTUALLY);
    expect(await rgbAt(square, 150, 100, session)).toEqual([0, 0, 0]);

    // Replace the page's image: same page, same URL, new bytes.
    await listing.getByRole('button', { name: /hero\.png/ }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Replace file' }).click();
    await (await chooser).setFiles({ name: 'new-hero.png', mimeType: 'image/png', buffer: await png(400, 200, '#00ff00') });
    await page.getByText('File replaced. Pages that use it show the new file.').waitFor(EVENTUALLY);
    const after = await heroSrc();
    expect(after.pathname).toBe(before.pathname);
    expect(await rgbAt(`${server.t.url}${after.pathname}`, 10, 10)).toEqual([0, 255, 0]);
    expect(await rgbAt(after.href, 10, 10)).toEqual([0, 255, 0]);
    const replaced = (await client.post<{ file: MediaFileView }>(`${API}/medialib/edit-file`, { id: hero.id })).body.file;
    expect(replaced).toMatchObject({ id: hero.id, fileName: 'hero.png', usageCount: 1 });
    // The page names the file's new version (`v`), so no cache keeps the old bytes for it.
    expect([before.searchParams.get('v'), after.searchParams.get('v')]).toEqual([hero.version, replaced.version]);
    expect(errors).toEqual([]);
    await visitor.context().close();
    await page.context().close();
  });
});
