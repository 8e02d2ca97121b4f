/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ENV } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { addBlock } from '../support/editor.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

// Renders the built admin and site: run `npm run build` first.

const EVENTUALLY = { timeout: 15_000 };

const heading = (key: string, text: string) => ({ type: 'heading', key, props: { text, level: 'h2' } });
const paragraph = (key: string, text: string) => ({ type: 'rich-text', key, props: { html: `<p>${text}</p>` } });

const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Page actions' });
const blockOf = (page: Page, number: number, type: string) => page.getByRole('region', { name: `Block ${number}: ${type}` });

async function deleteBlock(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
}

describe('finishing the page editor: a first-day editor meets no surprises', { timeout: 300_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });
  let slugs = 0;

  /** A new page with `blocks`, stored once more when `revisions` asks for history. */
  const createPage = async (title: string, blocks: unknown[] = []): Promise<number> => {
    slugs += 1;
    const data = await gql<{ createPage: { pageID: number } }>(browser.admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title, slug: `pagina-${slugs}`, type: 'page', locale: 'nl', content: blocks },
    });
    return data.createPage.pageID;
  };
  const openEditor = async (pageId: number, title: string, viewport = { width: 1400, height: 1000 }, bypassCSP = false) => {
    const opened = await browser.signedInPage(`/cmsadmin/page/${pageId}`, { viewport, bypassCSP });
    await opened.page.getByRole('heading', { level: 1, name: `Edit page: ${title}` }).waitFor();
    return opened;
  };

  it('keeps the toolbar with Save visible below the app bar on a long page', async () => {
    const blocks = Array.from({ length: 14 }, (_, index) => heading(`h${index}`, `Kop ${index + 1}`));
    const pageId = await createPage('Lange pagina', blocks);
    const { page, errors } = await openEditor(pageId, 'Lange pagina');
    await blockOf(page, 14, 'Heading').getByLabel('Text').fill('Laatste kop');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const save = toolbarOf(page).getByRole('button', { name: 'Save' });
    // The button itself (not the app bar over it) is what a click at its centre hits.
    const hit = await save.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.top >= 0 && top !== null && button.contains(top);
    });
    expect(hit).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('deleting the only unsaved block leaves no unsaved changes', async () => {
    const pageId = await createPage('Leeg begin');
    const { page, errors } = await openEditor(pageId, 'Leeg begin');
    await addBlock(page, 'Heading');
    await toolbarOf(page).getByText('Unsaved changes').waitFor();
    await deleteBlock(page, 'Block 1: Heading');
    await page.getByText('This page has no blocks yet. Add the first one.').waitFor();
    await expect.poll(() => toolbarOf(page).getByText('Unsaved changes').count()).toBe(0);
    expect(await toolbarOf(page).getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a save error names the block and field, scrolls to and focuses it, and clears when fixed or the block is deleted', async () => {
    const blocks = [paragraph('p1', 'Eerste alinea'), ...Array.from({ length: 10 }, (_, index) => paragraph(`p${index + 2}`, `Alinea ${index + 2}`))];
    const pageId = await createPage('Foutje', blocks);
    const { page, errors } = await openEditor(pageId, 'Foutje');
    await addBlock(page, 'Heading');
    const added = blockOf(page, 12, 'Heading');
    await added.getByLabel('Level').selectOption('h2');
    await page.evaluate(() => window.scrollTo(0, 0));
    const save = toolbarOf(page).getByRole('button', { name: 'Save' });
    await save.click();
    const alert = page.getByRole('alert').filter({ hasText: 'The page could not be saved.' });
    await alert.getByText('Heading (block 12): The Text field is required.').waitFor(EVENTUALLY);
    // The field is focused and in view.
    const text = added.getByLabel('Text');
    await expect.poll(() => text.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        text.evaluate((input) => {
          const box = input.getBoundingClientRect();
          return box.top >= 64 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);

    // Fixing the field clears its error.
    await text.fill('Nieuwe kop');
    await expect.poll(() => alert.count()).toBe(0);

    // Deleting the block clears it too.
    await text.fill('');
    await save.click();
    await alert.getByText('Heading (block 12): The Text field is required.').waitFor(EVENTUALLY);
    await deleteBlock(page, 'Block 12: Heading');
    await expect.poll(() => alert.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('confirms a save with "Saved" and, after publishing, offers the live page', async () => {
    const pageId = await createPage('Live zetten', [heading('h1', 'Welkom')]);
    const { page, errors } = await openEditor(pageId, 'Live zetten');
    await blockOf(page, 1, 'Heading').getByLabel('Text').fill('Welkom bij ons');
    await toolbarOf(page).getByRole('button', { name: 'Save' }).click();
    await toolbarOf(page).getByRole('status').getByText('Saved', { exact: true }).waitFor(EVENTUALLY);
    expect(await page.getByRole('link', { name: 'View live' }).count()).toBe(0);

    await page.getByRole('toolbar', { name: 'Publication' }).getByRole('button', { name: 'Publish', exact: true }).click();
    const live = page.getByRole('link', { name: 'View live' });
    await live.waitFor(EVENTUALLY);
    const href = await live.getAttribute('href');
    expect(href).toBe(`/pagina-${slugs}`);
    expect(await live.getAttribute('target')).toBe('_blank');
    const visit = await fetch(new URL(href ?? '', server.t.url));
    expect(visit.status).toBe(200);
    expect(await visit.text()).toContain('Welkom bij ons');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives the editor column room beside the open preview, and the screen passes axe', async () => {
    const pageId = await createPage('Met voorbeeld', [heading('h1', 'Welkom')]);
    // axe needs the admin's CSP bypassed to inject its script.
    const { page: framed, errors } = await openEditor(pageId, 'Met voorbeeld', { width: 1280, height: 900 }, true);
    await toolbarOf(framed).getByRole('button', { name: 'Preview' }).click();
    await framed.frameLocator('iframe[title="Preview"]').getByRole('heading', { name: 'Welkom' }).waitFor(EVENTUALLY);
    await framed.getByRole('tab', { name: 'History' }).click();
    const history = framed.getByRole('region', { name: 'Version history' });
    await history.getByRole('table').waitFor();
    const panel = framed.getByRole('tabpanel');
    expect((await panel.boundingBox())?.width).toBeGreaterThanOrEqual(560);
    expect(await framed.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await framed.locator('iframe[title="Preview"]').isVisible()).toBe(true);
    // The editor screen: the app shell around it is the shell's tests' concern.
    expect(await axeViolations(framed)).toEqual([]);
    expect(errors).toEqual([]);
    await framed.context().close();
  });

  it('shows unsaved edits in the preview as the editor types, marked as unsaved, at phone width too', async () => {
    const pageId = await createPage('Live voorbeeld', [heading('h1', 'Welkom')]);
    const { page, errors } = await openEditor(pageId, 'Live voorbeeld');
    await toolbarOf(page).getByRole('button', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe[title="Preview"]');
    await preview.getByRole('heading', { name: 'Welkom' }).waitFor(EVENTUALLY);
    expect(await preview.locator('.preview-notice--unsaved').count()).toBe(0);

    await blockOf(page, 1, 'Heading').getByLabel('Text').fill('Welkom bij de nieuwe afdeling');
    await preview.getByRole('heading', { name: 'Welkom bij de nieuwe afdeling' }).waitFor(EVENTUALLY);
    await preview.getByText('Niet-opgeslagen wijzigingen', { exact: false }).waitFor();
    // Nothing was saved.
    await toolbarOf(page).getByText('Unsaved changes').waitFor();

    // A block still missing its required text is previewed too.
    await addBlock(page, 'Quote');
    await blockOf(page, 2, 'Quote')
      .getByRole('textbox', { name: /^Quote/ })
      .fill('Elke dag iets nieuws.');
    await preview.getByText('Elke dag iets nieuws.').waitFor(EVENTUALLY);

    await page.getByRole('button', { name: 'Mobile' }).click();
    await expect.poll(() => page.locator('iframe[title="Preview"]').evaluate((frame) => (frame as HTMLIFrameElement).offsetWidth)).toBe(375);
    await preview.getByText('Elke dag iets nieuws.').waitFor(EVENTUALLY);

    // Saved, the preview shows the stored version again, without the mark.
    await toolbarOf(page).getByRole('button', { name: 'Save' }).click();
    await toolbarOf(page).getByRole('status').getByText('Saved', { exact: true }).waitFor(EVENTUALLY);
    await expect.poll(() => page.locator('iframe[title="Preview"]').getAttribute('src'), EVENTUALLY).toMatch(/^\/-\/preview\/\d+$/);
    await preview.getByText('Elke dag iets nieuws.').waitFor(EVENTUALLY);
    expect(await preview.locator('.preview-notice--unsaved').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not scroll sideways on a 390 px wide screen', async () => {
    const pageId = await createPage('Op de telefoon met een lange titel', [heading('h1', 'Welkom'), paragraph('p1', 'Een alinea tekst')]);
    const { page, errors } = await openEditor(pageId, 'Op de telefoon met een lange titel', { width: 390, height: 844 });
    await blockOf(page, 2, 'Text').waitFor();
    await blockOf(page, 1, 'Heading').getByLabel('Text').fill('Welkom op de telefoon');
    await toolbarOf(page).getByText('Unsaved changes').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('clears the required error of the new page title once a title is typed', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/new-page');
    await page.getByRole('heading', { level: 1, name: 'New page' }).waitFor();
    await page.getByRole('button', { name: 'Create page' }).click();
    const title = page.getByLabel('Title');
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    await title.fill('Vacatures');
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByText('The Title field is required.').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
