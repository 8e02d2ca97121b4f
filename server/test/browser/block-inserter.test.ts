import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ENV } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

const EVENTUALLY = { timeout: 15_000 };

/** The region of the block that holds focus, by its accessible name. */
const focusedBlock = (page: Page) => page.evaluate(() => document.activeElement?.closest('section[data-block-key]')?.getAttribute('aria-label') ?? null);

describe('the block inserter, summaries and translated labels in chromium', { timeout: 300_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  const newPage = async (title: string, slug: string) => {
    const created = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation($title: String!, $slug: String!) { createPage(input: { title: $title, slug: $slug, type: "page", locale: "nl" }) { pageID } }',
      { title, slug },
    );
    return created.createPage.pageID;
  };
  const headBlocks = async (pageId: number) =>
    (
      await gql<{ page: { pageVersion: { blocks: { type: string; props: Record<string, unknown> }[] } } }>(
        browser.admin,
        'query($id: Int!) { page(id: $id) { pageVersion { blocks } } }',
        { id: pageId },
      )
    ).page.pageVersion.blocks;

  it('finds a block by typing and inserts it with the keyboard only; "/" opens it below the focused block; the new block has focus', async () => {
    const pageId = await newPage('Toetsenbord', 'toetsenbord');
    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${pageId}`, { bypassCSP: true });
    await page.getByRole('heading', { level: 1, name: 'Edit page: Toetsenbord' }).waitFor();

    const inserter = page.getByRole('dialog', { name: 'Add a block' });
    const search = inserter.getByRole('combobox', { name: 'Search blocks' });
    // "/" on a page without blocks opens the picker for its first block.
    await page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name: 'Add block', exact: true }).focus();
    await page.keyboard.press('/');
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await inserter.waitFor({ state: 'detached' });

    // The Add block button, by keyboard.
    await page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name: 'Add block', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    // Browsing: the groups are the categories, each option with its description.
    await inserter.getByRole('group', { name: 'Media' }).getByRole('option', { name: 'Image gallery' }).waitFor();
    expect(await inserter.getByRole('option', { name: 'Heading', exact: true }).getAttribute('aria-describedby')).toBeTruthy();
    await inserter.getByText('A heading that starts a new section of the page.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type('quot');
    await inserter.getByRole('status').getByText('1 block found').waitFor();
    await page.keyboard.press('Enter');
    await inserter.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Block 1: Quote' }).waitFor();
    await expect.poll(() => focusedBlock(page)).toBe('Block 1: Quote');

    // "/" outside a text field: the picker, for a block below the focused one; arrows choose among the results.
    await page.getByRole('button', { name: 'Drag to reorder Block 1: Quote' }).focus();
    await page.keyboard.press('/');
    await search.waitFor();
    expect(await search.inputValue()).toBe('');
    await page.keyboard.type('image');
    const results = inserter.getByRole('option');
    // Image, Image gallery and Text with image by name; Hero and Page teaser by their descriptions.
    await expect.poll(() => results.allTextContents()).toHaveLength(5);
    expect(await results.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const active = await search.getAttribute('aria-activedescendant');
    expect(await inserter.locator(`[id="${active}"]`).textContent()).toMatch(/^Image gallery/);
    expect(await results.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Block 2: Image gallery' }).waitFor();
    await expect.poll(() => focusedBlock(page)).toBe('Block 2: Image gallery');

    // Escape closes without inserting; the recently used come first next time.
    await page.getByRole('button', { name: 'Drag to reorder Block 2: Image gallery' }).focus();
    await page.keyboard.press('/');
    await inserter.getByRole('group', { name: 'Recently used' }).getByRole('option', { name: 'Image gallery' }).waitFor();
    expect(await inserter.getByRole('group', { name: 'Recently used' }).getByRole('option').allTextContents()).toHaveLength(2);
    await page.keyboard.press('Escape');
    await inserter.waitFor({ state: 'detached' });
    expect(await page.getByRole('region', { name: /^Block \d+:/ }).count()).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a collapsed block's summary, keeps it collapsed across the tabs, and starts a required select at its default", async () => {
    const pageId = await newPage('Samenvatting', 'samenvatting');
    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${pageId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit page: Samenvatting' }).waitFor();
    const add = async (name: string) => {
      await page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name: 'Add block', exact: true }).click();
      const inserter = page.getByRole('dialog', { name: 'Add a block' });
      await inserter.getByRole('combobox', { name: 'Search blocks' }).fill(name);
      await inserter.getByRole('option', { name, exact: true }).click();
      await inserter.waitFor({ state: 'detached' });
    };
    await add('Heading');
    await add('Quote');
    const heading = page.getByRole('region', { name: 'Block 1: Heading' });
    await heading.getByLabel('Text').fill('Onze vacatures in Utrecht');

    // Required selects start at their declared default; "— none —" is no choice for them.
    expect(await heading.getByLabel('Level').inputValue()).toBe('h2');
    expect(await heading.getByLabel('Level').locator('option').allTextContents()).toEqual(['Heading 2', 'Heading 3', 'Heading 4']);

    await heading.getByRole('button', { name: 'Collapse Block 1: Heading' }).click();
    await heading.getByText('Onze vacatures in Utrecht').waitFor();
    expect(await heading.getByLabel('Text').isVisible()).toBe(false);
    // A block with nothing filled in says so.
    const quote = page.getByRole('region', { name: 'Block 2: Quote' });
    await quote.getByRole('button', { name: 'Collapse Block 2: Quote' }).click();
    await quote.getByText('Empty', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'SEO settings' }).click();
    await page.getByRole('region', { name: 'SEO settings' }).waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await heading.getByRole('button', { name: 'Expand Block 1: Heading' }).waitFor();
    await heading.getByText('Onze vacatures in Utrecht').waitFor();
    await heading.getByRole('button', { name: 'Expand Block 1: Heading' }).click();
    await heading.getByLabel('Text').waitFor();

    // The default the select showed is what the page stores.
    await quote.getByRole('button', { name: 'Expand Block 2: Quote' }).click();
    await quote.getByRole('textbox', { name: /^Quote/ }).fill('Elke dag iets nieuws.');
    await page.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('toolbar', { name: 'Page actions' }).getByText('Unsaved changes').count(), EVENTUALLY).toBe(0);
    const blocks = await headBlocks(pageId);
    expect(blocks.map((block) => block.props)).toEqual([{ text: 'Onze vacatures in Utrecht', level: 'h2' }, { quote: 'Elke dag iets nieuws.' }]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows Dutch block names, descriptions and field labels in the Dutch admin', async () => {
    const pageId = await newPage('Nederlands', 'nederlands');
    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${pageId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit page: Nederlands' }).waitFor();
    await page.evaluate(() => localStorage.setItem('blokwerk.admin.locale', 'nl'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Pagina bewerken: Nederlands' }).waitFor(EVENTUALLY);

    await page.getByRole('region', { name: 'Blokken' }).getByRole('button', { name: 'Blok toevoegen', exact: true }).click();
    const inserter = page.getByRole('dialog', { name: 'Een blok toevoegen' });
    await inserter.getByRole('group', { name: 'Tekst' }).getByRole('option', { name: 'Kop', exact: true }).waitFor();
    await inserter.getByText('Een kop boven een nieuw deel van de pagina.').waitFor();
    // The search matches the Dutch keywords too.
    await inserter.getByRole('combobox', { name: 'Blokken zoeken' }).fill('titel');
    await inserter.getByRole('option', { name: 'Kop', exact: true }).click();

    const heading = page.getByRole('region', { name: 'Blok 1: Kop' });
    await heading.getByLabel('Tekst').fill('Werken bij ons');
    expect(await heading.getByLabel('Niveau').locator('option').allTextContents()).toEqual(['Kop 2', 'Kop 3', 'Kop 4']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
