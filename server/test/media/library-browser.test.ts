import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, ADMIN_ENV, activatedUser } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';
import { API, pageWithImage, pdf, png, upload, type MediaFileView } from './support.js';

const EVENTUALLY = { timeout: 15_000 };

interface DirView {
  folders: { path: string }[];
  files: MediaFileView[];
}

async function createFolder(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The upload's progress bar and its status line. */
const progressOf = (page: Page, fileName: string) => page.getByRole('progressbar', { name: `Upload of ${fileName}` });
const statusOf = (page: Page, fileName: string) => page.getByRole('list', { name: 'Uploads' }).getByText(new RegExp(`^${fileName.replace('.', '\\.')} — `));

/** Renames and/or moves in the Move dialog: the target folder is picked by name in its folder tree. */
async function moveDialog(page: Page, title: string, name: string | null, folder: string | null): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  if (name !== null) await dialog.getByLabel(/^(File|Folder) name/).fill(name);
  if (folder !== null) await dialog.getByRole('navigation', { name: 'Move to folder' }).getByRole('button', { name: folder, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

/** The admin's media library screen (admin/src/screens/media/MediaLibraryScreen.tsx). */
describe('media library in chromium', { timeout: 240_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  const dir = async (path: string) => (await browser.admin.post<DirView>(`${API}/medialib/get-dir`, { path })).body;
  const fileIn = async (path: string, fileName: string) => (await dir(path)).files.find((file) => file.fileName === fileName);

  async function library(email = ADMIN.email, password = ADMIN.password): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await browser.signedInPage('/cmsadmin/medialibrary', {
      account: { email, password },
      viewport: { width: 1500, height: 1000 },
      // A refused upload answers 400: the browser logs that resource error itself.
      ignore: [/status of 400/],
    });
    await page.getByRole('heading', { name: 'Media library', level: 1 }).waitFor(EVENTUALLY);
    return { page, errors };
  }

  it('creates folders, uploads with progress (and refusal and cancel), renames, moves, edits, searches and deletes with confirmation', async () => {
    const { page, errors } = await library();
    const listing = page.getByRole('list', { name: 'Contents of this folder' });
    await page.getByText('Images: preferably at most 2560 pixels wide or high and at most 1 MB.').waitFor();
    await page.getByText('This folder is empty.').waitFor(EVENTUALLY);

    // Two new folders, appended to the listing and shown in the tree.
    await createFolder(page, 'Fotos');
    await createFolder(page, 'Archief');
    await listing.getByRole('button', { name: 'Open folder Archief' }).waitFor(EVENTUALLY);
    expect((await dir('/')).folders.map((folder) => folder.path).toSorted()).toEqual(['/Archief', '/Fotos']);
    await page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: 'Fotos', exact: true }).click();
    expect(await page.getByRole('navigation', { name: 'Folder path' }).innerText()).toMatch(/Media library\s*\/\s*Fotos/);

    // One file through the file input, one dropped on the upload zone: both reach done.
    await page.getByLabel('Files to upload').setInputFiles({ name: 'zon.png', mimeType: 'image/png', buffer: await png(640, 480) });
    await expect.poll(() => progressOf(page, 'zon.png').getAttribute('aria-valuenow'), EVENTUALLY).toBe('100');
    await statusOf(page, 'zon.png').filter({ hasText: 'Done' }).waitFor(EVENTUALLY);
    const moon = [...(await png(320, 240, '#202060'))];
    const dropped = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'maan.png', { type: 'image/png' }));
      return transfer;
    }, moon);
    await page.getByRole('region', { name: 'Upload' }).getByRole('button', { name: 'Upload' }).dispatchEvent('drop', { dataTransfer: dropped });
    await statusOf(page, 'maan.png').filter({ hasText: 'Done' }).waitFor(EVENTUALLY);
    expect(await progressOf(page, 'maan.png').getAttribute('aria-valuenow')).toBe('100');
    await listing.getByRole('button', { name: 'Details of zon.png' }).waitFor();
    await listing.getByRole('button', { name: 'Details of maan.png' }).waitFor();

    // A lying file (PDF bytes named .png) is refused and named.
    await page.getByLabel('Files to upload').setInputFiles({ name: 'nep.png', mimeType: 'image/png', buffer: pdf });
    await page.getByRole('alert').filter({ hasText: '“nep.png” could not be uploaded.' }).waitFor(EVENTUALLY);
    await statusOf(page, 'nep.png').filter({ hasText: 'Failed' }).waitFor();

    // A slow upload is cancelled while it is under way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    await page
      .getByLabel('Files to upload')
      .setInputFiles({ name: 'groot.png', mimeType: 'image/png', buffer: Buffer.concat([await png(16, 16), Buffer.alloc(4 * 1024 * 1024, 1)]) });
    await statusOf(page, 'groot.png').filter({ hasText: 'Uploading' }).waitFor(EVENTUALLY);
    await page.getByRole('button', { name: 'Cancel upload of groot.png' }).click();
    await statusOf(page, 'groot.png').filter({ hasText: 'Upload cancelled' }).waitFor(EVENTUALLY);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect((await dir('/Fotos')).files.map((file) => file.fileName).toSorted()).toEqual(['maan.png', 'zon.png']);

    // Rename, then move into another folder; a clash says so (ML_03).
    await listing.getByRole('button', { name: 'Details of zon.png' }).click();
    let details = page.getByRole('region', { name: 'File details: zon.png' });
    await details.getByRole('button', { name: 'Rename or move' }).click();
    let dialog = await moveDialog(page, 'Rename or move zon.png', 'zomer.png', null);
    await dialog.waitFor({ state: 'detached' });
    details = page.getByRole('region', { name: 'File details: zomer.png' });
    await details.waitFor(EVENTUALLY);
    await details.getByRole('button', { name: 'Rename or move' }).click();
    dialog = await moveDialog(page, 'Rename or move zomer.png', null, 'Archief');
    await dialog.waitFor({ state: 'detached' });
    await listing.getByRole('button', { name: 'Details of zomer.png' }).waitFor({ state: 'detached', timeout: EVENTUALLY.timeout });
    expect((await fileIn('/Archief', 'zomer.png'))?.path).toBe('/Archief');

    await listing.getByRole('button', { name: 'Details of maan.png' }).click();
    await page.getByRole('region', { name: 'File details: maan.png' }).getByRole('button', { name: 'Rename or move' }).click();
    dialog = await moveDialog(page, 'Rename or move maan.png', 'zomer.png', 'Archief');
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Could not move file.' })
      .filter({ hasText: 'Cannot move or rename; it already exists in this folder.' })
      .waitFor(EVENTUALLY);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A folder renamed onto an existing one is refused (ML_02); renamed freely it moves.
    await page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Media library' }).click();
    await listing.getByRole('button', { name: 'Rename or move folder Archief' }).click();
    dialog = await moveDialog(page, 'Rename or move folder Archief', 'Fotos', null);
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Could not move directory.' })
      .filter({ hasText: 'Cannot move or rename; it already exists.' })
      .waitFor(EVENTUALLY);
    dialog = await moveDialog(page, 'Rename or move folder Archief', 'Zomer 2026', null);
    await dialog.waitFor({ state: 'detached' });
    await listing.getByRole('button', { name: 'Open folder Zomer 2026' }).waitFor(EVENTUALLY);
    const summer = await fileIn('/Zomer 2026', 'zomer.png');
    expect(summer).toBeDefined();

    // Search from the root finds the file below; its alt text and shared flag are edited there.
    await page.getByLabel('Search files').fill('zomer');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('button', { name: 'Details of zomer.png' }).click();
    await page.getByText('1 file found in this folder and below.').waitFor();
    details = page.getByRole('region', { name: 'File details: zomer.png' });
    await details.getByLabel('Default alternative text').fill('Zon boven de zee');
    await details.getByRole('checkbox', { name: /^Shared/ }).check();
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByText('File details saved.').waitFor(EVENTUALLY);
    const edited = await fileIn('/Zomer 2026', 'zomer.png');
    expect(edited).toMatchObject({ defaultAltText: 'Zon boven de zee', shared: true });

    // The list view shows the same hits in a table.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
    await page.getByRole('table', { name: 'Search results' }).getByRole('cell', { name: '/Zomer 2026' }).waitFor();
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Grid' }).click();

    // A file in use: the usage list links to the page; deleting asks again, naming the page.
    if (!summer) throw new Error('zomer.png is missing');
    const used = await pageWithImage(browser.admin, 'zomer', summer);
    await details.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete zomer.png?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByText('1 page uses it. Delete anyway?').waitFor(EVENTUALLY);
    expect(await confirm.getByRole('link', { name: 'Page zomer' }).getAttribute('href')).toBe(`/cmsadmin/page/${used.pageID}`);
    expect(await fileIn('/Zomer 2026', 'zomer.png')).toBeDefined();
    await confirm.getByRole('button', { name: 'Delete anyway' }).click();
    await confirm.waitFor({ state: 'detached' });
    // The search is rerun: the deleted file is no longer found.
    await page.getByText('No files found in this folder and below.').waitFor(EVENTUALLY);
    expect(await fileIn('/Zomer 2026', 'zomer.png')).toBeUndefined();

    // A folder with contents: what goes with it is said first.
    await page.getByLabel('Search files').fill('');
    await listing.getByRole('button', { name: 'Delete folder Fotos' }).click();
    const folderConfirm = page.getByRole('dialog', { name: 'Delete folder Fotos?' });
    await folderConfirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await folderConfirm.getByText(/It holds 0 folders and 1 file/).waitFor(EVENTUALLY);
    await folderConfirm.getByRole('button', { name: 'Delete anyway' }).click();
    await folderConfirm.waitFor({ state: 'detached' });
    await listing.getByRole('button', { name: 'Open folder Fotos' }).waitFor({ state: 'detached', timeout: EVENTUALLY.timeout });
    expect((await dir('/')).folders.map((folder) => folder.path)).toEqual(['/Zomer 2026']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a file's usage, linking to the page editor", async () => {
    await browser.admin.post(`${API}/medialib/create-dir`, { path: '/', folderName: 'Gebruik' });
    const file = (await upload(browser.admin, '/Gebruik', 'logo.png', await png(64, 64))).body.file;
    const used = await pageWithImage(browser.admin, 'logo', file);
    const { page, errors } = await library();
    await page.getByRole('list', { name: 'Contents of this folder' }).getByRole('button', { name: 'Open folder Gebruik' }).click();
    await page.getByRole('button', { name: 'Details of logo.png' }).click();
    const usage = page.getByRole('region', { name: 'File details: logo.png' }).getByRole('list', { name: 'Used on pages' });
    await usage.getByRole('link', { name: 'Page logo' }).click();
    await page.waitForURL(`**/cmsadmin/page/${used.pageID}`, EVENTUALLY);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without manage-media the library is shown, not changed', async () => {
    const created = await browser.admin.graphql<{ createRole: { id: number } }>('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Lezer', permissions: [{ name: 'edit-page' }] },
    });
    expect(created.body.errors ?? []).toEqual([]);
    await browser.admin.post(`${API}/medialib/create-dir`, { path: '/', folderName: 'Alleen lezen' });
    await upload(browser.admin, '/Alleen lezen', 'foto.png', await png(48, 48));
    const reader = await activatedUser(server.t, browser.admin, 'lezer@example.test', 'Lezer');
    expect(reader.id).toBeGreaterThan(0);
    const { page, errors } = await library('lezer@example.test', 'Editor-password-1');
    await page.getByRole('list', { name: 'Contents of this folder' }).getByRole('button', { name: 'Open folder Alleen lezen' }).click();
    await page.getByRole('button', { name: 'Details of foto.png' }).click();
    const details = page.getByRole('region', { name: 'File details: foto.png' });
    expect(await details.getByLabel('Default alternative text').isDisabled()).toBe(true);
    expect(await details.getByRole('checkbox', { name: /^Shared/ }).isDisabled()).toBe(true);
    for (const name of ['New folder', 'Upload', 'Rename or move', 'Delete']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Rename or move|Delete) folder/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
