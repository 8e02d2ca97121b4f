import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN_ENV } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { addBlock as addBlockOf } from '../support/editor.js';
import { useTestServer } from '../support/test-server.js';
import { jpeg, pdf, png, upload } from '../media/support.js';
import { gql } from '../support/gql.js';

const EVENTUALLY = { timeout: 15_000 };

interface StoredBlock {
  type: string;
  key: string;
  props: Record<string, unknown>;
  anchorPoint: string | null;
  __images: Record<string, { fileName: string; altText: string }[]>;
  __files: Record<string, { fileName: string }[]>;
}

interface HeadVersion {
  id: number;
  revision: number;
  title: string;
  blocks: StoredBlock[];
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  seoImage: { fileName: string }[] | null;
}

async function headVersion(client: ApiClient, pageId: number): Promise<HeadVersion> {
  const data = await gql<{ page: { pageVersion: HeadVersion } }>(
    client,
    'query($id: Int!) { page(id: $id) { pageVersion { id revision title blocks seoTitle seoDescription seoKeywords seoImage } } }',
    { id: pageId },
  );
  return data.page.pageVersion;
}

/** Chooses files from the media library picker a field's button opens. */
async function chooseMedia(page: Page, scope: Locator, buttonName: string, fileNames: string[]): Promise<void> {
  await scope.getByRole('button', { name: buttonName }).click();
  const picker = page.getByRole('dialog', { name: /Choose (an image|images|a file|files)/ });
  for (const name of fileNames) await picker.getByRole('checkbox', { name: `Select ${name}` }).check();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
}

/** Types into a rich text field (its editing area is a labelled textbox). */
async function typeRichText(scope: Locator, label: string, text: string): Promise<void> {
  const box = scope.getByRole('textbox', { name: label });
  await box.click();
  await box.pressSequentially(text);
}

const titleOf = (page: Page) => page.getByRole('region', { name: 'Page settings' }).getByLabel('Title');
const saveOn = (page: Page) => page.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'Save' });

describe('page editing in chromium', { timeout: 300_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  beforeAll(async () => {
    await upload(browser.admin, '/', 'team.png', await png(640, 480));
    await upload(browser.admin, '/', 'kantoor.jpg', await jpeg(800, 600));
    await upload(browser.admin, '/', 'brochure.pdf', pdf);
  });

  const signedInPage = (path: string) => browser.signedInPage(`/cmsadmin${path}`);

  it('creates a page of every page type through the New page screen', async () => {
    const { contentModel } = await gql<{ contentModel: { pageTypes: { id: string; label: string }[] } }>(
      browser.admin,
      '{ contentModel { pageTypes { id label } } }',
    );
    expect(contentModel.pageTypes.length).toBeGreaterThan(0);
    const { page, errors } = await signedInPage('/new-page');
    for (const type of contentModel.pageTypes) {
      await page.getByRole('heading', { level: 1, name: 'New page' }).waitFor();
      await page.getByLabel('Title').fill(`Nieuwe ${type.label}`);
      await page.getByLabel('Page type').selectOption(type.id);
      await page.getByText(/is available\.$/).waitFor();
      await page.getByRole('button', { name: 'Create page' }).click();
      await page.getByRole('heading', { level: 1, name: `Edit page: Nieuwe ${type.label}` }).waitFor();
      await page.getByText(`Page type: ${type.label}`).count();
      await page.goto(`${server.t.url}/cmsadmin/new-page`);
    }
    const list = await gql<{ pages: { items: { type: string; title: string }[] } }>(
      browser.admin,
      '{ pages(locale: "nl", pageSize: 100) { items { type title } } }',
    );
    for (const type of contentModel.pageTypes) expect(list.pages.items).toContainEqual({ type: type.id, title: `Nieuwe ${type.label}` });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('builds a page of every standard block, reorders, links to an anchor, edits SEO, saves, previews, duplicates, translates and restores', async () => {
    const created = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation { createPage(input: { title: "Werken bij", slug: "werken-bij", type: "page", locale: "nl" }) { pageID } }',
    );
    const pageId = created.createPage.pageID;
    const { page, errors } = await signedInPage(`/page/${pageId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit page: Werken bij' }).waitFor();
    const toolbar = page.getByRole('toolbar', { name: 'Page actions' });
    const block = (number: number, type: string) => page.getByRole('region', { name: `Block ${number}: ${type}` });
    const addBlock = (label: string) => addBlockOf(page, label);

    await addBlock('Heading');
    await block(1, 'Heading').getByLabel('Text').fill('Onze vacatures');
    await block(1, 'Heading').getByLabel('Level').selectOption('h2');
    await toolbar.getByText('Unsaved changes').waitFor();

    await addBlock('Text');
    await typeRichText(block(2, 'Text'), 'Text', 'Wij zoeken monteurs.');

    await addBlock('Image');
    await chooseMedia(page, block(3, 'Image'), 'Choose image', ['team.png']);
    await block(3, 'Image').getByLabel('Alternative text for team.png').fill('Ons team');
    await block(3, 'Image').getByLabel('Caption').fill('Het team');

    await addBlock('Image gallery');
    await chooseMedia(page, block(4, 'Image gallery'), 'Choose images', ['team.png', 'kantoor.jpg']);

    await addBlock('File download');
    await chooseMedia(page, block(5, 'File download'), 'Choose files', ['brochure.pdf']);

    await addBlock('Video');
    const video = block(6, 'Video');
    await video.getByLabel('YouTube or Vimeo link').fill('https://example.com/watch');
    await video.getByLabel('Title (for screen readers)').click();
    await video.getByText('Video link is not valid').waitFor();
    await video.getByLabel('YouTube or Vimeo link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await video.getByLabel('Title (for screen readers)').fill('Een dag bij Blokwerk');
    expect(await video.getByText('Video link is not valid').count()).toBe(0);

    await addBlock('Quote');
    await block(7, 'Quote')
      .getByRole('textbox', { name: /^Quote/ })
      .fill('Elke dag iets nieuws.');

    await addBlock('Call to action');
    const cta = block(8, 'Call to action');
    await cta.getByLabel('Button text').fill('Naar de vacatures');
    await cta.getByLabel('Style').selectOption('button');

    await addBlock('Text with image');
    await typeRichText(block(9, 'Text with image'), 'Text', 'Ons kantoor in Utrecht.');
    await chooseMedia(page, block(9, 'Text with image'), 'Choose image', ['kantoor.jpg']);
    await block(9, 'Text with image').getByLabel('Image position').selectOption('left');

    await addBlock('Columns');
    const columns = block(10, 'Columns');
    await columns.getByRole('button', { name: 'Add column' }).click();
    await columns.getByRole('button', { name: 'Add column' }).click();
    await typeRichText(columns.getByRole('region', { name: 'Column 1' }), 'Text', 'Techniek');
    await typeRichText(columns.getByRole('region', { name: 'Column 2' }), 'Text', 'Service');

    await addBlock('List of pages');
    await block(11, 'List of pages').getByLabel('Pages of type').selectOption('page');

    // An anchor on the heading, and the call to action links to it.
    await page.getByRole('button', { name: 'Anchor point of Block 1: Heading' }).click();
    const anchorDialog = page.getByRole('dialog', { name: 'Anchor point' });
    await anchorDialog.getByLabel('Anchor name').fill('vacatures');
    await anchorDialog.getByText('Available: links can point to #vacatures.').waitFor();
    await anchorDialog.getByRole('button', { name: 'Save' }).click();
    await block(1, 'Heading').getByText('#vacatures').waitFor();
    await cta.getByRole('button', { name: 'Choose link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Choose link' });
    await linkDialog.getByRole('radio', { name: 'Anchor point' }).check();
    await linkDialog.getByRole('combobox', { name: 'Anchor name' }).fill('vacatures');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await linkDialog.waitFor({ state: 'detached' });

    // Drag the quote (block 7) above the video (block 6) with the mouse ...
    const target = block(6, 'Video');
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const handle = page.getByRole('button', { name: 'Drag to reorder Block 7: Quote' });
    const from = await handle.boundingBox();
    const dragged = await block(7, 'Quote').boundingBox();
    const to = await target.boundingBox();
    if (!from || !dragged || !to) throw new Error('blocks not laid out');
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y - 10, { steps: 3 });
    await page.mouse.move(start.x, start.y + (to.y - dragged.y), { steps: 15 });
    await page.mouse.up();
    await block(6, 'Quote').waitFor();
    await block(7, 'Video').waitFor();

    // ... and the call to action (block 8) above the video with the keyboard.
    const keyHandle = page.getByRole('button', { name: 'Drag to reorder Block 8: Call to action' });
    await keyHandle.focus();
    // Each key waits for what dnd-kit announces, as a screen reader user would hear it.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    // Under load a pick-up sometimes ignores the arrow keys (its key listener or its measurements
    // come frames late): like a user, press again, and if nothing moves, put the block back
    // (Escape) and pick it up anew.
    const moveUpByKeyboard = async (): Promise<boolean> => {
      await page.keyboard.press('Space');
      await expect.poll(() => keyHandle.getAttribute('aria-pressed')).toBe('true');
      // Picked up: dnd-kit measures the droppables in the next frames, then announces the block over its own place.
      await expect.poll(() => announcement.textContent()).toBe('Over position 8.');
      for (let press = 0; press < 4; press++) {
        await page.keyboard.press('ArrowUp');
        const moved = await expect
          .poll(() => announcement.textContent(), { timeout: 1000 })
          .toBe('Over position 7.')
          .then(
            () => true,
            () => false,
          );
        if (moved) return true;
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => keyHandle.getAttribute('aria-pressed')).not.toBe('true');
      await keyHandle.focus();
      return false;
    };
    let moved = false;
    for (let attempt = 0; attempt < 3 && !moved; attempt++) moved = await moveUpByKeyboard();
    expect(moved).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => announcement.textContent()).toBe('Block dropped at position 7.');
    await block(7, 'Call to action').waitFor();
    await block(8, 'Video').waitFor();

    // SEO settings with an image.
    await page.getByRole('tab', { name: 'SEO settings' }).click();
    const seo = page.getByRole('region', { name: 'SEO settings' });
    await seo.getByLabel('SEO title').fill('Werken bij Blokwerk');
    await seo.getByLabel('SEO description').fill('Vacatures voor monteurs en technici.');
    await seo.getByLabel('SEO keywords').fill('vacatures');
    await seo.getByLabel('SEO keywords').press('Enter');
    await chooseMedia(page, seo, 'Choose image', ['team.png']);
    expect(await seo.getByRole('button', { name: 'Choose image' }).count()).toBe(0);

    await toolbar.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toolbar.getByText('Unsaved changes').count(), EVENTUALLY).toBe(0);

    const stored = await headVersion(browser.admin, pageId);
    expect(stored.blocks.map((b) => b.type)).toEqual([
      'heading',
      'rich-text',
      'image',
      'image-gallery',
      'file-download',
      'quote',
      'call-to-action',
      'video',
      'text-with-image',
      'columns',
      'page-list',
    ]);
    expect(stored.blocks[0]).toMatchObject({ anchorPoint: 'vacatures', props: { text: 'Onze vacatures', level: 'h2' } });
    expect(stored.blocks[1]?.props.html).toBe('<p>Wij zoeken monteurs.</p>');
    expect(stored.blocks[2]?.__images.image).toMatchObject([{ fileName: 'team.png', altText: 'Ons team' }]);
    expect(stored.blocks[3]?.__images.images?.map((image) => image.fileName)).toEqual(['team.png', 'kantoor.jpg']);
    expect(stored.blocks[4]?.__files.files?.map((file) => file.fileName)).toEqual(['brochure.pdf']);
    expect(stored.blocks[6]?.props.link).toMatchObject({ kind: 'anchor', anchor: 'vacatures' });
    expect(stored.blocks[9]?.props.columns).toEqual([{ html: '<p>Techniek</p>' }, { html: '<p>Service</p>' }]);
    expect(stored).toMatchObject({ seoTitle: 'Werken bij Blokwerk', seoDescription: 'Vacatures voor monteurs en technici.', seoKeywords: ['vacatures'] });
    expect(stored.seoImage?.map((image) => image.fileName)).toEqual(['team.png']);

    // The preview renders the stored draft in the site's layout.
    await toolbar.getByRole('button', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe[title="Preview"]');
    await preview.getByRole('heading', { name: 'Onze vacatures' }).waitFor(EVENTUALLY);
    await preview.getByText('Elke dag iets nieuws.').waitFor();
    expect(await preview.getByRole('link', { name: 'Naar de vacatures' }).getAttribute('href')).toBe('#vacatures');

    // Restoring the first revision makes it the new draft (no blocks); the history keeps everything.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'Version history' });
    await history.getByRole('button', { name: 'Restore r1' }).click();
    await page.getByRole('dialog', { name: 'Restore r1?' }).getByRole('button', { name: 'Restore version' }).click();
    await history.getByText('r1 was restored as r3, the new current draft.').waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('This page has no blocks yet. Add the first one.').waitFor();
    expect((await headVersion(browser.admin, pageId)).blocks).toEqual([]);
    await history.waitFor({ state: 'detached' });

    // Back to the full version through the history, then duplicate and translate it.
    await page.getByRole('tab', { name: 'History' }).click();
    await history.getByRole('button', { name: 'Restore r2' }).click();
    await page.getByRole('dialog', { name: 'Restore r2?' }).getByRole('button', { name: 'Restore version' }).click();
    await history.getByText('r2 was restored as r4, the new current draft.').waitFor();

    await toolbar.getByRole('button', { name: 'Duplicate' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate page' });
    await expect.poll(() => duplicate.getByLabel('Title').inputValue()).toBe('Copy of Werken bij');
    await duplicate.getByText('/werken-bij-copy is available.').waitFor();
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit page: Copy of Werken bij' }).waitFor();
    await block(11, 'List of pages').waitFor();

    await page.goto(`${server.t.url}/cmsadmin/page/${pageId}`);
    await page.getByRole('tab', { name: 'Translations' }).click();
    const translations = page.getByRole('region', { name: 'Translations' });
    await translations.getByText('This page has no translations yet.').waitFor();
    await translations.getByRole('button', { name: 'Add translation' }).click();
    const translate = page.getByRole('dialog', { name: 'Add translation' });
    await translate.getByLabel('Language').selectOption('en');
    await translate.getByLabel('Title').fill('Working at Blokwerk');
    await translate.getByLabel('Path (slug)').fill('working-at');
    await translate.getByText('/working-at is available.').waitFor();
    await translate.getByRole('button', { name: 'Add translation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit page: Working at Blokwerk' }).waitFor();
    await page.getByRole('tab', { name: 'Translations' }).click();
    await translations.getByRole('link', { name: /Dutch/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit page: Werken bij' }).waitFor();

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks before leaving with unsaved changes, in the admin and when the tab closes', async () => {
    const created = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation { createPage(input: { title: "Contact", slug: "contact", type: "page", locale: "nl" }) { pageID } }',
    );
    const pageId = created.createPage.pageID;
    const { page, errors } = await signedInPage(`/page/${pageId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit page: Contact' }).waitFor();
    await page.getByRole('tab', { name: 'Page settings' }).click();
    await page.getByRole('region', { name: 'Page settings' }).getByLabel('Title').fill('Contact opnemen');
    await page.getByRole('toolbar', { name: 'Page actions' }).getByText('Unsaved changes').waitFor();

    await page.getByRole('link', { name: 'Page overview' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave this page?' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Edit page: Contact' }).waitFor();

    await page.getByRole('link', { name: 'Page overview' }).click();
    await prompt.getByRole('button', { name: 'Save and leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page overview' }).waitFor();
    expect((await headVersion(browser.admin, pageId)).title).toBe('Contact opnemen');

    // Closing the tab with unsaved changes gets the browser's own prompt.
    await page.goto(`${server.t.url}/cmsadmin/page/${pageId}`);
    await page.getByRole('tab', { name: 'Page settings' }).click();
    await page.getByRole('region', { name: 'Page settings' }).getByLabel('Title').fill('Contact en route');
    const beforeUnload = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    const closed = new Promise((resolve) => page.once('close', resolve));
    await page.close({ runBeforeUnload: true });
    expect(await beforeUnload).toBe('beforeunload');
    await closed;
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a reviewer accepts a publication request from the editor', async () => {
    const created = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation { createPage(input: { title: "Over ons", slug: "over-ons", type: "page", locale: "nl" }) { pageID } }',
    );
    const pageId = created.createPage.pageID;
    await gql(browser.admin, 'mutation($id: Int!) { requestPublication(id: $id, comment: "Klaar voor publicatie") { id } }', { id: pageId });
    const { page, errors } = await signedInPage(`/page/${pageId}`);
    await page.getByText('Comment: Klaar voor publicatie').waitFor();
    await page.getByRole('button', { name: 'Review request' }).click();
    const review = page.getByRole('dialog', { name: 'Review publication request' });
    await review.getByLabel('Feedback').fill('Prima');
    await review.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('“Over ons” is published.').waitFor();
    await page.getByRole('region', { name: 'Page details' }).getByText('Published', { exact: true }).waitFor(EVENTUALLY);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a second editor storing over a stale revision is told who changed the page, compares, and reloads', async () => {
    const created = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation { createPage(input: { title: "Vestigingen", slug: "vestigingen", type: "page", locale: "nl" }) { pageID } }',
    );
    const pageId = created.createPage.pageID;
    const first = await signedInPage(`/page/${pageId}`);
    const second = await signedInPage(`/page/${pageId}`);
    for (const { page } of [first, second]) {
      await page.getByRole('heading', { level: 1, name: 'Edit page: Vestigingen' }).waitFor();
      await page.getByRole('tab', { name: 'Page settings' }).click();
    }
    await titleOf(first.page).fill('Vestigingen in Utrecht');
    await saveOn(first.page).click();
    await expect.poll(async () => (await headVersion(browser.admin, pageId)).title, EVENTUALLY).toBe('Vestigingen in Utrecht');

    await titleOf(second.page).fill('Onze vestigingen');
    // Autosave may meet the newer revision first (a slow machine takes 1.5 s between typing and
    // Save) and open the same dialog over the button: the click is sent to the button itself.
    // Hidden behind the dialog then, so found with includeHidden.
    await second.page
      .getByRole('toolbar', { name: 'Page actions', includeHidden: true })
      .getByRole('button', { name: 'Save', includeHidden: true })
      .dispatchEvent('click');
    const stale = second.page.getByRole('dialog', { name: 'Someone else changed this page' });
    const { me } = await gql<{ me: { name: string } }>(browser.admin, '{ me { name } }');
    await stale.getByText(`${me.name} saved this page (`, { exact: false }).waitFor();
    await stale.getByText('after you opened it; it is now at revision 2. Your changes are not saved.', { exact: false }).waitFor();
    expect((await headVersion(browser.admin, pageId)).title).toBe('Vestigingen in Utrecht');

    await stale.getByRole('button', { name: 'Compare' }).click();
    const compare = second.page.getByRole('dialog', { name: 'Your starting point and the newer version' });
    await compare.getByText('Vestigingen in Utrecht').first().waitFor();
    await compare.getByRole('button', { name: 'Close' }).last().click();
    await compare.waitFor({ state: 'detached' });

    await stale.getByRole('button', { name: 'Reload' }).click();
    await stale.waitFor({ state: 'detached' });
    await expect.poll(() => titleOf(second.page).inputValue()).toBe('Vestigingen in Utrecht');
    expect(await second.page.getByRole('toolbar', { name: 'Page actions' }).getByText('Unsaved changes').count()).toBe(0);

    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    for (const { page } of [first, second]) await page.context().close();
  });
});
