import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ENV } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';
import { API, pageWithImage, png, upload, type MediaFileView } from './support.js';

const EVENTUALLY = { timeout: 15_000 };

interface DirView {
  folders: { path: string }[];
  files: MediaFileView[];
}

/** Issue 21's library: moving by picking a folder from the tree, dragging onto folders, several items at once. */
describe('media library: move by tree, drag and drop, several at once, in chromium', { timeout: 240_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  const dir = async (path: string) => (await browser.admin.post<DirView>(`${API}/medialib/get-dir`, { path })).body;
  const namesIn = async (path: string) => (await dir(path)).files.map((file) => file.fileName).toSorted();
  const folder = (path: string, folderName: string) => browser.admin.post(`${API}/medialib/create-dir`, { path, folderName });
  const file = async (path: string, fileName: string) => (await upload(browser.admin, path, fileName, await png(40, 30))).body.file;

  async function library(folderName?: string): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await browser.signedInPage('/cmsadmin/medialibrary', { viewport: { width: 1500, height: 1000 }, bypassCSP: true });
    await page.getByRole('heading', { name: 'Media library', level: 1 }).waitFor(EVENTUALLY);
    if (folderName) await page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: folderName, exact: true }).click();
    return { page, errors };
  }

  it("moves a file into a folder picked from the tree; the current folder and a moved folder's own subtree cannot be picked", async () => {
    await folder('/', 'Bron');
    await folder('/', 'Doel');
    await folder('/Bron', 'Binnen');
    await file('/Bron', 'kaart.png');
    const { page, errors } = await library('Bron');

    await page.getByRole('list', { name: 'Contents of this folder' }).getByRole('button', { name: 'Details of kaart.png' }).click();
    await page.getByRole('region', { name: 'File details: kaart.png' }).getByRole('button', { name: 'Rename or move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename or move kaart.png' });
    const tree = dialog.getByRole('navigation', { name: 'Move to folder' });
    expect(await tree.getByRole('button', { name: 'Bron', exact: true }).isDisabled()).toBe(true);
    await dialog.getByText('Stays in /Bron').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tree.getByRole('button', { name: 'Doel', exact: true }).click();
    expect(await tree.getByRole('button', { name: 'Doel', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByText('Moves into /Doel').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', timeout: EVENTUALLY.timeout });
    expect(await namesIn('/Doel')).toEqual(['kaart.png']);
    expect(await namesIn('/Bron')).toEqual([]);

    // A folder cannot go into itself or below itself, nor "move" to where it is.
    await page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: 'Media library', exact: true }).click();
    await page.getByRole('list', { name: 'Contents of this folder' }).getByRole('button', { name: 'Rename or move folder Bron' }).click();
    const folderDialog = page.getByRole('dialog', { name: 'Rename or move folder Bron' });
    const folderTree = folderDialog.getByRole('navigation', { name: 'Move to folder' });
    await folderTree.getByRole('button', { name: 'Show subfolders of Bron' }).click();
    for (const name of ['Media library', 'Bron', 'Binnen']) expect(await folderTree.getByRole('button', { name, exact: true }).isDisabled()).toBe(true);
    expect(await folderTree.getByRole('button', { name: 'Doel', exact: true }).isDisabled()).toBe(false);
    await folderDialog.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves a file dragged onto a folder of the listing or of the tree', async () => {
    await folder('/', 'Sleep');
    await folder('/Sleep', 'Hier');
    await folder('/', 'Daar');
    await file('/Sleep', 'een.png');
    await file('/Sleep', 'twee.png');
    const { page, errors } = await library('Sleep');
    const listing = page.getByRole('list', { name: 'Contents of this folder' });

    await listing.getByRole('button', { name: 'Details of een.png' }).dragTo(listing.getByRole('button', { name: 'Open folder Hier' }));
    await page.getByText('1 of 1 moved.').waitFor(EVENTUALLY);
    await expect.poll(() => namesIn('/Sleep/Hier'), EVENTUALLY).toEqual(['een.png']);
    await listing.getByRole('button', { name: 'Details of een.png' }).waitFor({ state: 'detached' });

    await listing
      .getByRole('button', { name: 'Details of twee.png' })
      .dragTo(page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: 'Daar', exact: true }));
    await expect.poll(() => namesIn('/Daar'), EVENTUALLY).toEqual(['twee.png']);
    expect(await namesIn('/Sleep')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('deletes two checked files at once, and reports the one a page uses while deleting the rest', async () => {
    await folder('/', 'Weg');
    await file('/Weg', 'a.png');
    await file('/Weg', 'b.png');
    const used = await file('/Weg', 'c.png');
    await pageWithImage(browser.admin, 'gebruikt', used);
    const { page, errors } = await library('Weg');
    const listing = page.getByRole('list', { name: 'Contents of this folder' });

    await listing.getByRole('checkbox', { name: 'Select a.png' }).check();
    await listing.getByRole('checkbox', { name: 'Select b.png' }).check();
    await page.getByText('2 items selected').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete 2 items?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached', timeout: EVENTUALLY.timeout });
    await page.getByText('2 of 2 deleted.').waitFor(EVENTUALLY);
    expect(await namesIn('/Weg')).toEqual(['c.png']);

    // Shift-click checks the range; the file in use stays and is named with why.
    await file('/Weg', 'd.png');
    await page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: 'Media library', exact: true }).click();
    await page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: 'Weg', exact: true }).click();
    await listing.getByRole('checkbox', { name: 'Select c.png' }).check();
    await listing.getByRole('checkbox', { name: 'Select d.png' }).click({ modifiers: ['Shift'] });
    await page.getByText('2 items selected').waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete 2 items?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    const report = page.getByRole('alert').filter({ hasText: '1 of 2 deleted.' });
    await report.waitFor(EVENTUALLY);
    await report.getByText('c.png: not deleted, 1 page uses it. Delete it on its own to confirm.').waitFor();
    expect(await namesIn('/Weg')).toEqual(['c.png']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves two checked files into a folder picked from the tree', async () => {
    await folder('/', 'Stapel');
    await folder('/', 'Archief');
    await file('/Stapel', 'x.png');
    await file('/Stapel', 'y.png');
    await file('/Stapel', 'z.png');
    const { page, errors } = await library('Stapel');
    const listing = page.getByRole('list', { name: 'Contents of this folder' });

    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByText('3 items selected').waitFor();
    await listing.getByRole('checkbox', { name: 'Select z.png' }).uncheck();
    await page.getByRole('button', { name: 'Move selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move 2 items' });
    await dialog.getByRole('navigation', { name: 'Move to folder' }).getByRole('button', { name: 'Archief', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', timeout: EVENTUALLY.timeout });
    await page.getByText('2 of 2 moved.').waitFor(EVENTUALLY);
    expect(await namesIn('/Archief')).toEqual(['x.png', 'y.png']);
    expect(await namesIn('/Stapel')).toEqual(['z.png']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
